import type { IepMonthDto } from '@app/iep/schema'
import { Dialog } from '../../../components/ui/dialog'
import { formatMonthYear } from '../../../i18n/format'
import { useMessages } from '../../../i18n/messages'
import { versionsNewestFirst } from '../iep-view'
import { iepMessages } from '../messages'
import { VersionAuthor, VersionDetails } from './version-details'

/** View History: a month's current version, then every earlier one, newest first, each with who and when. */
export function HistoryDialog({
  childId,
  month,
  onClose,
}: {
  /** The child, for the game results beside the current version's goals. */
  childId: string
  month: IepMonthDto | null
  onClose: () => void
}) {
  const t = useMessages(iepMessages)
  const label = month ? formatMonthYear(month.month, month.year) : ''
  const versions = month ? versionsNewestFirst(month) : []
  return (
    <Dialog
      isOpen={month !== null}
      onClose={onClose}
      title={t('iep.history.title', { month: label })}
      description={t('iep.history.count', { count: versions.length })}
      maxWidth="2xl"
    >
      <ol
        // Scrolls on its own, so it takes the focus (keyboard users scroll it with the arrow keys).
        tabIndex={0}
        aria-label={t('iep.history.list')}
        className="grid max-h-[70vh] gap-4 overflow-y-auto pe-1 focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:outline-none"
      >
        {month
          ? versions.map((version, index) => (
              <li key={version.version} className="grid gap-2 rounded-xl border border-slate-200 p-4">
                <h3 className="font-semibold text-slate-900">
                  {index === 0
                    ? t('iep.history.current', { version: version.version })
                    : t('iep.history.earlier', { version: version.version })}
                </h3>
                <VersionAuthor version={version} />
                <VersionDetails
                  version={version}
                  entries={month.entries}
                  monthLabel={label}
                  evidenceFor={index === 0 ? { childId, month: month.month, year: month.year } : undefined}
                />
              </li>
            ))
          : null}
      </ol>
    </Dialog>
  )
}
