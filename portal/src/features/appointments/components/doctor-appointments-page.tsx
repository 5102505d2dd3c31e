import type { AppointmentDto } from '@app/appointments/schema'
import type { ColumnDef } from '@tanstack/react-table'
import { useSession } from '../../../hooks/use-session'
import { useDoctorAppointments } from '../api/get-doctor-appointments'
import { APPOINTMENT_MESSAGES, consultationLabel, formatAppointmentDate, parentNameOf } from '../appointment-view'
import { AppointmentsTable } from './appointments-table'
import { AppointmentFiles, PdfButton } from './document-actions'
import { LoadError } from '../../../components/layout/load-error'
import { Loading, PageFrame } from './page-frame'

const columns: ColumnDef<AppointmentDto>[] = [
  { id: 'child', header: 'Child', cell: ({ row }) => <span className="font-medium">{row.original.childId.name}</span> },
  { id: 'parent', header: 'Parent', cell: ({ row }) => parentNameOf(row.original) },
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
  {
    id: 'concerns',
    header: 'Concerns',
    cell: ({ row }) => <span className="line-clamp-3 max-w-xs">{row.original.childConcerns}</span>,
  },
  { id: 'files', header: 'Files', cell: ({ row }) => <AppointmentFiles appointment={row.original} /> },
  {
    id: 'pdf',
    header: () => <span className="sr-only">Summary</span>,
    cell: ({ row }) => <PdfButton appointment={row.original} />,
  },
]

/** /doctordashboard/viewappointment: the doctor's completed appointments, newest first. */
export function DoctorAppointmentsScreen() {
  const doctorId = useSession()?.userId ?? null
  const list = useDoctorAppointments(doctorId, { errorToast: APPOINTMENT_MESSAGES.fetchFailed })
  return (
    <PageFrame title="Completed Appointments" intro="Approved appointments whose time has passed, newest first.">
      {list.isError ? (
        <LoadError message={APPOINTMENT_MESSAGES.fetchFailed} onRetry={() => void list.refetch()} />
      ) : null}
      {list.isLoading ? <Loading /> : null}
      {list.data ? (
        <AppointmentsTable
          caption="Completed appointments"
          columns={columns}
          data={list.data}
          empty="No completed appointments yet."
        />
      ) : null}
    </PageFrame>
  )
}
