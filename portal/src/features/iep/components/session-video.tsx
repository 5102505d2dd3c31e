import { Loader2, Play } from 'lucide-react'
import { useEffect, useMemo, useState } from 'react'
import type { ChildVideoDto } from '@app/iep/schema'
import { Button } from '../../../components/ui/button'
import { formatDay } from '../../../i18n/format'
import { useMessages } from '../../../i18n/messages'
import { useIepVideo } from '../api/get-iep-video'
import { iepMessages } from '../messages'

/**
 * A version's session video: fetched with the token (a <video> element sends none) when Play is pressed, then
 * played from an object URL that is released when the player goes away.
 */
export function SessionVideo({ video, label }: { video: ChildVideoDto; label: string }) {
  const t = useMessages(iepMessages)
  const [isRequested, setIsRequested] = useState(false)
  const query = useIepVideo(video.videoUrl, isRequested)
  const objectUrl = useMemo(() => (query.data ? URL.createObjectURL(query.data) : null), [query.data])
  useEffect(() => () => void (objectUrl && URL.revokeObjectURL(objectUrl)), [objectUrl])

  return (
    <div className="grid gap-2">
      <p className="text-sm text-slate-700">
        {t('iep.video.uploaded', { day: formatDay(video.videoUploadDate) })}
        {video.videoDescription ? ` — ${video.videoDescription}` : ''}
      </p>
      {objectUrl ? (
        <video
          src={objectUrl}
          controls
          playsInline
          className="aspect-video w-full max-w-xl rounded-lg bg-black"
          aria-label={label}
        />
      ) : (
        <div>
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={query.isFetching}
            onClick={() => setIsRequested(true)}
          >
            {query.isFetching ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Play aria-hidden="true" />}
            {query.isFetching ? t('iep.video.loading') : t('iep.video.play')}
          </Button>
        </div>
      )}
      {query.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {t('iep.video.failed')}
        </p>
      ) : null}
    </div>
  )
}
