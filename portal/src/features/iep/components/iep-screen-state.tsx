import type { IepDto, IepMonthDto } from '@app/iep/schema'
import { Link } from '@tanstack/react-router'
import { ArrowLeft, ClipboardPlus, FileDown, History, LineChart, Loader2, Pencil, SquarePen, View } from 'lucide-react'
import { useState, type ReactNode } from 'react'
import { LoadError } from '../../../components/layout/load-error'
import { Button } from '../../../components/ui/button'
import { usePageTitle } from '../../../hooks/use-page-title'
import { formatMonthYear } from '../../../i18n/format'
import { useMessages } from '../../../i18n/messages'
import { RichMessage } from '../../../i18n/rich-message'
import { ApiError } from '../../../lib/api'
import { common } from '../../../lib/common-messages'
import { useIeps, type IepReader } from '../api/get-ieps'
import type { ReportChild } from '../iep-pdf-content'
import { iepMessages } from '../messages'
import { AssignIepDialog } from './assign-iep-dialog'
import { DoctorMonthDialog } from './doctor-month-dialog'
import { EditMonthDialog } from './edit-month-dialog'
import { HistoryDialog } from './history-dialog'
import { IepTable } from './iep-table'
import { ProgressDialog } from './progress-dialog'
import { TherapistMonthDialog } from './therapist-month-dialog'

const hidden = <span className="sr-only" />

/** A failed load's toast; a child the caller may not read (404) is said on the page instead. */
const loadFailedToast = (error: unknown) =>
  error instanceof ApiError && error.status === 404 ? undefined : iepMessages.t('iep.loadFailed')

/** Which month a dialog is about, by ids, so it always shows the cache's latest copy of the plan. */
type MonthRef = { iepId: string; monthIndex: number }
type Opened =
  { kind: 'edit' | 'performance' | 'update' | 'history'; ref: MonthRef } | { kind: 'progress'; iepId: string } | null

function resolve(ieps: IepDto[] | undefined, ref: MonthRef): { iep: IepDto; month: IepMonthDto } | null {
  const iep = ieps?.find((item) => item._id === ref.iepId)
  const month = iep?.monthlyGoals.find((item) => item.monthIndex === ref.monthIndex)
  return iep && month ? { iep, month } : null
}

function PdfButton({ iep, child }: { iep: IepDto; child: ReportChild | null }) {
  const [isBusy, setIsBusy] = useState(false)
  const start = formatMonthYear(iep.startingMonth, iep.startingYear)
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      disabled={isBusy}
      onClick={async () => {
        setIsBusy(true)
        const { downloadIepPdf } = await import('../iep-pdf')
        await downloadIepPdf(iep, child ?? { name: '', centreName: null })
        setIsBusy(false)
      }}
    >
      {isBusy ? <Loader2 className="animate-spin" aria-hidden="true" /> : <FileDown aria-hidden="true" />}
      <RichMessage
        messages={iepMessages}
        id="iep.action.pdf"
        values={{ therapy: iep.therapy, start }}
        components={{ 0: hidden }}
      />
    </Button>
  )
}

function ProgressButton({ iep, onOpen }: { iep: IepDto; onOpen: () => void }) {
  const start = formatMonthYear(iep.startingMonth, iep.startingYear)
  return (
    <Button type="button" variant="outline" size="sm" onClick={onOpen}>
      <LineChart aria-hidden="true" />
      <RichMessage
        messages={iepMessages}
        id="iep.action.progress"
        values={{ therapy: iep.therapy, start }}
        components={{ 0: hidden }}
      />
    </Button>
  )
}

function MonthButton({
  icon,
  id,
  month,
  onClick,
  isMonthShown = false,
}: {
  icon: ReactNode
  id: 'iep.action.edit' | 'iep.action.viewPerformance' | 'iep.action.update' | 'iep.action.history'
  month: IepMonthDto
  onClick: () => void
  /** Under a month's own column the month is only for screen readers; elsewhere the button shows it. */
  isMonthShown?: boolean
}) {
  return (
    <Button type="button" variant="outline" size="sm" onClick={onClick}>
      {icon}
      <RichMessage
        messages={iepMessages}
        id={id}
        values={{ month: formatMonthYear(month.month, month.year) }}
        components={{ 0: isMonthShown ? <span /> : hidden }}
      />
    </Button>
  )
}

