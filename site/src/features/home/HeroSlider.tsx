import { useState } from 'react'
import type { Slide } from '@app/content/types'
import { ResponsiveImage } from '../../components/ResponsiveImage.tsx'
import { useI18n } from '../../i18n/I18nProvider.tsx'
import { formatNumber } from '../../i18n/translate.ts'

/**
 * The home page's hero: one slide at a time, Previous and Next wrap around, each move slides for
 * 500 ms (styles.css). The first slide is server-rendered as the page's LCP image.
 */
export function HeroSlider({ slides }: { slides: Slide[] }) {
  const [index, setIndex] = useState(0)
  const { language, t } = useI18n()
  if (slides.length === 0) return null
  const go = (step: number) => setIndex((current) => (current + step + slides.length) % slides.length)
  return (
    <section className="hero" aria-roledescription={t('carousel.carousel')} aria-label={t('home.highlights')}>
      <div className="hero-viewport">
        <div className="hero-track" style={{ transform: `translateX(-${index * 100}%)` }}>
          {slides.map((slide, position) => (
            <div
              role="group"
              key={slide.image.src + position}
              className="hero-slide"
              aria-roledescription={t('carousel.slide')}
              aria-label={t('carousel.position', { position: position + 1, count: slides.length })}
              aria-hidden={position !== index}
            >
              <ResponsiveImage image={slide.image} sizes="100vw" isPriority={position === 0} className="hero-image" />
              {slide.caption && <p className="hero-caption">{slide.caption}</p>}
            </div>
          ))}
        </div>
      </div>
      {slides.length > 1 && (
        <div className="hero-controls">
          <button type="button" className="carousel-button" onClick={() => go(-1)}>
            <span aria-hidden="true">‹</span>
            <span className="visually-hidden">{t('home.previousSlide')}</span>
          </button>
          <p className="hero-status" aria-live="polite">
            {formatNumber(language, index + 1)} / {formatNumber(language, slides.length)}
          </p>
          <button type="button" className="carousel-button" onClick={() => go(1)}>
            <span aria-hidden="true">›</span>
            <span className="visually-hidden">{t('home.nextSlide')}</span>
          </button>
        </div>
      )}
    </section>
  )
}
