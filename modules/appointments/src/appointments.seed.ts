import type { Clock } from '@app/platform'
import type { AppointmentsRepository } from './appointments.repository.ts'
import type { AppointmentStatus } from './appointments.schema.ts'
import { slotKeyOf, startsAtOf } from './appointments.rules.ts'
import { addDays, clinicClock } from '@app/platform/clinic-time'
import { SLOT_TIMES } from './slots.ts'

/** A child an appointment can be seeded for, with the parent the booking names. */
export interface DemoPatient {
  childId: string
  childName: string
  parentId: string
  parentName: string
  email: string
  schoolName: string
  schoolBoard: string
  classGrade: string
}

const CONCERNS = [
  'Speech delay: speaks in two-word phrases at five years; teachers report difficulty following instructions.',
  'Difficulty reading and writing; reverses letters and avoids homework. School suggests an assessment for a specific learning disorder.',
  'Restless in class, cannot sit through a period, loses belongings, often interrupts. Parents would like an ADHD evaluation.',
  'Sensitive to loud sounds and certain clothes; meltdowns in crowded places; picky eater.',
  'Poor handwriting and tires quickly while writing; drops things often.',
]

/** Where each demo appointment sits relative to today, and its status. */
const PLAN: Array<{ days: number; status: AppointmentStatus }> = [
  ...[-40, -33, -26, -21, -14, -9, -6, -3].map((days) => ({ days, status: 'approved' as const })),
  ...[-12, 5].map((days) => ({ days, status: 'rejected' as const })),
  ...[2, 3, 4, 6, 8].map((days) => ({ days, status: 'pending' as const })),
  ...[1, 7, 9].map((days) => ({ days, status: 'approved' as const })),
]

// A week ahead rather than tomorrow: past the parents' cut-off, so Cancel and Reschedule are offered on it.
const FIRST_UPCOMING_APPROVED = PLAN.findIndex(({ days, status }) => days > 2 && status === 'approved')

/** The centres close on Sundays (the seeded opening hours): a demo appointment that would fall on one moves to Monday. */
const openDayFrom = (date: string) => (new Date(`${date}T00:00:00Z`).getUTCDay() === 0 ? addDays(date, 1) : date)

/**
 * Demo appointments for one doctor (development only): past approved ones (the doctor's completed list),
 * pending ones (the admin's queue), upcoming approved and a few rejected. Skipped when the doctor already
 * has any appointment, so restarts add nothing.
 */
export function createDemoAppointmentsSeeder({
  repository,
  clock,
}: {
  repository: AppointmentsRepository
  clock: Clock
}) {
  return async function seedDemoAppointments({
    doctorId,
    centreId,
    patients,
  }: {
    doctorId: string
    centreId: string
    patients: DemoPatient[]
  }): Promise<number> {
    if (patients.length === 0) return 0
    const { total } = await repository.list({ filter: { doctorId }, order: 'newest', page: { number: 1, limit: 10 } })
    if (total > 0) return 0
    const today = clinicClock(clock()).date
    let created = 0
    for (const [index, { days, status }] of PLAN.entries()) {
      // The first patient (demo-parent's child) holds a confirmed visit a week ahead, so the demo parent's home
      // screen shows a next visit with its actions.
      const patient = index === FIRST_UPCOMING_APPROVED ? patients[0] : patients[index % patients.length]
      const date = openDayFrom(addDays(today, days))
      const time = SLOT_TIMES[index % SLOT_TIMES.length]
      await repository.insert({
        childId: patient.childId,
        parentId: patient.parentId,
        centreId,
        doctorId,
        appointmentDate: date,
        appointmentTime: time,
        startsAt: startsAtOf(date, time),
        slotKey: status === 'rejected' ? null : slotKeyOf(doctorId, date, time),
        consultationType: index % 4 === 3 ? 'Assessment (IQ)' : 'New Consultation',
        status,
        referredBy: index % 3 === 0 ? 'School counsellor' : '',
        childConcerns: CONCERNS[index % CONCERNS.length],
        childName: patient.childName,
        parentName: patient.parentName,
        email: patient.email,
        parentPhoneNo: '9000000000',
        alternativeNumber: '',
        address: 'Hyderabad, Telangana',
        schoolName: patient.schoolName,
        classGrade: patient.classGrade,
        schoolBoard: patient.schoolBoard,
        reportIds: [],
      })
      created += 1
    }
    return created
  }
}
