import type { PipelineStage, VideoState } from '@app/enquiries/schema'
import { AlarmClock, Archive, CircleDot, Clock, Video } from 'lucide-react'
import { formatDay } from '../../../i18n/format'
import { useMessages } from '../../../i18n/messages'
import { cn } from '../../../lib/utils'
import { enquiriesMessages } from '../messages'
import { selectKey, type ContactDue } from '../enquiry-view'

const badge = 'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset'

const STAGE_CLASS: Record<PipelineStage, string> = {
  new: 'bg-sky-50 text-sky-800 ring-sky-600/30',
  contacted: 'bg-indigo-50 text-indigo-800 ring-indigo-600/30',
  'assessment-booked': 'bg-teal-50 text-teal-800 ring-teal-600/30',
  enrolled: 'bg-green-50 text-green-800 ring-green-600/30',
  'not-proceeding': 'bg-slate-100 text-slate-700 ring-slate-500/30',
}

/** The follow-up stage, in words. */
export function StageBadge({ stage }: { stage: PipelineStage }) {
  const t = useMessages(enquiriesMessages)
  return (
    <span className={cn(badge, STAGE_CLASS[stage])}>
      <CircleDot className="size-3" aria-hidden="true" />
      {t('enquiries.stage', { stage: selectKey(stage) })}
    </span>
  )
}

/** When the parent is due a first call: amber "Call today", red "Late", plain "Call by"; the word says it too. */
export function ContactByBadge({ due, contactBy }: { due: ContactDue; contactBy: string }) {
  const t = useMessages(enquiriesMessages)
  if (due === 'none') return null
  const day = formatDay(contactBy)
  if (due === 'late') {
    return (
      <span className={cn(badge, 'bg-red-50 text-red-800 ring-red-600/40')}>
        <AlarmClock className="size-3" aria-hidden="true" />
        {t('enquiries.contactBy.late', { day })}
      </span>
    )
  }
  if (due === 'today') {
    return (
      <span className={cn(badge, 'bg-amber-50 text-amber-900 ring-amber-600/40')}>
        <Clock className="size-3" aria-hidden="true" />
        {t('enquiries.contactBy.today')}
      </span>
    )
  }
  return (
    <span className={cn(badge, 'bg-white text-slate-700 ring-slate-300')}>
      <Clock className="size-3" aria-hidden="true" />
      {t('enquiries.contactBy.upcoming', { day })}
    </span>
  )
}

/** "Video pending" (the parent chose to send one, it has not arrived) or "Video removed"; nothing otherwise. */
export function VideoBadge({ video }: { video: VideoState }) {
  const t = useMessages(enquiriesMessages)
  if (video === 'received' || video === 'none') return null
  return (
    <span className={cn(badge, 'bg-violet-50 text-violet-800 ring-violet-600/30')}>
      <Video className="size-3" aria-hidden="true" />
      {t('enquiries.video.state', { video })}
    </span>
  )
}

/** Active or Archived. */
export function ArchivedBadge({ isArchived }: { isArchived: boolean }) {
  const t = useMessages(enquiriesMessages)
  return isArchived ? (
    <span className={cn(badge, 'bg-slate-100 text-slate-700 ring-slate-500/30')}>
      <Archive className="size-3" aria-hidden="true" />
      {t('enquiries.badge.archived')}
    </span>
  ) : (
    <span className={cn(badge, 'bg-green-50 text-green-800 ring-green-600/30')}>{t('enquiries.badge.active')}</span>
  )
}
