import type { VideoState } from '@app/enquiries/schema'
import { Loader2, Play } from 'lucide-react'
import { useEffect, useMemo, useState } from 'react'
import { Button } from '../../../components/ui/button'
import { useMessages } from '../../../i18n/messages'
import { useEnquiryVideo } from '../api/get-enquiry-video'
import { enquiriesMessages } from '../messages'

/**
 * The parent's video: fetched with the token when Play is pressed (each viewing is logged by the server), then
 * played from an object URL released when the player goes away.
 */
export function EnquiryVideo({
  referenceId,
  video,
  childName,
}: {
  referenceId: string
  video: VideoState
  childName: string
}) {
  const t = useMessages(enquiriesMessages)
  const [isRequested, setIsRequested] = useState(false)
  const query = useEnquiryVideo(referenceId, isRequested && video === 'received')
  const objectUrl = useMemo(() => (query.data ? URL.createObjectURL(query.data) : null), [query.data])
  useEffect(() => () => void (objectUrl && URL.revokeObjectURL(objectUrl)), [objectUrl])

  if (video !== 'received') {
    return <p className="text-slate-700">{t('enquiries.video.none', { video })}</p>
  }
  return (
    <div className="grid gap-2">
      {objectUrl ? (
        <video
          src={objectUrl}
          controls
          autoPlay
          playsInline
          className="aspect-video w-full max-w-xl rounded-lg bg-black"
          aria-label={t('enquiries.video.label', { child: childName })}
        />
      ) : (
        <div>
          <Button type="button" variant="outline" disabled={query.isFetching} onClick={() => setIsRequested(true)}>
            {query.isFetching ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Play aria-hidden="true" />}
            {query.isFetching ? t('enquiries.video.loading') : t('enquiries.video.play')}
          </Button>
        </div>
      )}
      {query.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {t('enquiries.video.failed')}
        </p>
      ) : null}
    </div>
  )
}
