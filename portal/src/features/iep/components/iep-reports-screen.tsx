import type { IepDto } from '@app/iep/schema'
import { History } from 'lucide-react'
import { useState, type ReactNode } from 'react'
import { DataTable } from '../../../components/data-table'
import { formatMonthYear } from '../../../i18n/format'
import { useMessages } from '../../../i18n/messages'
import { therapyName } from '../../../lib/therapy-types'
import { useIeps, type IepReader } from '../api/get-ieps'
import type { ReportChild } from '../iep-pdf-content'
import { iepMessages } from '../messages'
import { HistoryDialog } from './history-dialog'
import { ProgressDialog } from './progress-dialog'
import { Frame } from './iep-frame'
import { ListState } from './iep-list-state'
import { loadFailedToast, resolve, type Opened } from './iep-screen-state'
import { MonthButton } from './month-button'
import { PdfButton } from './pdf-button'
import { ProgressButton } from './progress-button'

/**
 * IEP Reports (the centre's admin, the parent): Therapy, Starting Month and year, Generate PDF, View History per
 * month (every version, newest first), and each goal's progress.
 */
export function IepReportsScreen({
  reader,
  childId,
  child,
  back,
}: {
  reader: Extract<IepReader, 'admin' | 'parent'>
  childId: string
  child: ReportChild | null
  back: ReactNode
}) {
  const t = useMessages(iepMessages)
  const query = useIeps(reader, childId, { errorToast: loadFailedToast })
  const [opened, setOpened] = useState<Opened>(null)
  const close = () => setOpened(null)
  const historyMonth = opened?.kind === 'history' ? (resolve(query.data, opened.ref)?.month ?? null) : null
  const progressIep = opened?.kind === 'progress' ? (query.data?.find((iep) => iep._id === opened.iepId) ?? null) : null

  const actionsOf = (iep: IepDto) => (
    <>
      <PdfButton iep={iep} child={child} />
      <ProgressButton iep={iep} onOpen={() => setOpened({ kind: 'progress', iepId: iep._id })} />
    </>
  )
  const historyOf = (iep: IepDto) =>
    iep.monthlyGoals.map((month) => (
      <MonthButton
        key={month.monthIndex}
        icon={<History aria-hidden="true" />}
        id="iep.action.history"
        month={month}
        isMonthShown
        onClick={() => setOpened({ kind: 'history', ref: { iepId: iep._id, monthIndex: month.monthIndex } })}
      />
    ))

  return (
    <Frame title={t('iep.reports.title')} child={child} back={back}>
      <ListState query={query} empty={t('iep.empty')} />
      {query.data && query.data.length > 0 ? (
        <DataTable
          caption={t('iep.reports.caption', { name: child?.name ?? '' })}
          rows={query.data}
          rowKey={(iep) => iep._id}
          rowClassName="align-top"
          columns={[
            {
              id: 'therapy',
              header: t('iep.reports.therapy'),
              cell: (iep) => <span className="font-medium break-words text-slate-900">{therapyName(iep.therapy)}</span>,
            },
            {
              id: 'starting',
              header: t('iep.reports.starting'),
              cell: (iep) => formatMonthYear(iep.startingMonth, iep.startingYear),
            },
            {
              id: 'pdf',
              header: t('iep.reports.pdf'),
              className: 'hidden md:table-cell',
              cell: (iep) => <div className="flex flex-wrap gap-2">{actionsOf(iep)}</div>,
            },
            {
              id: 'history',
              header: t('iep.reports.history'),
              className: 'hidden md:table-cell',
              cell: (iep) => <div className="flex flex-wrap gap-2">{historyOf(iep)}</div>,
            },
          ]}
          // On a phone the actions take a row of their own under the plan, at full width.
          rowDetail={{
            className: 'md:hidden',
            cellClassName: 'px-3 pb-4',
            colSpan: 2,
            cell: (iep) => (
              <div className="flex flex-wrap gap-2">
                {actionsOf(iep)}
                {historyOf(iep)}
              </div>
            ),
          }}
        />
      ) : null}
      <HistoryDialog childId={childId} month={historyMonth} onClose={close} />
      <ProgressDialog iep={progressIep} onClose={close} />
    </Frame>
  )
}
