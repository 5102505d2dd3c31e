// The appointment calls of docs/api/appointments.md, one function each.
import type { AppointmentDto, UpdateAppointmentInput } from '@app/appointments/schema'
import { apiFetch, apiFetchPage } from '../../../lib/api'
import { getSession } from '../../../lib/session'
import { adminAppointmentsQuery, fileNameFromDisposition, type AdminAppointmentFilters } from '../appointment-view'

const id = encodeURIComponent

function listFrom(body: unknown, key?: string): AppointmentDto[] {
  const value = key && body && typeof body === 'object' && key in body ? (body as Record<string, unknown>)[key] : body
  return Array.isArray(value) ? (value as AppointmentDto[]) : []
}

function appointmentFrom(body: unknown): AppointmentDto | null {
  if (body && typeof body === 'object' && 'appointment' in body) {
    const appointment = (body as { appointment: unknown }).appointment
    if (appointment && typeof appointment === 'object') return appointment as AppointmentDto
  }
  return null
}

/** GET /api/admins/getAppointments/:centreId, one page with the count of every matching row. */
export async function getAdminAppointments({
  centreId,
  page,
  limit,
  filters,
  signal,
}: {
  centreId: string
  page: number
  limit: number
  filters: AdminAppointmentFilters
  signal?: AbortSignal
}): Promise<{ appointments: AppointmentDto[]; total: number }> {
  const { rows, total } = await apiFetchPage<AppointmentDto>(
    `/api/admins/getAppointments/${id(centreId)}?${adminAppointmentsQuery({ page, limit, filters })}`,
    { signal },
  )
  return { appointments: rows, total }
}

/** GET /api/admins/getBookedSlots/:doctorId/:date: the slots pending or approved bookings hold. */
export async function getBookedSlots(doctorId: string, date: string, signal?: AbortSignal): Promise<string[]> {
  const body = await apiFetch<unknown>(`/api/admins/getBookedSlots/${id(doctorId)}/${id(date)}`, { signal })
  const slots = body && typeof body === 'object' && 'bookedSlots' in body ? body.bookedSlots : []
  return Array.isArray(slots) ? slots.filter((slot): slot is string => typeof slot === 'string') : []
}

/** PUT /api/admins/updateAppointment/:id: date, time and concerns only. */
export async function updateAppointment(
  appointmentId: string,
  values: UpdateAppointmentInput,
): Promise<AppointmentDto | null> {
  const body = await apiFetch<unknown>(`/api/admins/updateAppointment/${id(appointmentId)}`, {
    method: 'PUT',
    body: {
      appointmentDate: values.appointmentDate,
      appointmentTime: values.appointmentTime,
      childConcerns: values.childConcerns,
    },
  })
  return appointmentFrom(body)
}

/** POST /api/admins/uploadPrescription (multipart `prescription` and `appointmentId`). */
export async function uploadPrescription(appointmentId: string, file: File): Promise<AppointmentDto | null> {
  const form = new FormData()
  form.append('appointmentId', appointmentId)
  form.append('prescription', file)
  const body = await apiFetch<unknown>('/api/admins/uploadPrescription', { method: 'POST', body: form })
  return appointmentFrom(body)
}

/** GET /api/admins/getPendingAppointments/:centreId: the whole queue, oldest booking first. */
export async function getPendingAppointments(centreId: string, signal?: AbortSignal): Promise<AppointmentDto[]> {
  return listFrom(await apiFetch<unknown>(`/api/admins/getPendingAppointments/${id(centreId)}`, { signal }))
}

/** PUT /api/admins/manageAppointment/:id {status}: approve or reject a pending booking. */
export async function manageAppointment(
  appointmentId: string,
  status: 'approved' | 'rejected',
): Promise<AppointmentDto | null> {
  const body = await apiFetch<unknown>(`/api/admins/manageAppointment/${id(appointmentId)}`, {
    method: 'PUT',
    body: { status },
  })
  return appointmentFrom(body)
}

/** GET /api/parents/getappointments/:parentId → the parent's appointments and name. */
export async function getParentAppointments(
  parentId: string,
  signal?: AbortSignal,
): Promise<{ appointments: AppointmentDto[]; parentName: string }> {
  const body = await apiFetch<unknown>(`/api/parents/getappointments/${id(parentId)}`, { signal })
  const parentName =
    body && typeof body === 'object' && 'parentName' in body && typeof body.parentName === 'string'
      ? body.parentName
      : ''
  return { appointments: listFrom(body, 'appointments'), parentName }
}

/** GET /api/doctors/getAppointments/:doctorId: the doctor's completed appointments, newest first. */
export async function getDoctorAppointments(doctorId: string, signal?: AbortSignal): Promise<AppointmentDto[]> {
  return listFrom(await apiFetch<unknown>(`/api/doctors/getAppointments/${id(doctorId)}`, { signal }), 'appointments')
}

/**
 * Downloads a file behind an authorised route (prescription, report): a plain link cannot send the
 * Authorization header, so the file is fetched with the token and saved from a blob.
 */
export async function downloadAuthorisedFile(path: string, fallbackName: string): Promise<void> {
  const token = getSession()?.token
  const response = await fetch(path, { headers: token ? { Authorization: `Bearer ${token}` } : {} })
  if (!response.ok) throw new Error(`Download failed with status ${response.status}`)
  const blob = await response.blob()
  const url = URL.createObjectURL(blob)
  try {
    const link = document.createElement('a')
    link.href = url
    link.download = fileNameFromDisposition(response.headers.get('Content-Disposition'), fallbackName)
    document.body.append(link)
    link.click()
    link.remove()
  } finally {
    // Give the browser a moment to start the download before the blob goes.
    setTimeout(() => URL.revokeObjectURL(url), 1000)
  }
}
