import type { AppointmentDto } from '@app/appointments/schema'

/** The list in a response body, at `key` or the body itself. */
export function listFrom(body: unknown, key?: string): AppointmentDto[] {
  const value = key && body && typeof body === 'object' && key in body ? (body as Record<string, unknown>)[key] : body
  return Array.isArray(value) ? (value as AppointmentDto[]) : []
}

/** The `appointment` of a response body, or null. */
export function appointmentFrom(body: unknown): AppointmentDto | null {
  if (body && typeof body === 'object' && 'appointment' in body) {
    const appointment = (body as { appointment: unknown }).appointment
    if (appointment && typeof appointment === 'object') return appointment as AppointmentDto
  }
  return null
}
