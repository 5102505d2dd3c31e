// Set-up for the appointment journeys: accounts of the journey's own, bookings through the API, and
// reading what the browser downloaded.
import { readFile } from 'node:fs/promises'
import { expect, type APIRequestContext, type Download } from '@playwright/test'
import { addDays, clinicClock } from '../../modules/platform/src/clinic-time.ts'
import { SEEDED_HOLIDAYS } from '../../modules/schedule/src/schedule.holidays.ts'
import { apiToken, uniqueSuffix } from './support.ts'

/** A day `days` after today in the clinic's time zone. */
export const clinicDay = (days: number) => addDays(clinicClock(new Date()).date, days)

/** Whether the seeded branches open on a date: not a Sunday, not a seeded holiday (docs/product.md §5.2). */
export const isOpenDay = (date: string) =>
  new Date(`${date}T00:00:00Z`).getUTCDay() !== 0 && !SEEDED_HOLIDAYS.some((holiday) => holiday.date === date)

/** The first open day after `date`. */
export function openDayAfter(date: string): string {
  let next = addDays(date, 1)
  while (!isOpenDay(next)) next = addDays(next, 1)
  return next
}

/** The first open day `days` or more after today: a journey that books must not land on a closed day. */
export const openClinicDay = (days: number) => openDayAfter(clinicDay(days - 1))

/** The centre in a portal token's payload. */
export function centreIdOf(token: string): string {
  const payload = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as {
    user: { centreId: string | null }
  }
  if (!payload.user.centreId) throw new Error('the token has no centre')
  return String(payload.user.centreId)
}

export interface Account {
  _id: string
  username: string
  password: string
  name: string
  email: string
}

/** Registers a parent or doctor of the admin's centre through the admin's registration call. */
export async function registerAccount(
  request: APIRequestContext,
  adminToken: string,
  role: 'parent' | 'doctor',
  name: string,
): Promise<Account> {
  const id = uniqueSuffix()
  const account = {
    username: `${role}${id}`,
    password: 'Start@123',
    name,
    email: `${role}.${id}@example.org`,
  }
  const response = await request.post('/api/admins/register', {
    headers: { Authorization: `Bearer ${adminToken}` },
    data: {
      ...account,
      confirmPassword: account.password,
      role,
      mobilenumber: '9123456780',
      address: role === 'parent' ? 'Road 3, Banjara Hills, Hyderabad' : '',
    },
  })
  expect(response.status(), `registering the ${role}`).toBe(201)
  const body = (await response.json()) as { user: { _id: string } }
  return { ...account, _id: body.user._id }
}

/** A parent books a new child's appointment through the API (as the portal's form sends it). */
export async function bookAsParent(
  request: APIRequestContext,
  parent: Account,
  booking: { childName: string; doctorId: string; centreId: string; appointmentDate: string; time: string },
): Promise<{ _id: string; status: string }> {
  const token = await apiToken(request, parent.username, parent.password)
  const response = await request.post('/api/admins/bookAppointment', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: {
      childId: 'new',
      childName: booking.childName,
      dob: '2018-06-14',
      gender: 'Male',
      parentName: parent.name,
      email: parent.email,
      parentPhoneNo: '9123456780',
      address: 'Road 3, Banjara Hills, Hyderabad',
      schoolName: 'Sunrise Public School',
      classGrade: '2',
      schoolBoard: 'CBSE',
      childConcerns: 'Delayed speech and short attention span',
      appointmentDate: booking.appointmentDate,
      time: booking.time,
      branch: booking.centreId,
      doctorId: booking.doctorId,
      consultationType: 'New Consultation',
      referredBy: 'Dr. Rao',
    },
  })
  expect(response.status(), `booking: ${await response.text()}`).toBe(201)
  const body = (await response.json()) as { appointment: { _id: string; status: string } }
  return body.appointment
}

/** The bytes the browser saved for a download. */
export async function downloadedBytes(download: Download): Promise<Buffer> {
  const path = await download.path()
  return readFile(path)
}
