import type { SiteImage } from '@app/content/types'

/**
 * An image from the CMS at the width the screen needs: srcset from Payload's generated sizes,
 * explicit width and height (no layout shift), lazy unless it is the page's largest (LCP) image.
 */
export function ResponsiveImage({
  image,
  sizes,
  isPriority = false,
  className,
}: {
  image: SiteImage
  /** The rendered width, e.g. "100vw" or "(min-width: 768px) 33vw, 100vw". */
  sizes: string
  /** The LCP image: loaded at once with high priority. */
  isPriority?: boolean
  className?: string
}) {
  const srcSet = image.srcset.map((candidate) => `${candidate.src} ${candidate.width}w`).join(', ')
  const fallback = image.srcset.find((candidate) => candidate.width >= 800)?.src ?? image.src
  return (
    <img
      className={className}
      src={fallback}
      srcSet={srcSet}
      sizes={sizes}
      width={image.width}
      height={image.height}
      alt={image.alt}
      loading={isPriority ? 'eager' : 'lazy'}
      decoding={isPriority ? 'auto' : 'async'}
      fetchPriority={isPriority ? 'high' : undefined}
    />
  )
}
