import { addDays, clinicClock } from '@app/platform/clinic-time'
import { SEEDED_HOLIDAYS, weekdayOf } from '@app/schedule'
import type { startTestServer } from './server.ts'
import { createSignedInUser, unique } from './accounts.ts'

type TestServer = Awaited<ReturnType<typeof startTestServer>>

/** A day `days` ahead of today in the clinic's time zone (by real time). */
export const clinicDay = (days: number, now = new Date()) => addDays(clinicClock(now).date, days)

/** Whether the seeded schedule opens the branches on a date: not a Sunday, not a seeded holiday. */
export const isOpenClinicDay = (date: string) =>
  weekdayOf(date) !== 0 && !SEEDED_HOLIDAYS.some((holiday) => holiday.date === date)

/** The first day `days` or more ahead that the branches open (a test that books must not land on a Sunday). */
export function openClinicDay(days: number, now = new Date()): string {
  let date = clinicDay(days, now)
  while (!isOpenClinicDay(date)) date = addDays(date, 1)
  return date
}

/** The last day `days` or fewer ahead that the branches open (the booking horizon's last bookable day). */
export function lastOpenClinicDay(days: number, now = new Date()): string {
  let date = clinicDay(days, now)
  while (!isOpenClinicDay(date)) date = addDays(date, -1)
  return date
}

/** The first open day after `date`. */
export function openDayAfter(date: string): string {
  let next = addDays(date, 1)
  while (!isOpenClinicDay(next)) next = addDays(next, 1)
  return next
}

/** The `n`-th open day from tomorrow (1: the first open day after today). */
export function nthOpenClinicDay(n: number, now = new Date()): string {
  let date = clinicDay(0, now)
  for (let i = 0; i < n; i += 1) date = openDayAfter(date)
  return date
}

/** A booking form as the portal sends it; `overrides` replace fields. */
export function bookingFields(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    childId: 'new',
    childName: 'Aarav Test',
    dob: '2018-06-14',
    gender: 'Male',
    parentName: 'Ravi Test',
    email: `parent-${unique()}@example.test`,
    parentPhoneNo: '9876543210',
    alternativeNumber: '',
    address: 'Hyderabad',
    schoolName: 'Sunrise School',
    classGrade: '2',
    schoolBoard: 'CBSE',
    childConcerns: 'Speech delay',
    appointmentDate: openClinicDay(7),
    time: '10:30 AM',
    branch: '',
    doctorId: '',
    consultationType: 'New Consultation',
    referredBy: '',
    ...overrides,
  }
}

export interface UploadFile {
  field: string
  filename: string
  content: Buffer | string
  type?: string
}

/** A multipart POST as the portal's forms send it. */
export async function postMultipart<T = Record<string, unknown>>(
  server: TestServer,
  path: string,
  token: string,
  fields: Record<string, string>,
  files: UploadFile[] = [],
): Promise<{ status: number; body: T; headers: Headers }> {
  const form = new FormData()
  for (const [key, value] of Object.entries(fields)) form.append(key, value)
  for (const file of files) {
    form.append(
      file.field,
      new Blob([typeof file.content === 'string' ? file.content : new Uint8Array(file.content)], {
        type: file.type ?? 'application/octet-stream',
      }),
      file.filename,
    )
  }
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  })
  const text = await response.text()
  let body: unknown = text
  try {
    body = JSON.parse(text)
  } catch {
    // not JSON
  }
  return { status: response.status, body: body as T, headers: response.headers }
}

/** A centre's own staff for one test: an admin and a doctor (fresh, so slots are the test's own). */
export async function centreStaff(server: TestServer, centreId: string) {
  const admin = await createSignedInUser(server, { role: 'admin', centreId })
  const doctor = await createSignedInUser(server, { role: 'doctor', centreId, name: `Dr. ${unique()}` })
  return { admin, doctor }
}

/** The smallest real files of each kind. */
export const FILES = {
  pdf: Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\nxref\n0 2\n0000000000 65535 f \n0000000009 00000 n \ntrailer<</Size 2/Root 1 0 R>>\nstartxref\n40\n%%EOF\n',
  ),
  png: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  ),
  /** The header of a Word 97-2003 document (OLE2), padded to one sector. */
  doc: Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(504)]),
  text: Buffer.from('just some text pretending to be a PDF\n'),
}
