import type { AppointmentDto } from '@app/appointments/schema'
import * as v from 'valibot'
import { ApiError, apiFetch } from '../../../lib/api'
import { serverMessage } from '../../../lib/api-errors'
import type { BookingFormValues, ChildDetails } from '../booking-rules'

/** Texts of the booking screens (docs/product.md §8.4). */
export const BOOKING_MESSAGES = {
  booked: 'Appointment booked successfully!',
  bookFailed: 'Failed to book appointment. Please try again.',
  centresFailed: 'Failed to fetch centres',
  doctorsFailed: 'Error fetching doctors',
  slotsFailed: 'Error fetching booked slots',
  childrenFailed: "Could not retrieve your children's information",
  childOrParentFailed: 'Failed to fetch child or parent details',
  prefilled: 'Your details have been automatically filled.',
  pdfFailed: 'Failed to generate appointment PDF',
  slotPassed: 'This time has already passed. Please choose another time.',
} as const

const idString = v.pipe(v.union([v.string(), v.number()]), v.transform(String))
const text = v.nullish(v.string(), null)

const namedSchema = v.looseObject({ _id: idString, name: v.string() })
export type Named = v.InferOutput<typeof namedSchema>

const childSchema = v.looseObject({
  _id: idString,
  name: v.string(),
  dob: text,
  gender: text,
  schoolName: text,
  schoolBoard: text,
  classGrade: text,
  parentId: v.nullish(
    v.union([
      v.looseObject({
        _id: idString,
        name: text,
        email: text,
        mobilenumber: text,
        address: text,
      }),
      v.string(),
    ]),
    null,
  ),
  centreId: v.nullish(v.union([namedSchema, v.string()]), null),
})
export type ChildRecord = v.InferOutput<typeof childSchema> & ChildDetails

const userSchema = v.looseObject({
  _id: idString,
  name: text,
  email: text,
  mobilenumber: text,
  address: text,
})
export type ParentDetails = v.InferOutput<typeof userSchema>

const path = (...parts: string[]) => parts.map(encodeURIComponent).join('/')

/** GET /api/data/allcentres: the branches to book at. */
export async function getCentres(signal?: AbortSignal): Promise<Named[]> {
  return v.parse(v.array(namedSchema), await apiFetch<unknown>('/api/data/allcentres', { signal }))
}

/** GET /api/data/alldoctors/{centreId}: the branch's doctors. */
export async function getDoctors(centreId: string, signal?: AbortSignal): Promise<Named[]> {
  const data = await apiFetch<unknown>(`/api/data/alldoctors/${path(centreId)}`, { signal })
  return v.parse(v.object({ doctors: v.array(namedSchema) }), data).doctors
}

/** GET /api/admins/getBookedSlots/{doctorId}/{date}: slots held by pending or approved bookings. */
export async function getBookedSlots(doctorId: string, date: string, signal?: AbortSignal): Promise<string[]> {
  const data = await apiFetch<unknown>(`/api/admins/getBookedSlots/${path(doctorId, date)}`, { signal })
  return v.parse(v.object({ bookedSlots: v.array(v.string()) }), data).bookedSlots
}

/** GET /api/parents/children: the signed-in parent's children. */
export async function getOwnChildren(signal?: AbortSignal): Promise<ChildRecord[]> {
  return v.parse(v.array(childSchema), await apiFetch<unknown>('/api/parents/children', { signal })) as ChildRecord[]
}

/** GET /api/data/{childId}: a child with its parent (admin's booking for a known child). */
export async function getChildRecord(childId: string, signal?: AbortSignal): Promise<ChildRecord> {
  return v.parse(childSchema, await apiFetch<unknown>(`/api/data/${path(childId)}`, { signal })) as ChildRecord
}

/** GET /api/data/allUsers/{userId}: the parent's own details. */
export async function getParentDetails(userId: string, signal?: AbortSignal): Promise<ParentDetails> {
  const data = await apiFetch<unknown>(`/api/data/allUsers/${path(userId)}`, { signal })
  const body = data && typeof data === 'object' && 'user' in data ? (data as { user: unknown }).user : data
  return v.parse(userSchema, body)
}

/** The multipart body of a booking: every field the server reads, the branch also as centreId, the report as `pdf`. */
export function bookingFormData(values: BookingFormValues, report: File | null): FormData {
  const form = new FormData()
  const { period: _period, ...fields } = values
  void _period
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  form.append('centreId', values.branch)
  if (report) form.append('pdf', report, report.name)
  return form
}

/** POST /api/admins/bookAppointment: the booked appointment (pending for parents, approved for admins). */
export async function bookAppointment(values: BookingFormValues, report: File | null): Promise<AppointmentDto> {
  const data = await apiFetch<unknown>('/api/admins/bookAppointment', {
    method: 'POST',
    body: bookingFormData(values, report),
  })
  const appointment = data && typeof data === 'object' && 'appointment' in data ? data.appointment : null
  if (!appointment || typeof appointment !== 'object') {
    throw new ApiError({ status: 200, message: BOOKING_MESSAGES.bookFailed, body: data })
  }
  return appointment as AppointmentDto
}

/** The toast for a failed booking: the server's message for a refusal, else the generic one. */
export function bookingFailureMessage(error: unknown): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
    return serverMessage(error) ?? BOOKING_MESSAGES.bookFailed
  }
  return BOOKING_MESSAGES.bookFailed
}

/** Whether a failed booking lost its slot to someone else (409), so the slots must be reloaded. */
export function isSlotTaken(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409
}

/** Whether the server refused the report file (415 wrong type, 413 too large). */
export function isReportRefused(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 415 || error.status === 413)
}
