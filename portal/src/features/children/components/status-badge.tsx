import { cn } from '../../../lib/utils'
import { statusBadgeClass } from '../api/children'
import { childrenMessages } from '../messages'

/** An admission status as a coloured badge (the word is always shown, so colour is never the only cue). */
export function StatusBadge({ status }: { status: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium capitalize ring-1 ring-inset',
        statusBadgeClass(status),
      )}
    >
      {childrenMessages.t('children.status', { status: status || 'none' })}
    </span>
  )
}
