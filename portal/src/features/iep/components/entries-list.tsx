import type { SessionEntryDto } from '@app/iep/schema'
import { formatDay } from '../../../i18n/format'
import { useMessages } from '../../../i18n/messages'
import { iepMessages } from '../messages'

/** A goal's session entries: date, %, note; those still on the device are marked as waiting. */
export function EntriesList({
  entries,
  waiting = [],
}: {
  entries: readonly Pick<SessionEntryDto, 'date' | 'percent' | 'note'>[]
  waiting?: readonly { date: string; percent: number; note: string }[]
}) {
  const t = useMessages(iepMessages)
  if (entries.length === 0 && waiting.length === 0)
    return <p className="text-sm text-slate-600">{t('iep.entries.none')}</p>
  return (
    <ul className="grid gap-1 text-sm">
      {entries.map((entry, index) => (
        <li key={`s-${index}`} className="break-words text-slate-800">
          {t('iep.entries.row', {
            day: formatDay(entry.date),
            percent: entry.percent,
            note: entry.note,
            hasNote: entry.note ? 'yes' : 'no',
          })}
        </li>
      ))}
      {waiting.map((entry, index) => (
        <li key={`w-${index}`} className="break-words text-slate-800">
          {t('iep.entries.row', {
            day: formatDay(entry.date),
            percent: entry.percent,
            note: entry.note,
            hasNote: entry.note ? 'yes' : 'no',
          })}{' '}
          <span className="rounded bg-amber-100 px-1.5 py-0.5 text-xs font-medium text-amber-900">
            {t('iep.entries.waiting')}
          </span>
        </li>
      ))}
    </ul>
  )
}
