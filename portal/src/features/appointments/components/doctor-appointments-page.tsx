import type { AppointmentDto } from '@app/appointments/schema'
import { useSession } from '../../../hooks/use-session'
import { useDoctorAppointments } from '../api/get-doctor-appointments'
import { APPOINTMENT_MESSAGES, formatAppointmentDate, parentNameOf } from '../appointment-view'
import { DataTable, type DataColumn } from '../../../components/data-table'
import { AppointmentFiles, PdfButton } from './document-actions'
import { LoadError } from '../../../components/layout/load-error'
import { Loading, PageFrame } from './page-frame'
import { useMessages } from '../../../i18n/messages'
import { consultationLabel } from '../../../lib/consultation-types'
import { formatSlotTime } from '../../../i18n/format'
import { appointmentsMessages } from '../messages'

// Built while rendering, so the headings are read from the catalogue in the language shown.
const columnsOf = (): DataColumn<AppointmentDto>[] => [
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
    cell: (row) => <span className="line-clamp-3 max-w-xs">{row.childConcerns}</span>,
  },
  {
    id: 'files',
    header: appointmentsMessages.t('appointments.column.files'),
    cell: (row) => <AppointmentFiles appointment={row} />,
  },
  {
    id: 'pdf',
    header: <span className="sr-only">{appointmentsMessages.t('appointments.column.summary')}</span>,
    cell: (row) => <PdfButton appointment={row} />,
  },
]

/** /doctordashboard/viewappointment: the doctor's completed appointments, newest first. */
export function DoctorAppointmentsScreen() {
  const doctorId = useSession()?.userId ?? null
  const list = useDoctorAppointments(doctorId, { errorToast: APPOINTMENT_MESSAGES.fetchFailed })
  const t = useMessages(appointmentsMessages)
  return (
    <PageFrame title={t('appointments.doctor.title')} intro={t('appointments.doctor.intro')}>
      {list.isError ? (
        <LoadError message={APPOINTMENT_MESSAGES.fetchFailed} onRetry={() => void list.refetch()} />
      ) : null}
      {list.isLoading ? <Loading /> : null}
      {list.data ? (
        <DataTable
          layout="cards"
          caption={t('appointments.doctor.caption')}
          columns={columnsOf()}
          rows={list.data}
          rowKey={(appointment) => appointment._id}
          empty={t('appointments.doctor.none')}
        />
      ) : null}
    </PageFrame>
  )
}
