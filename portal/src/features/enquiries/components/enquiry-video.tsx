import type { VideoState } from '@app/enquiries/schema'
import { useQueryClient } from '@tanstack/react-query'
import { StreamedVideo } from '../../../components/streamed-video'
import { useMessages } from '../../../i18n/messages'
import { getEnquiryVideoLink } from '../api/get-enquiry-video'
import { enquiriesMessages } from '../messages'

/** The parent's video, streamed when Play is pressed; each opening is logged by the server. */
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
  const queryClient = useQueryClient()
  if (video !== 'received') {
    return <p className="text-slate-700">{t('enquiries.video.none', { video })}</p>
  }
  return (
    <StreamedVideo
      queryKey={['enquiry-video', referenceId]}
      requestLink={() => getEnquiryVideoLink(queryClient, referenceId)}
      autoPlay
      labels={{
        play: t('enquiries.video.play'),
        loading: t('enquiries.video.loading'),
        failed: t('enquiries.video.failed'),
        player: t('enquiries.video.label', { child: childName }),
      }}
    />
  )
}
