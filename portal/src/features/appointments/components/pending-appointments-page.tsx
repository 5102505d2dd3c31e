import type { AppointmentDto } from '@app/appointments/schema'
import { Check, Loader2, Radio, X } from 'lucide-react'
import { useState } from 'react'
import { DataTable, type DataColumn } from '../../../components/data-table'
import { Pagination } from '../../../components/pagination'
import { Button } from '../../../components/ui/button'
import { FormField } from '../../../components/ui/form-field'
import { Input } from '../../../components/ui/input'
import { toast } from '../../../hooks/use-toast'
import { useSession } from '../../../hooks/use-session'
import { serverMessage } from '../../../lib/api-errors'
import { getStoredCentreId } from '../../../lib/session'
import { cn } from '../../../lib/utils'
import { useManageAppointment } from '../api/manage-appointment'
import { usePendingAppointments } from '../api/get-pending-appointments'
import {
  APPOINTMENT_MESSAGES,
  PENDING_PAGE_SIZE,
  formatAppointmentDate,
  pageCount,
  pageOf,
  parentNameOf,
  searchAppointments,
} from '../appointment-view'
import { useCentreEvents } from '../use-centre-events'
import { LongText } from './long-text'
import { RejectAppointmentDialog } from './reject-appointment-dialog'
import { LoadError } from '../../../components/layout/load-error'
import { Loading, PageFrame } from './page-frame'
import { useMessages } from '../../../i18n/messages'
import { consultationLabel } from '../../../lib/consultation-types'
import { formatSlotTime } from '../../../i18n/format'
import { appointmentsMessages } from '../messages'

/** /admindashboard/manageappointment: the centre's pending bookings, live, with Approve and Reject. */
export function PendingAppointmentsScreen() {
  const session = useSession()
  const centreId = session?.centreId ?? getStoredCentreId()
  const [search, setSearch] = useState('')
  const [page, setPage] = useState(1)
  const [busyId, setBusyId] = useState<string | null>(null)
  const [rejecting, setRejecting] = useState<AppointmentDto | null>(null)

  const queue = usePendingAppointments(centreId, { errorToast: APPOINTMENT_MESSAGES.fetchFailed })
  const reload = () => void queue.refetch()
  // New bookings, other admins' decisions and edits update the cached queue as they arrive.
  const { isLive } = useCentreEvents()
  const manage = useManageAppointment(centreId)
  const t = useMessages(appointmentsMessages)

  async function decide(appointment: AppointmentDto, status: 'approved' | 'rejected', reason?: string) {
    setBusyId(appointment._id)
    try {
      // On failure the mutation refreshes the queue: someone else may have decided first.
      await manage.mutateAsync({ appointmentId: appointment._id, status, reason })
      toast({ title: t('appointments.pending.decided', { status }), variant: 'success' })
    } catch (error) {
      toast({ title: serverMessage(error) ?? APPOINTMENT_MESSAGES.manageFailed, variant: 'error' })
    } finally {
      setBusyId(null)
      setRejecting(null)
    }
  }

  const columns: DataColumn<AppointmentDto>[] = [
    {
      id: 'child',
      header: appointmentsMessages.t('appointments.column.child'),
      cell: (row) => <span className="font-medium">{row.childId.name}</span>,
    },
    {
      id: 'parent',
      header: appointmentsMessages.t('appointments.column.parent'),
      cell: (row) => parentNameOf(row),
    },
    {
      id: 'phone',
      header: appointmentsMessages.t('appointments.column.phone'),
      cell: (row) => row.parentPhoneNo || '—',
    },
    {
      id: 'doctor',
      header: appointmentsMessages.t('appointments.column.doctor'),
      cell: (row) => row.doctorId?.name ?? '—',
    },
    {
      id: 'date',
      header: appointmentsMessages.t('appointments.column.date'),
      cell: (row) => <span className="whitespace-nowrap">{formatAppointmentDate(row.appointmentDate)}</span>,
    },
    {
      id: 'time',
      header: appointmentsMessages.t('appointments.column.time'),
      cell: (row) => <span className="whitespace-nowrap">{formatSlotTime(row.appointmentTime)}</span>,
    },
    {
      id: 'type',
      header: appointmentsMessages.t('appointments.column.type'),
      cell: (row) => consultationLabel(row.consultationType),
    },
    {
      id: 'concerns',
      header: appointmentsMessages.t('appointments.column.concerns'),
      cell: (row) => <LongText text={row.childConcerns} />,
    },
    {
      id: 'actions',
      header: <span className="sr-only">{appointmentsMessages.t('appointments.column.actions')}</span>,
      cell: (row) => {
        const isBusy = busyId === row._id
        const who = row.childId.name
        return (
          <div className="flex flex-wrap gap-2">
            <Button
              type="button"
              size="sm"
              disabled={isBusy}
              aria-label={t('appointments.pending.approveLabel', { child: who })}
              onClick={() => void decide(row, 'approved')}
            >
              {isBusy ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Check aria-hidden="true" />}
              {t('appointments.pending.approve')}
            </Button>
            <Button
              type="button"
              size="sm"
              variant="destructive"
              disabled={isBusy}
              aria-label={t('appointments.pending.rejectLabel', { child: who })}
              onClick={() => setRejecting(row)}
            >
              <X aria-hidden="true" />
              {t('appointments.pending.reject')}
            </Button>
          </div>
        )
      },
    },
  ]

  const matching = searchAppointments(queue.data ?? [], search)
  const pages = pageCount(matching.length, PENDING_PAGE_SIZE)
  const shown = pageOf(matching, page, PENDING_PAGE_SIZE)

  return (
    <PageFrame title={t('appointments.pending.title')} intro={t('appointments.pending.intro')}>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <FormField label={t('appointments.filter.search')} className="w-full sm:max-w-sm">
          {(props) => (
            <Input
              {...props}
              type="search"
              placeholder={t('appointments.filter.searchPlaceholder')}
              value={search}
              onChange={(event) => {
                setSearch(event.target.value)
                setPage(1)
              }}
            />
          )}
        </FormField>
        <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
          <Radio className={cn('size-4', isLive ? 'text-green-700' : 'text-slate-400')} aria-hidden="true" />
          {isLive ? t('appointments.pending.live') : t('appointments.pending.connecting')}
        </p>
      </div>

      {centreId ? null : (
        <p role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-4 text-red-800">
          {APPOINTMENT_MESSAGES.noCentre}
        </p>
      )}
      {queue.isError ? <LoadError message={APPOINTMENT_MESSAGES.fetchFailed} onRetry={reload} /> : null}
      {queue.isLoading ? <Loading label={t('appointments.pending.loading')} /> : null}
      {queue.data ? (
        <div className="grid min-w-0 gap-3">
          <DataTable
            layout="cards"
            caption={t('appointments.pending.caption')}
            columns={columns}
            rows={shown.rows}
            rowKey={(appointment) => appointment._id}
            empty={
              search.trim() && queue.data.length > 0 ? APPOINTMENT_MESSAGES.noMatches : APPOINTMENT_MESSAGES.noPending
            }
          />
          <Pagination label={t('appointments.pending.pages')} page={shown.page} pages={pages} onPageChange={setPage} />
        </div>
      ) : null}
      <RejectAppointmentDialog
        appointment={rejecting}
        isBusy={rejecting !== null && busyId === rejecting._id}
        onCancel={() => setRejecting(null)}
        onConfirm={(reason) => {
          if (rejecting) void decide(rejecting, 'rejected', reason || undefined)
        }}
      />
    </PageFrame>
  )
}
