import { useState } from 'react'
import { PageIntro } from '../../components/PageIntro.tsx'
import { Picture } from '../../components/Picture.tsx'
import type { GalleryPhoto } from '../../lib/content-types.ts'
import { Lightbox } from './Lightbox.tsx'

const largest = (photo: GalleryPhoto) => photo.image.url

/** The grid links to each full image, so it works without JavaScript; with it, a lightbox opens instead. */
export function PhotosPage({ photos }: { photos: GalleryPhoto[] }) {
  const [openIndex, setOpenIndex] = useState<number | null>(null)
  return (
    <>
      <PageIntro title="Photos" lead="A look inside our centres, workshops and celebrations." />
      <div className="container content-section">
        <ul className="photo-grid">
          {photos.map((photo, index) => (
            <li key={photo.id}>
              <a
                href={largest(photo)}
                className="photo-link"
                aria-label={`Open photo: ${photo.caption}`}
                onClick={(event) => {
                  event.preventDefault()
                  setOpenIndex(index)
                }}
              >
                <Picture
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
