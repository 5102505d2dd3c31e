import { Link } from '@tanstack/react-router'
import { ArrowLeft, ClipboardPlus, Pencil, SquarePen, View } from 'lucide-react'
import { useState } from 'react'
import { Button } from '../../../components/ui/button'
import { useMessages } from '../../../i18n/messages'
import { common } from '../../../lib/common-messages'
import { useIeps } from '../api/get-ieps'
import type { ReportChild } from '../iep-pdf-content'
import { iepMessages } from '../messages'
import { AssignIepDialog } from './assign-iep-dialog'
import { DoctorMonthDialog } from './doctor-month-dialog'
import { EditMonthDialog } from './edit-month-dialog'
import { IepTable } from './iep-table'
import { ProgressDialog } from './progress-dialog'
import { TherapistMonthDialog } from './therapist-month-dialog'
import { Frame } from './iep-frame'
import { ListState } from './iep-list-state'
import { loadFailedToast, resolve, type Opened } from './iep-screen-state'
import { MonthButton } from './month-button'
import { PdfButton } from './pdf-button'
import { ProgressButton } from './progress-button'

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
