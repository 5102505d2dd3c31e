// Pure rules of the appointment screens (docs/product.md §4.10): list queries, filters, the pending
// queue's live updates, status badges and how dates and fees read. No React, no fetch.
import type { AppointmentDto } from '@app/appointments/schema'
import { formatDay } from '../../i18n/format'
import { appointmentsMessages } from './messages'

/** Texts of the appointment screens (docs/product.md §8.6), read from the catalogue when used. */
export const APPOINTMENT_MESSAGES = {
  get fetchFailed() {
    return appointmentsMessages.t('appointments.toast.fetchFailed')
  },
  get noMatches() {
    return appointmentsMessages.t('appointments.noMatches')
  },
  get noPending() {
    return appointmentsMessages.t('appointments.noPending')
  },
  get updated() {
    return appointmentsMessages.t('appointments.toast.updated')
  },
  get updateFailed() {
    return appointmentsMessages.t('appointments.toast.updateFailed')
  },
  get timeRequired() {
    return appointmentsMessages.t('appointments.toast.timeRequired')
  },
  get prescriptionUploaded() {
    return appointmentsMessages.t('appointments.toast.prescriptionUploaded')
  },
  get prescriptionFailed() {
    return appointmentsMessages.t('appointments.toast.prescriptionFailed')
  },
  get pdfFailed() {
    return appointmentsMessages.t('appointments.toast.pdfFailed')
  },
  get manageFailed() {
    return appointmentsMessages.t('appointments.toast.manageFailed')
  },
  get downloadFailed() {
    return appointmentsMessages.t('appointments.toast.downloadFailed')
  },
  get bookedSlotsFailed() {
    return appointmentsMessages.t('appointments.toast.bookedSlotsFailed')
  },
  get noCentre() {
    return appointmentsMessages.t('appointments.noCentre')
  },
}

/** Page sizes of the admin list (as the children list); the pending queue shows 10 a page. */
export { PAGE_SIZES, type PageSize } from '@app/platform/paging'
export const PENDING_PAGE_SIZE = 10

/** The file types a prescription may be (docs/product.md §5.8), as the file input's `accept`. */
export const PRESCRIPTION_ACCEPT = '.pdf,.doc,.docx,.jpg,.jpeg,.png'

export type StatusFilter = '' | 'pending' | 'approved' | 'rejected'

/** The admin list's filters as the screen holds them. */
export interface AdminAppointmentFilters {
  search: string
  status: StatusFilter
  from: string
  to: string
}

export const EMPTY_ADMIN_FILTERS: AdminAppointmentFilters = { search: '', status: '', from: '', to: '' }

/**
 * The query string of GET /api/admins/getAppointments/:centreId: page and limit always, the filters
 * only when set (search trimmed), so an empty filter never narrows the list.
 */
export function adminAppointmentsQuery({
  page,
  limit,
  filters,
}: {
  page: number
  limit: number
  filters: AdminAppointmentFilters
}): string {
  const params = new URLSearchParams({ page: String(Math.max(1, Math.floor(page))), limit: String(limit) })
  const search = filters.search.trim()
  if (search) params.set('search', search)
  if (filters.status) params.set('status', filters.status)
  if (filters.from) params.set('from', filters.from)
  if (filters.to) params.set('to', filters.to)
  return params.toString()
}

/** Number of pages for `total` rows (at least 1, so "Page 1 of 1" reads for an empty list). */
export const pageCount = (total: number, pageSize: number): number => Math.max(1, Math.ceil(total / pageSize))

/** The parent list's filters: status, one child, one day. */
export interface ParentAppointmentFilters {
  status: StatusFilter
  childId: string
  date: string
}

export const EMPTY_PARENT_FILTERS: ParentAppointmentFilters = { status: '', childId: '', date: '' }

/** The parent's appointments that pass every set filter. */
export function filterParentAppointments(
  appointments: readonly AppointmentDto[],
  { status, childId, date }: ParentAppointmentFilters,
): AppointmentDto[] {
  return appointments.filter(
    (appointment) =>
      (!status || appointment.status === status) &&
      (!childId || appointment.childId._id === childId) &&
      (!date || appointment.appointmentDate === date),
  )
}

