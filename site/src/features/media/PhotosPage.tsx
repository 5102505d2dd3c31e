import { useState } from 'react'
import type { GalleryPhoto, PhotosContent } from '@app/content/types'
import { PageIntro } from '../../components/PageIntro.tsx'
import { ResponsiveImage } from '../../components/ResponsiveImage.tsx'
import { Lightbox } from './Lightbox.tsx'
import { useI18n } from '../../i18n/I18nProvider.tsx'

const largest = (photo: GalleryPhoto) => photo.image.src

/** The grid links to each full image, so it works without JavaScript; with it, a lightbox opens instead. */
export function PhotosPage({ page }: { page: PhotosContent }) {
  const { photos } = page
  const [openIndex, setOpenIndex] = useState<number | null>(null)
  const { t } = useI18n()
  return (
    <>
      <PageIntro title={page.heading} lead={page.lead} />
      <div className="container content-section">
        <ul className="photo-grid">
          {photos.map((photo, index) => (
            <li key={photo.id}>
              <a
                href={largest(photo)}
                className="photo-link"
                aria-label={t('photos.open', { caption: photo.caption })}
                onClick={(event) => {
                  event.preventDefault()
                  setOpenIndex(index)
                }}
              >
                <ResponsiveImage
                  image={photo.image}
                  sizes="(min-width: 1200px) 280px, (min-width: 768px) 30vw, 50vw"
                  className="photo-thumb"
                />
              </a>
              <p className="photo-caption">{photo.caption}</p>
            </li>
          ))}
        </ul>
      </div>
      {openIndex !== null && (
        <Lightbox photos={photos} index={openIndex} onIndexChange={setOpenIndex} onClose={() => setOpenIndex(null)} />
      )}
    </>
  )
}