function Frame({
  title,
  child,
  back,
  actions,
  children,
}: {
  title: string
  child: ReportChild | null
  back: ReactNode
  actions?: ReactNode
  children: ReactNode
}) {
  usePageTitle(title)
  const t = useMessages(iepMessages)
  return (
    <div className="mx-auto grid w-full max-w-7xl gap-6 px-4 py-8 sm:px-6 lg:py-10">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
          {child?.name ? (
            <p className="text-slate-700">
              {t('iep.screen.child', { name: child.name, centre: child.centreName ?? '—' })}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2">
          {back}
          {actions}
        </div>
      </div>
      {children}
    </div>
  )
}

function ListState({ query, empty }: { query: ReturnType<typeof useIeps>; empty: string }) {
  const t = useMessages(iepMessages)
  if (query.isError) {
    const isMissing = query.error instanceof ApiError && query.error.status === 404
    return isMissing ? (
      <p role="alert" className="rounded-xl bg-slate-100 p-4 font-medium text-slate-800">
        {t('iep.childNotFound')}
      </p>
    ) : (
      <LoadError message={t('iep.loadFailed')} onRetry={() => void query.refetch()} />
    )
  }
  if (query.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-slate-600">
        <Loader2 className="size-5 animate-spin" aria-hidden="true" />
        {t('iep.loading')}
      </p>
    )
  }
  if (query.data.length === 0)
    return <p className="rounded-xl bg-slate-100 p-6 text-center font-medium text-slate-800">{empty}</p>
  return null
}

/**
 * /doctordashboard/iepdoctor?childId= and /therapistdashboard/iep?childId=: a child's IEPs newest first, a column
 * per month. The doctor assigns plans, edits a month's goals, views its performance and gives feedback; the
 * therapist views and updates each month. Both print a plan and follow each goal's progress.
 */
export function StaffIepScreen({
  role,
  childId,
  child,
}: {
  role: 'doctor' | 'therapist'
  childId: string
  child: ReportChild | null
}) {
  const t = useMessages(iepMessages)
  const tCommon = useMessages(common)
  const query = useIeps(role, childId, { errorToast: loadFailedToast })
  const [opened, setOpened] = useState<Opened>(null)
  const [isAssignOpen, setIsAssignOpen] = useState(false)
  const close = () => setOpened(null)
  const monthTarget = (kind: 'edit' | 'performance' | 'update') =>
    opened && opened.kind === kind ? resolve(query.data, opened.ref) : null
  const progressIep = opened?.kind === 'progress' ? (query.data?.find((iep) => iep._id === opened.iepId) ?? null) : null
  const dashboard = role === 'doctor' ? '/doctordashboard' : '/therapistdashboard'

  return (
    <Frame
      title={t('iep.screen.title')}
      child={child}
      back={
        <Button asChild variant="outline">
          <Link to={dashboard}>
            <ArrowLeft aria-hidden="true" />
            {tCommon('common.role.backToDashboard', { role })}
          </Link>
        </Button>
      }
      actions={
        role === 'doctor' ? (
          <Button type="button" onClick={() => setIsAssignOpen(true)}>
            <ClipboardPlus aria-hidden="true" />
            {t('iep.assign.open')}
          </Button>
        ) : null
      }
    >
      <ListState query={query} empty={t('iep.empty')} />
      {query.data && query.data.length > 0 ? (
        <IepTable
          ieps={query.data}
          caption={t('iep.table.caption', { name: child?.name ?? '' })}
          monthActions={(iep, month) => {
            const ref = { iepId: iep._id, monthIndex: month.monthIndex }
            return role === 'doctor' ? (
              <>
                <MonthButton
                  icon={<Pencil aria-hidden="true" />}
                  id="iep.action.edit"
                  month={month}
                  onClick={() => setOpened({ kind: 'edit', ref })}
                />
                <MonthButton
                  icon={<View aria-hidden="true" />}
                  id="iep.action.viewPerformance"
                  month={month}
                  onClick={() => setOpened({ kind: 'performance', ref })}
                />
              </>
            ) : (
              <MonthButton
                icon={<SquarePen aria-hidden="true" />}
                id="iep.action.update"
                month={month}
                onClick={() => setOpened({ kind: 'update', ref })}
              />
            )
          }}
          rowActions={(iep) => (
            <>
              <PdfButton iep={iep} child={child} />
              <ProgressButton iep={iep} onOpen={() => setOpened({ kind: 'progress', iepId: iep._id })} />
            </>
          )}
        />
      ) : null}
      {role === 'doctor' ? (
        <>
          <AssignIepDialog childId={childId} isOpen={isAssignOpen} onClose={() => setIsAssignOpen(false)} />
          <EditMonthDialog childId={childId} target={monthTarget('edit')} onClose={close} />
          <DoctorMonthDialog childId={childId} target={monthTarget('performance')} onClose={close} />
        </>
      ) : (
        <TherapistMonthDialog childId={childId} target={monthTarget('update')} onClose={close} />
      )}
      <ProgressDialog iep={progressIep} onClose={close} />
    </Frame>
  )
}

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
