import type { ChildVideoDto } from '@app/iep/schema'
import { StreamedVideo } from '../../../components/streamed-video'
import { formatDay } from '../../../i18n/format'
import { useMessages } from '../../../i18n/messages'
import { getIepVideoLink } from '../api/get-iep-video'
import { iepMessages } from '../messages'

/** A version's session video, streamed when Play is pressed (components/streamed-video.tsx). */
export function SessionVideo({ video, label }: { video: ChildVideoDto; label: string }) {
  const t = useMessages(iepMessages)
  return (
    <div className="grid gap-2">
      <p className="text-sm text-slate-700">
        {t('iep.video.uploaded', { day: formatDay(video.videoUploadDate) })}
        {video.videoDescription ? ` — ${video.videoDescription}` : ''}
      </p>
      <StreamedVideo
        queryKey={['iep-video', video.videoUrl]}
        requestLink={() => getIepVideoLink(video.videoUrl)}
        size="sm"
        labels={{
          play: t('iep.video.play'),
          loading: t('iep.video.loading'),
          failed: t('iep.video.failed'),
          player: label,
        }}
      />
    </div>
  )
}
