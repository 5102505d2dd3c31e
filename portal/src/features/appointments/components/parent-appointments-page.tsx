import type { AppointmentDto } from '@app/appointments/schema'
import type { ColumnDef } from '@tanstack/react-table'
import { RotateCcw } from 'lucide-react'
import { useState } from 'react'
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
  consultationLabel,
  filterParentAppointments,
  formatAppointmentDate,
  type ParentAppointmentFilters,
  type StatusFilter,
} from '../appointment-view'
import { AppointmentsTable } from './appointments-table'
import { AppointmentFiles } from './document-actions'
import { ViewPdfButton } from './view-pdf-button'
import { LoadError } from '../../../components/layout/load-error'
import { Loading, PageFrame } from './page-frame'
import { StatusBadge } from './status-badge'

const columns: ColumnDef<AppointmentDto>[] = [
  { id: 'child', header: 'Child', cell: ({ row }) => <span className="font-medium">{row.original.childId.name}</span> },
  { id: 'doctor', header: 'Doctor', cell: ({ row }) => row.original.doctorId?.name ?? '—' },
  { id: 'centre', header: 'Centre', cell: ({ row }) => row.original.centreId?.name ?? '—' },
  {
    id: 'date',
    header: 'Date',
    cell: ({ row }) => <span className="whitespace-nowrap">{formatAppointmentDate(row.original.appointmentDate)}</span>,
  },
  {
    id: 'time',
    header: 'Time',
    cell: ({ row }) => <span className="whitespace-nowrap">{row.original.appointmentTime}</span>,
  },
  { id: 'type', header: 'Type', cell: ({ row }) => consultationLabel(row.original.consultationType) },
  { id: 'status', header: 'Status', cell: ({ row }) => <StatusBadge status={row.original.status} /> },
  { id: 'files', header: 'Files', cell: ({ row }) => <AppointmentFiles appointment={row.original} /> },
  {
    id: 'pdf',
    header: () => <span className="sr-only">Summary</span>,
    cell: ({ row }) => <ViewPdfButton appointment={row.original} />,
  },
]

/** /parentdashboard/viewappointments: the parent's own appointments with status, child and date filters. */
export function ParentAppointmentsScreen() {
  const parentId = useSession()?.userId ?? null
  const [filters, setFilters] = useState<ParentAppointmentFilters>(EMPTY_PARENT_FILTERS)
  const list = useParentAppointments(parentId, { errorToast: APPOINTMENT_MESSAGES.fetchFailed })
  const appointments = list.data?.appointments ?? []
  const children = childrenOf(appointments)
  const shown = filterParentAppointments(appointments, filters)
  const hasFilters = Boolean(filters.status || filters.childId || filters.date)
  const change = (patch: Partial<ParentAppointmentFilters>) => setFilters((current) => ({ ...current, ...patch }))

  return (
    <PageFrame
      title="View Appointments"
      intro={list.data?.parentName ? `Appointments booked by ${list.data.parentName}.` : 'Your appointments.'}
    >
      <form
        role="search"
        aria-label="Filter appointments"
        className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_auto] lg:items-end"
        onSubmit={(event) => event.preventDefault()}
      >
        <FormField label="Status">
          {(props) => (
            <Select
              {...props}
              value={filters.status}
              onChange={(event) => change({ status: event.target.value as StatusFilter })}
            >
              <option value="">All statuses</option>
              <option value="pending">Pending</option>
              <option value="approved">Approved</option>
              <option value="rejected">Rejected</option>
            </Select>
          )}
        </FormField>
        <FormField label="Child">
          {(props) => (
            <Select {...props} value={filters.childId} onChange={(event) => change({ childId: event.target.value })}>
              <option value="">All children</option>
              {children.map((child) => (
                <option key={child._id} value={child._id}>
                  {child.name}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField label="Date">
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
          Reset
        </Button>
      </form>

      {list.isError ? (
        <LoadError message={APPOINTMENT_MESSAGES.fetchFailed} onRetry={() => void list.refetch()} />
      ) : null}
      {list.isLoading ? <Loading /> : null}
      {list.data ? (
        <AppointmentsTable
          caption="Your appointments"
          columns={columns}
          data={shown}
          empty={appointments.length === 0 ? 'You have no appointments yet.' : APPOINTMENT_MESSAGES.noMatches}
        />
      ) : null}
    </PageFrame>
  )
}