/** The distinct children of a list, by name, for the child filter. */
export function childrenOf(appointments: readonly AppointmentDto[]): { _id: string; name: string }[] {
  const byId = new Map<string, string>()
  for (const { childId } of appointments) if (!byId.has(childId._id)) byId.set(childId._id, childId.name)
  return [...byId].map(([_id, name]) => ({ _id, name })).sort((a, b) => a.name.localeCompare(b.name))
}

/** The pending queue's search: child or parent name, case-insensitive. */
export function searchAppointments(appointments: readonly AppointmentDto[], search: string): AppointmentDto[] {
  const needle = search.trim().toLowerCase()
  if (!needle) return [...appointments]
  return appointments.filter(
    (appointment) =>
      appointment.childId.name.toLowerCase().includes(needle) ||
      parentNameOf(appointment).toLowerCase().includes(needle),
  )
}

/**
 * A booking pushed by `appointment:pending`: added once (a repeat replaces the earlier copy), and the
 * queue stays oldest booking first, as the server sends it.
 */
export function addToQueue(queue: readonly AppointmentDto[], appointment: AppointmentDto): AppointmentDto[] {
  if (appointment.status !== 'pending') return removeFromQueue(queue, appointment._id)
  const rest = queue.filter((item) => item._id !== appointment._id)
  return [...rest, appointment].sort((a, b) => a.createdAt.localeCompare(b.createdAt))
}

/** An appointment approved or rejected (here or by another admin) leaves the queue. */
export function removeFromQueue(queue: readonly AppointmentDto[], appointmentId: string): AppointmentDto[] {
  return queue.filter((item) => item._id !== appointmentId)
}

/** An edit pushed by `appointment:updated` replaces the row when it is in the queue and still pending. */
export function updateInQueue(queue: readonly AppointmentDto[], appointment: AppointmentDto): AppointmentDto[] {
  if (!queue.some((item) => item._id === appointment._id)) return [...queue]
  return addToQueue(queue, appointment)
}

/** Rows of one page (1-based); a page past the end shows the last page. */
export function pageOf<T>(rows: readonly T[], page: number, pageSize: number): { rows: T[]; page: number } {
  const last = pageCount(rows.length, pageSize)
  const current = Math.min(Math.max(1, page), last)
  return { rows: rows.slice((current - 1) * pageSize, current * pageSize), page: current }
}

export type BadgeTone = 'yellow' | 'green' | 'red' | 'grey'

/** Status badges: pending yellow, approved green, rejected red, anything else grey (docs/product.md §4.10). */
export function statusTone(status: string): BadgeTone {
  switch (status) {
    case 'pending':
      return 'yellow'
    case 'approved':
      return 'green'
    case 'rejected':
      return 'red'
    default:
      return 'grey'
  }
}

/** "approved" → "Approved"; an empty status reads "Unknown". (A select key cannot hold "-": no-show is noShow.) */
export const statusLabel = (status: string): string =>
  appointmentsMessages.t('appointments.status', { status: status === 'no-show' ? 'noShow' : status || 'none' })

/** "2026-11-21" → "21 Nov 2026" (the shared formatter); anything that is not such a date is shown as it is. */
export function formatAppointmentDate(date: string): string {
  return /^\d{4}-\d{2}-\d{2}/.test(date) ? formatDay(date) : date
}

/** The parent's name as the lists show it. */
export const parentNameOf = (appointment: AppointmentDto): string =>
  // The parent account's own name (what the parent keeps up to date), else the name typed in the booking.
  appointment.childId.parentId?.name || appointment.parentName || ''

/** The slot the appointment holds is its own: it stays choosable when the edit dialog reloads booked slots. */
export function bookedSlotsExcludingOwn({
  bookedSlots,
  appointment,
  date,
}: {
  bookedSlots: readonly string[]
  appointment: Pick<AppointmentDto, 'appointmentDate' | 'appointmentTime'>
  date: string
}): string[] {
  if (date !== appointment.appointmentDate) return [...bookedSlots]
  return bookedSlots.filter((slot) => slot !== appointment.appointmentTime)
}

/** The file name of a download: from Content-Disposition when it gives one, else the fallback. */
export function fileNameFromDisposition(header: string | null, fallback: string): string {
  if (!header) return fallback
  const encoded = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(header)?.[1]
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim().replace(/^"|"$/g, '')) || fallback
    } catch {
      // fall through to the plain parameter
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(header)
  const name = (plain?.[2] ?? plain?.[1] ?? '').trim()
  return name || fallback
}
