import { useEffect, useState } from 'react'
import type { Slide } from '@app/content/types'
import { ResponsiveImage } from '../../components/ResponsiveImage.tsx'
import { useI18n } from '../../i18n/I18nProvider.tsx'

/** Three pictures at a time (one on narrow phones); Previous and Next stop at the ends. */
const WIDE_QUERY = '(min-width: 640px)'

export function TreatmentCarousel({ heading, images }: { heading: string; images: Slide[] }) {
  const [index, setIndex] = useState(0)
  const [visible, setVisible] = useState(3)
  const { t } = useI18n()

  useEffect(() => {
    const query = window.matchMedia(WIDE_QUERY)
    const update = () => setVisible(query.matches ? 3 : 1)
    update()
    query.addEventListener('change', update)
    return () => query.removeEventListener('change', update)
  }, [])

  const last = Math.max(0, images.length - visible)
  const position = Math.min(index, last)
  if (images.length === 0) return null
  return (
    // The section, named by its heading, is the carousel (as the hero slider's is): a div without a role may not
    // carry a name, and a group inside the section would only repeat it.
    <section className="treatment" aria-labelledby="treatment-heading" aria-roledescription={t('carousel.carousel')}>
      <div className="container">
        <h2 id="treatment-heading">{heading}</h2>
        <div className="carousel">
          <div className="carousel-viewport">
            <div
              className="carousel-track"
              style={{ transform: `translateX(calc(-${position} * (100% + var(--gap)) / ${visible}))` }}
            >
              {images.map((slide, slidePosition) => {
                const isShown = slidePosition >= position && slidePosition < position + visible
                return (
                  <div
                    role="group"
                    key={slide.image.src + slidePosition}
                    className="carousel-item"
                    aria-roledescription={t('carousel.slide')}
                    aria-label={t('carousel.position', { position: slidePosition + 1, count: images.length })}
                    aria-hidden={!isShown}
                  >
                    <ResponsiveImage image={slide.image} sizes="(min-width: 640px) 33vw, 100vw" />
                    {slide.caption && <p>{slide.caption}</p>}
                  </div>
                )
              })}
            </div>
          </div>
          <div className="carousel-controls">
            <button
              type="button"
              className="carousel-button"
              disabled={position === 0}
              onClick={() => setIndex(Math.max(0, position - 1))}
            >
              <span aria-hidden="true">‹</span>
              <span className="visually-hidden">{t('home.previousPictures')}</span>
            </button>
            <button
              type="button"
              className="carousel-button"
              disabled={position >= last}
              onClick={() => setIndex(Math.min(last, position + 1))}
            >
              <span aria-hidden="true">›</span>
              <span className="visually-hidden">{t('home.nextPictures')}</span>
            </button>
          </div>
        </div>
      </div>
    </section>
  )
}
