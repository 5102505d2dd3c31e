import type { IepDto } from '@app/iep/schema'
import { Dialog } from '../../../components/ui/dialog'
import { formatMonthYear } from '../../../i18n/format'
import { useMessages } from '../../../i18n/messages'
import { therapyName } from '../../../lib/therapy-types'
import { goalSeriesOf, goalSeriesTitle } from '../iep-view'
import { iepMessages } from '../messages'
import { ProgressChart } from './progress-chart'

/** Progress charts of a plan: one per short-term goal, over the month or months it was worked on. */
export function ProgressCharts({ iep }: { iep: IepDto }) {
  return (
    <div className="grid gap-6">
      {goalSeriesOf(iep).map((progress) => (
        <ProgressChart
          key={`${progress.monthIndex}-${progress.goalIndex}`}
          progress={progress}
          title={goalSeriesTitle(progress)}
        />
      ))}
    </div>
  )
}

export function ProgressDialog({ iep, onClose }: { iep: IepDto | null; onClose: () => void }) {
  const t = useMessages(iepMessages)
  return (
    <Dialog
      isOpen={iep !== null}
      onClose={onClose}
      title={
        iep
          ? t('iep.progress.title', {
              therapy: therapyName(iep.therapy),
              start: formatMonthYear(iep.startingMonth, iep.startingYear),
            })
          : ''
      }
      description={t('iep.progress.description')}
      maxWidth="2xl"
    >
      <div className="max-h-[70vh] overflow-y-auto pe-1">{iep ? <ProgressCharts iep={iep} /> : null}</div>
    </Dialog>
  )
}
