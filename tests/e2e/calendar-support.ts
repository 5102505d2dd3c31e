// Set-up for the calendar journeys: the day a walk-in "today" can be booked, and a walk-in through the API.
import { expect, type APIRequestContext } from '@playwright/test'
import { clinicDay, openDayAfter, type Account } from './appointments-support.ts'
import { uniqueSuffix } from './support.ts'

/**
 * The next open day after today, whatever the hour of the run. Walk-ins booked "today" would be checked in
 * rather than moved, and the calendar already opens on today, so the journeys that read the next day's
 * actions and pick a date would pass only in the evening or on a Sunday (CI failed on a Monday morning).
 */
export function walkInDay(): string {
  return openDayAfter(clinicDay(0))
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
