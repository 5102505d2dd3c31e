import { useState } from 'react'
import type { VideosContent } from '@app/content/types'
import { PageIntro } from '../../components/PageIntro.tsx'
import { ResponsiveImage } from '../../components/ResponsiveImage.tsx'
import { useI18n } from '../../i18n/I18nProvider.tsx'

const watchUrl = (videoId: string) => `https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}`
const embedUrl = (videoId: string) =>
  `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?autoplay=1&rel=0`

/**
 * Thumbnails come from our own Media, so the page asks nothing of YouTube until a visitor clicks one;
 * the click swaps the thumbnail for the player, which starts at once. Without JavaScript the thumbnail
 * is a plain link to the video.
 */
export function VideosPage({ page }: { page: VideosContent }) {
  const { videos } = page
  const [playing, setPlaying] = useState<string[]>([])
  const { t } = useI18n()
  return (
    <>
      <PageIntro title={page.heading} lead={page.lead} />
      <div className="container content-section">
        <ul className="video-grid">
          {videos.map((video) => (
            <li key={video.id} className="video-card">
              <div className="video-frame">
                {playing.includes(video.id) ? (
                  <iframe
                    src={embedUrl(video.videoId)}
                    title={video.title}
                    allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
                    allowFullScreen
                    loading="eager"
                  />
                ) : (
                  <a
                    href={watchUrl(video.videoId)}
                    className="video-thumb"
                    aria-label={t('videos.play', { title: video.title })}
                    onClick={(event) => {
                      event.preventDefault()
                      setPlaying((ids) => [...ids, video.id])
                    }}
                  >
                    {video.thumbnail && (
                      <ResponsiveImage
                        image={{ ...video.thumbnail, alt: '' }}
                        sizes="(min-width: 1200px) 380px, (min-width: 768px) 45vw, 100vw"
                      />
                    )}
                    <span className="play-icon" aria-hidden="true" />
                  </a>
                )}
              </div>
              <h2 className="video-title">{video.title}</h2>
            </li>
          ))}
        </ul>
      </div>
    </>
  )
}
