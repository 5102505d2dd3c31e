import { useEffect, useRef, type KeyboardEvent } from 'react'
import { ResponsiveImage } from '../../components/ResponsiveImage.tsx'
import type { GalleryPhoto } from '@app/content/types'
import { useI18n } from '../../i18n/I18nProvider.tsx'

interface LightboxProps {
  photos: GalleryPhoto[]
  index: number
  onIndexChange: (index: number) => void
  onClose: () => void
}

/**
 * One photo at a time over the page. Previous and Next wrap around; Escape, the close button or a click
 * on the backdrop closes it. While open the page behind does not scroll; closing gives back the page's
 * scrolling and puts focus back on the photo that was opened.
 */
export function Lightbox({ photos, index, onIndexChange, onClose }: LightboxProps) {
  const dialogRef = useRef<HTMLDivElement>(null)
  const { t } = useI18n()
  const closeRef = useRef<HTMLButtonElement>(null)
  const photo = photos[index]
  const count = photos.length
  const previous = () => onIndexChange((index - 1 + count) % count)
  const next = () => onIndexChange((index + 1) % count)

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null
    const { overflow } = document.body.style
    document.body.style.overflow = 'hidden'
    closeRef.current?.focus()
    return () => {
      document.body.style.overflow = overflow
      opener?.focus()
    }
  }, [])

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault()
      onClose()
    } else if (event.key === 'ArrowLeft') previous()
    else if (event.key === 'ArrowRight') next()
    else if (event.key === 'Tab') {
      // Keep focus inside the dialog.
      const focusable = dialogRef.current?.querySelectorAll<HTMLElement>('button')
      if (!focusable?.length) return
      const first = focusable[0]
      const last = focusable[focusable.length - 1]
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault()
        last.focus()
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault()
        first.focus()
      }
    }
  }

  return (
    <div className="lightbox-backdrop" onClick={(event) => event.target === event.currentTarget && onClose()}>
      <div
        ref={dialogRef}
        className="lightbox"
        role="dialog"
        aria-modal="true"
        aria-label={t('photos.viewer')}
        onKeyDown={onKeyDown}
      >
        <button
          ref={closeRef}
          type="button"
          className="lightbox-close"
          onClick={onClose}
          aria-label={t('photos.close')}
        >
          ×
        </button>
        <figure className="lightbox-figure">
          <ResponsiveImage
            key={photo.id}
            image={photo.image}
            sizes="(min-width: 1000px) 960px, 100vw"
            className="lightbox-image"
            isPriority
          />
          <figcaption>
            <span>{photo.caption}</span>{' '}
            <span className="lightbox-count">{t('carousel.position', { position: index + 1, count })}</span>
          </figcaption>
        </figure>
        <button
          type="button"
          className="lightbox-nav lightbox-previous"
          onClick={previous}
          aria-label={t('photos.previous')}
        >
          ‹
        </button>
        <button type="button" className="lightbox-nav lightbox-next" onClick={next} aria-label={t('photos.next')}>
          ›
        </button>
      </div>
    </div>
  )
}
