import type { AppointmentDto } from '@app/appointments/schema'
import { RotateCcw } from 'lucide-react'
import { useState } from 'react'
import { DataTable, type DataColumn } from '../../../components/data-table'
import { Button } from '../../../components/ui/button'
import { FormField } from '../../../components/ui/form-field'
import { Input } from '../../../components/ui/input'
import { Select } from '../../../components/ui/select'
import { useSession } from '../../../hooks/use-session'
import { useParentAppointments } from '../api/get-parent-appointments'
import {
  APPOINTMENT_MESSAGES,
  EMPTY_PARENT_FILTERS,
  childrenOf,
  filterParentAppointments,
  formatAppointmentDate,
  type ParentAppointmentFilters,
  type StatusFilter,
} from '../appointment-view'
import { AppointmentFiles } from './document-actions'
import { ViewPdfButton } from './view-pdf-button'
import { ParentVisitActions, type OwnChangeKind } from './parent-visit-actions'
import { LoadError } from '../../../components/layout/load-error'
import { Loading, PageFrame } from './page-frame'
import { StatusBadge } from './status-badge'
import { useMessages } from '../../../i18n/messages'
import { consultationLabel } from '../../../lib/consultation-types'
import { formatSlotTime } from '../../../i18n/format'
import { appointmentsMessages } from '../messages'

/** A change the page was opened for (`?appointment=…&change=cancel|move`, from the parent's home screen). */
export interface RequestedChange {
  appointmentId: string
  change: OwnChangeKind
}

// Built while rendering, so the headings are read from the catalogue in the language shown.
const columnsOf = (requested: RequestedChange | null, onHandled: () => void): DataColumn<AppointmentDto>[] => [
  {
    id: 'child',
    header: appointmentsMessages.t('appointments.column.child'),
    cell: (row) => <span className="font-medium">{row.childId.name}</span>,
  },
  {
    id: 'doctor',
    header: appointmentsMessages.t('appointments.column.doctor'),
    cell: (row) => row.doctorId?.name ?? '—',
  },
  {
    id: 'centre',
    header: appointmentsMessages.t('appointments.column.centre'),
    cell: (row) => row.centreId?.name ?? '—',
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
    id: 'status',
    header: appointmentsMessages.t('appointments.column.status'),
    cell: (row) => <StatusBadge status={row.status} />,
  },
  {
    id: 'files',
    header: appointmentsMessages.t('appointments.column.files'),
    cell: (row) => <AppointmentFiles appointment={row} />,
  },
  {
    id: 'pdf',
    header: <span className="sr-only">{appointmentsMessages.t('appointments.column.summary')}</span>,
    cell: (row) => <ViewPdfButton appointment={row} />,
  },
  {
    id: 'change',
    header: <span className="sr-only">{appointmentsMessages.t('appointments.column.actions')}</span>,
    cell: (row) => (
      <ParentVisitActions
        appointment={row}
        opened={requested?.appointmentId === row._id ? requested.change : null}
        onClosed={onHandled}
      />
    ),
  },
]

/**
 * /parentdashboard/viewappointments: the parent's own appointments with status, child and date filters, and for
 * each that has not begun, Cancel (Withdraw) and Reschedule. `requested` opens one of those dialogs at once.
 */
export function ParentAppointmentsScreen({
  requested = null,
  onRequestHandled = () => {},
}: {
  requested?: RequestedChange | null
  onRequestHandled?: () => void
}) {
  const parentId = useSession()?.userId ?? null
  const [filters, setFilters] = useState<ParentAppointmentFilters>(EMPTY_PARENT_FILTERS)
  const list = useParentAppointments(parentId, { errorToast: APPOINTMENT_MESSAGES.fetchFailed })
  const appointments = list.data?.appointments ?? []
  const children = childrenOf(appointments)
  const shown = filterParentAppointments(appointments, filters)
  const hasFilters = Boolean(filters.status || filters.childId || filters.date)
  const t = useMessages(appointmentsMessages)
  const change = (patch: Partial<ParentAppointmentFilters>) => setFilters((current) => ({ ...current, ...patch }))

  return (
    <PageFrame
      title={t('appointments.parent.title')}
      intro={
        list.data?.parentName
          ? t('appointments.parent.introNamed', { name: list.data.parentName })
          : t('appointments.parent.intro')
      }
    >
      <form
        role="search"
        aria-label={t('appointments.filter.label')}
        className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_auto] lg:items-end"
        onSubmit={(event) => event.preventDefault()}
      >
        <FormField label={t('appointments.filter.status')}>
          {(props) => (
            <Select
              {...props}
              value={filters.status}
              onChange={(event) => change({ status: event.target.value as StatusFilter })}
            >
              <option value="">{t('appointments.filter.allStatuses')}</option>
              <option value="pending">{t('appointments.status', { status: 'pending' })}</option>
              <option value="approved">{t('appointments.status', { status: 'approved' })}</option>
              <option value="rejected">{t('appointments.status', { status: 'rejected' })}</option>
            </Select>
          )}
        </FormField>
        <FormField label={t('appointments.filter.child')}>
          {(props) => (
            <Select {...props} value={filters.childId} onChange={(event) => change({ childId: event.target.value })}>
              <option value="">{t('appointments.filter.allChildren')}</option>
              {children.map((child) => (
                <option key={child._id} value={child._id}>
                  {child.name}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField label={t('appointments.filter.date')}>
          {(props) => (
            <Input
              {...props}
              type="date"
              value={filters.date}
              onChange={(event) => change({ date: event.target.value })}
            />
          )}
        </FormField>
        <Button type="button" variant="outline" disabled={!hasFilters} onClick={() => setFilters(EMPTY_PARENT_FILTERS)}>
          <RotateCcw aria-hidden="true" />
          {t('appointments.filter.reset')}
        </Button>
      </form>

      {list.isError ? (
        <LoadError message={APPOINTMENT_MESSAGES.fetchFailed} onRetry={() => void list.refetch()} />
      ) : null}
      {list.isLoading ? <Loading /> : null}
      {list.data ? (
        <DataTable
          layout="cards"
          caption={t('appointments.parent.caption')}
          columns={columnsOf(requested, onRequestHandled)}
          rows={shown}
          rowKey={(appointment) => appointment._id}
          empty={appointments.length === 0 ? t('appointments.parent.none') : APPOINTMENT_MESSAGES.noMatches}
        />
      ) : null}
    </PageFrame>
  )
}
