import { Loader2, Play } from 'lucide-react'
import { useRef, useState, type SyntheticEvent } from 'react'
import { useSignedVideoLink, type SignedVideoLink } from '../lib/signed-video'
import { Button } from './ui/button'

export interface StreamedVideoLabels {
  play: string
  loading: string
  failed: string
  /** The player's accessible name, e.g. "Video of Aarav". */
  player: string
}

/**
 * A private video behind a Play button: pressing it asks the feature's API for a signed link, and the browser's
 * player streams that link with Range requests (lib/signed-video.ts). A link that runs out while the video is
 * paused is renewed once, and playback carries on where it was. Used by the enquiry details and the IEP screens.
 */
export function StreamedVideo({
  queryKey,
  requestLink,
  labels,
  autoPlay = false,
  size = 'default',
}: {
  queryKey: readonly unknown[]
  requestLink: () => Promise<SignedVideoLink>
  labels: StreamedVideoLabels
  autoPlay?: boolean
  size?: 'default' | 'sm'
}) {
  const [isRequested, setIsRequested] = useState(false)
  const [playerFailed, setPlayerFailed] = useState(false)
  const link = useSignedVideoLink(queryKey, requestLink, isRequested)
  const resumeAt = useRef<number | null>(null)
  const renewed = useRef(false)

  const onPlayerError = (event: SyntheticEvent<HTMLVideoElement>) => {
    // The usual cause is a link that expired during a long pause: ask once for a fresh one.
    if (!renewed.current) {
      renewed.current = true
      resumeAt.current = event.currentTarget.currentTime
      void link.renew()
      return
    }
    setPlayerFailed(true)
  }

  if (link.data && !playerFailed) {
    return (
      <video
        key={link.data.url}
        src={link.data.url}
        controls
        autoPlay={autoPlay}
        playsInline
        preload="metadata"
        className="aspect-video w-full max-w-xl rounded-lg bg-black"
        aria-label={labels.player}
        onError={onPlayerError}
        onLoadedMetadata={(event) => {
          if (resumeAt.current !== null) {
            event.currentTarget.currentTime = resumeAt.current
            resumeAt.current = null
          }
        }}
        onPlaying={() => (renewed.current = false)}
      />
    )
  }
  const isLoading = link.isFetching
  return (
    <div className="grid gap-2">
      <div>
        <Button
          type="button"
          variant="outline"
          size={size}
          disabled={isLoading}
          onClick={() => {
            setPlayerFailed(false)
            renewed.current = false
            if (isRequested) void link.renew()
            else setIsRequested(true)
          }}
        >
          {isLoading ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Play aria-hidden="true" />}
          {isLoading ? labels.loading : labels.play}
        </Button>
      </div>
      {link.isError || playerFailed ? (
        <p role="alert" className="text-sm text-red-700">
          {labels.failed}
        </p>
      ) : null}
    </div>
  )
}
