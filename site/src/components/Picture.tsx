import type { SiteImage } from '../lib/content-types.ts'

/**
 * An image from Media at the sizes Payload made, with width and height so nothing jumps while it loads.
 * `sizes` says how wide it shows, so phones fetch the small file.
 */
export function Picture({
  image,
  sizes,
  className,
  eager = false,
  alt,
}: {
  image: SiteImage
  sizes: string
  className?: string
  eager?: boolean
  alt?: string
}) {
  const candidates = [...image.sizes, { url: image.url, width: image.width, height: image.height }]
    .filter((size, index, all) => all.findIndex((other) => other.width === size.width) === index)
    .sort((a, b) => a.width - b.width)
  const fallback = candidates.find((size) => size.width >= 640) ?? candidates[candidates.length - 1]
  return (
    <img
      className={className}
      src={fallback.url}
      srcSet={candidates.map((size) => `${size.url} ${size.width}w`).join(', ')}
      sizes={sizes}
      width={image.width}
      height={image.height}
      alt={alt ?? image.alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  )
}
