// The schedule of a branch over several days for other modules (appointments' calendars): each day open or why
// it is closed, and each doctor's bookable slots there that day. The same rule as doctorsDay (bookableSlots),
// its facts read in one batch for every doctor and day: four queries, however many doctors and days.
import type { DoctorRef, ScheduleDeps } from '../schedule.deps.ts'
import { bookableSlots, branchDay, defaultPatternOf } from '../schedule.rules.ts'
import type { DayAnswer } from '../schedule.schema.ts'

export interface BranchDaysQuery {
  centreId: string
  doctors: DoctorRef[]
  /** The days asked, in order (the caller bounds how many). */
  dates: string[]
}

export interface BranchDay {
  date: string
  /** The branch itself: open, or closed and why (holiday, closed weekday). */
  branch: { open: true } | { open: false; closed: { reason: string } }
  /** Each doctor asked, by id: the slots they can be booked in at this branch that day, or why none. */
  doctors: Record<string, DayAnswer>
}

export async function branchDays(
  deps: ScheduleDeps,
  { centreId, doctors, dates }: BranchDaysQuery,
): Promise<BranchDay[]> {
  if (dates.length === 0) return []
  const from = dates[0]
  const to = dates[dates.length - 1]
  const doctorIds = doctors.map((doctor) => doctor._id)
  const [saved, leave] = await Promise.all([
    deps.repository.availabilitiesOf(doctorIds),
    deps.repository.leaveOfDoctors(doctorIds, { from, to }),
  ])
  const weekOf = (doctor: DoctorRef) => {
    const week = saved.get(doctor._id)
    return {
      weekly: week?.weekly ?? (doctor.centreId ? defaultPatternOf(doctor.centreId) : []),
      extraDays: week?.extraDays ?? [],
    }
  }
  const involved = new Set<string>([centreId])
  for (const doctor of doctors) {
    const { weekly, extraDays } = weekOf(doctor)
    if (doctor.centreId) involved.add(doctor.centreId)
    for (const day of [...weekly, ...extraDays]) involved.add(day.centreId)
  }
  const [openingDays, holidays] = await Promise.all([
    deps.repository.openingDaysOf([...involved]),
    deps.repository.holidaysBetween([...involved], { from, to }),
  ])
  const openingDaysOf = (id: string) => openingDays.get(id) ?? []
  const holidayOf = (id: string, date: string) => holidays.get(`${id}|${date}`) ?? null
  return dates.map((date) => ({
    date,
    branch: branchDay({ date, openingDays: openingDaysOf(centreId), holiday: holidayOf(centreId, date) }),
    doctors: Object.fromEntries(
      doctors.map((doctor) => [
        doctor._id,
        bookableSlots({
          date,
          centreId,
          doctor,
          ...weekOf(doctor),
          leave: leave.filter((span) => span.doctorId === doctor._id),
          openingDaysOf,
          holidayOf,
        }),
      ]),
    ),
  }))
}
