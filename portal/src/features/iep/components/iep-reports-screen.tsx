import { History } from 'lucide-react'
import { useState, type ReactNode } from 'react'
import { formatMonthYear } from '../../../i18n/format'
import { useMessages } from '../../../i18n/messages'
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

  return (
    <Frame title={t('iep.reports.title')} child={child} back={back}>
      <ListState query={query} empty={t('iep.empty')} />
      {query.data && query.data.length > 0 ? (
        <div className="overflow-hidden rounded-xl border border-slate-200">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t('iep.reports.caption', { name: child?.name ?? '' })}</caption>
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className="px-3 py-3 font-semibold sm:px-4">
                  {t('iep.reports.therapy')}
                </th>
                <th scope="col" className="px-3 py-3 font-semibold sm:px-4">
                  {t('iep.reports.starting')}
                </th>
                <th scope="col" className="hidden px-4 py-3 font-semibold md:table-cell">
                  {t('iep.reports.pdf')}
                </th>
                <th scope="col" className="hidden px-4 py-3 font-semibold md:table-cell">
                  {t('iep.reports.history')}
                </th>
              </tr>
            </thead>
            {query.data.map((iep) => {
              const actions = (
                <>
                  <PdfButton iep={iep} child={child} />
                  <ProgressButton iep={iep} onOpen={() => setOpened({ kind: 'progress', iepId: iep._id })} />
                </>
              )
              const history = iep.monthlyGoals.map((month) => (
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
                <tbody key={iep._id} className="border-t border-slate-200">
                  <tr>
                    <td className="px-3 py-3 align-top font-medium break-words text-slate-900 sm:px-4">
                      {iep.therapy}
                    </td>
                    <td className="px-3 py-3 align-top text-slate-800 sm:px-4">
                      {formatMonthYear(iep.startingMonth, iep.startingYear)}
                    </td>
                    <td className="hidden px-4 py-3 align-top md:table-cell">
                      <div className="flex flex-wrap gap-2">{actions}</div>
                    </td>
                    <td className="hidden px-4 py-3 align-top md:table-cell">
                      <div className="flex flex-wrap gap-2">{history}</div>
                    </td>
                  </tr>
                  {/* On a phone the actions take a row of their own under the plan, at full width. */}
                  <tr className="md:hidden">
                    <td colSpan={2} className="px-3 pb-4">
                      <div className="flex flex-wrap gap-2">
                        {actions}
                        {history}
                      </div>
                    </td>
                  </tr>
                </tbody>
              )
            })}
          </table>
        </div>
      ) : null}
      <HistoryDialog childId={childId} month={historyMonth} onClose={close} />
      <ProgressDialog iep={progressIep} onClose={close} />
    </Frame>
  )
}
