import type { AppointmentDto } from '@app/appointments/schema'
import { Pencil, RotateCcw } from 'lucide-react'
import { useMemo, useState } from 'react'
import { DataTable, type DataColumn } from '../../../components/data-table'
import { Pagination } from '../../../components/pagination'
import { Button } from '../../../components/ui/button'
import { DateRangeFilter } from '../../../components/date-range-filter'
import { FormField } from '../../../components/ui/form-field'
import { Input } from '../../../components/ui/input'
import { Select } from '../../../components/ui/select'
import { useDebouncedValue } from '../../../hooks/use-debounced-value'
import { useSession } from '../../../hooks/use-session'
import { getStoredCentreId } from '../../../lib/session'
import { useAdminAppointments } from '../api/get-admin-appointments'
import {
  APPOINTMENT_MESSAGES,
  EMPTY_ADMIN_FILTERS,
  PAGE_SIZES,
  formatAppointmentDate,
  pageCount,
  parentNameOf,
  type AdminAppointmentFilters,
  type PageSize,
  type StatusFilter,
} from '../appointment-view'
import { useCentreEvents } from '../use-centre-events'
import { AppointmentFiles, PdfButton, PrescriptionUpload } from './document-actions'
import { EditAppointmentDialog } from './edit-appointment-dialog'
import { LoadError } from '../../../components/layout/load-error'
import { Loading, PageFrame } from './page-frame'
import { StatusBadge } from './status-badge'
import { useMessages } from '../../../i18n/messages'
import { consultationLabel } from '../../../lib/consultation-types'
import { formatSlotTime } from '../../../i18n/format'
import { appointmentsMessages } from '../messages'

const SEARCH_DELAY_MS = 300

/** /admindashboard/viewappointment: the centre's appointments, filtered and paged by the server. */
export function AdminAppointmentsScreen({
  initialFilters,
}: {
  /** Filters the screen opens with (a link to one child's day). */
  initialFilters?: Partial<AdminAppointmentFilters>
} = {}) {
  const session = useSession()
  const centreId = session?.centreId ?? getStoredCentreId()
  const [filters, setFilters] = useState<AdminAppointmentFilters>({ ...EMPTY_ADMIN_FILTERS, ...initialFilters })
  const [page, setPage] = useState(1)
  const [limit, setLimit] = useState<PageSize>(10)
  const [editing, setEditing] = useState<AppointmentDto | null>(null)
  const search = useDebouncedValue(filters.search, SEARCH_DELAY_MS)
  const query = { ...filters, search }

  const list = useAdminAppointments(
    { centreId: centreId ?? '', page, limit, filters: query },
    { errorToast: APPOINTMENT_MESSAGES.fetchFailed },
  )
  const reload = () => void list.refetch()
  // Another admin's approval, edit or upload shows here without a reload (the events refresh the cache).
  useCentreEvents()

  // A new filter starts again at page 1 (docs/product.md §5.5).
  const t = useMessages(appointmentsMessages)
  const changeFilter = (patch: Partial<AdminAppointmentFilters>) => {
    setFilters((current) => ({ ...current, ...patch }))
    setPage(1)
  }

  const columns = useMemo<DataColumn<AppointmentDto>[]>(
    () => [
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
        id: 'actions',
        header: <span className="sr-only">{appointmentsMessages.t('appointments.column.actions')}</span>,
        cell: (row) => (
          <div className="flex flex-wrap gap-2">
            {row.status !== 'rejected' ? (
              <Button
                type="button"
                size="sm"
                variant="outline"
                aria-label={t('appointments.admin.editLabel', { child: row.childId.name })}
                onClick={() => setEditing(row)}
              >
                <Pencil aria-hidden="true" />
                {t('appointments.admin.edit')}
              </Button>
            ) : null}
            <PdfButton appointment={row} />
            {/* Prescriptions belong to approved appointments only (the server refuses others). */}
            {row.status === 'approved' ? <PrescriptionUpload appointment={row} /> : null}
          </div>
        ),
      },
    ],
    [t],
  )

  const total = list.data?.total ?? 0
  const pages = pageCount(total, limit)
  const hasFilters = Boolean(filters.search.trim() || filters.status || filters.from || filters.to)

  return (
    <PageFrame title={t('appointments.admin.title')} intro={t('appointments.admin.intro')}>
      <form
        role="search"
        aria-label={t('appointments.filter.label')}
        className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_auto] lg:items-end"
        onSubmit={(event) => event.preventDefault()}
      >
        <FormField label={t('appointments.filter.search')}>
          {(props) => (
            <Input
              {...props}
              type="search"
              placeholder={t('appointments.filter.searchPlaceholder')}
              value={filters.search}
              onChange={(event) => changeFilter({ search: event.target.value })}
            />
          )}
        </FormField>
        <FormField label={t('appointments.filter.status')}>
          {(props) => (
            <Select
              {...props}
              value={filters.status}
              onChange={(event) => changeFilter({ status: event.target.value as StatusFilter })}
            >
              <option value="">{t('appointments.filter.allStatuses')}</option>
              <option value="pending">{t('appointments.status', { status: 'pending' })}</option>
              <option value="approved">{t('appointments.status', { status: 'approved' })}</option>
              <option value="rejected">{t('appointments.status', { status: 'rejected' })}</option>
            </Select>
          )}
        </FormField>
        <DateRangeFilter
          fromLabel={t('appointments.filter.from')}
          toLabel={t('appointments.filter.to')}
          value={filters}
          onChange={({ from, to }) => changeFilter({ from, to })}
        />
        <Button
          type="button"
          variant="outline"
          disabled={!hasFilters}
          onClick={() => {
            setFilters(EMPTY_ADMIN_FILTERS)
            setPage(1)
          }}
        >
          <RotateCcw aria-hidden="true" />
          {t('appointments.filter.reset')}
        </Button>
      </form>

      {centreId ? null : (
        <p role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-4 text-red-800">
          {APPOINTMENT_MESSAGES.noCentre}
        </p>
      )}
      {list.isError ? <LoadError message={APPOINTMENT_MESSAGES.fetchFailed} onRetry={reload} /> : null}
      {list.isLoading ? <Loading /> : null}
      {list.data ? (
        <div className="grid min-w-0 gap-3" aria-busy={list.isFetching}>
          <DataTable
            layout="cards"
            caption={t('appointments.admin.caption')}
            columns={columns}
            rows={list.data.appointments}
            rowKey={(appointment) => appointment._id}
            empty={APPOINTMENT_MESSAGES.noMatches}
          />
          <Pagination
            label={t('appointments.admin.pages')}
            page={page}
            pages={pages}
            onPageChange={setPage}
            pageSize={{ value: limit, options: PAGE_SIZES, onChange: (size) => setLimit(size as PageSize) }}
            summary={
              <span>
                {total} appointment{total === 1 ? '' : 's'}
              </span>
            }
          />
        </div>
      ) : null}

      <EditAppointmentDialog appointment={editing} onClose={() => setEditing(null)} onSaved={() => setEditing(null)} />
    </PageFrame>
  )
}
