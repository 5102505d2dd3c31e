// Set-up for the calendar journeys: the day a walk-in "today" can be booked, and a walk-in through the API.
import { expect, type APIRequestContext } from '@playwright/test'
import { clinicClock } from '../../modules/platform/src/clinic-time.ts'
import { clinicDay, isOpenDay, openDayAfter, type Account } from './appointments-support.ts'
import { uniqueSuffix } from './support.ts'

/**
 * Today when the branch is open and its last slot (5:30 PM) is still ahead, else the next open day: the day a
 * walk-in "today" lands on (a Sunday or an evening run books the next open morning instead).
 */
export function walkInDay(): string {
  const today = clinicDay(0)
  const beforeLastSlot = clinicClock(new Date()).minutes < 17 * 60
  return isOpenDay(today) && beforeLastSlot ? today : openDayAfter(today)
}

/** An admin's walk-in for a new child with `doctor`, as the booking form sends it; answers the appointment. */
export async function bookWalkIn(
  request: APIRequestContext,
  adminToken: string,
  {
    doctor,
    centreId,
    date,
    time,
    childName,
  }: { doctor: Account; centreId: string; date: string; time: string; childName: string },
): Promise<{ _id: string }> {
  const id = uniqueSuffix()
  const response = await request.post('/api/admins/bookAppointment', {
    headers: { Authorization: `Bearer ${adminToken}` },
    multipart: {
      childName,
      dob: '2017-04-12',
      gender: 'Female',
      parentName: `Calendar Parent ${id}`,
      email: `calendar.${id}@example.org`,
      parentPhoneNo: '9876512301',
      appointmentDate: date,
      time,
      branch: centreId,
      doctorId: doctor._id,
      consultationType: 'New Consultation',
      childConcerns: 'Speech',
    },
  })
  expect(response.status(), await response.text()).toBe(201)
  return ((await response.json()) as { appointment: { _id: string } }).appointment
}
