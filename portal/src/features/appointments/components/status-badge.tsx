import { cn } from '../../../lib/utils'
import { statusLabel, statusTone, type BadgeTone } from '../appointment-view'

const TONE_CLASSES: Record<BadgeTone, string> = {
  yellow: 'bg-yellow-100 text-yellow-900 ring-yellow-300',
  green: 'bg-green-100 text-green-900 ring-green-300',
  red: 'bg-red-100 text-red-900 ring-red-300',
  grey: 'bg-slate-100 text-slate-800 ring-slate-300',
}

/** An appointment's status: pending yellow, approved green, rejected red, anything else grey. */
export function StatusBadge({ status }: { status: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset',
        TONE_CLASSES[statusTone(status)],
      )}
    >
      {statusLabel(status)}
    </span>
  )
}
