// The schedule every installation starts with (docs/product.md §5.2), on first start and in production too:
// each branch's week (Monday to Saturday, the eight slots; Sunday closed), its holidays of 2026 and 2027, and
// each doctor's week (the eight slots Monday to Saturday at their centre). Checks before it writes, so restarts
// never duplicate or overwrite what a centre changed; one transaction, so a failed seed leaves nothing half-made.
import type { Payload } from 'payload'
import { withTransaction } from '@app/platform'
import type { ScheduleRepository } from './schedule.repository.ts'
import { SEEDED_HOLIDAYS } from './schedule.holidays.ts'
import { DEFAULT_OPENING_DAYS, defaultPatternOf } from './schedule.rules.ts'

export function createScheduleSeeder({ payload, repository }: { payload: Payload; repository: ScheduleRepository }) {
  return async function seedSchedule({
    centreIds,
    doctors,
  }: {
    centreIds: string[]
    doctors: Array<{ _id: string; centreId: string | null }>
  }): Promise<{ centres: number; holidays: number; doctors: number }> {
    return withTransaction(payload, async () => {
      // Several processes may start at once (WEB_CONCURRENCY, or a restart beside a running one): each would find
      // the same doctor without a week and write it, and all but one would fail on its unique key. The second
      // waits here, then reads what the first wrote.
      await repository.lockSeed()
      // One after another: a transaction is one connection, which runs one statement at a time anyway.
      const withHours = await repository.centresWithOpeningHours()
      const withHolidays = await repository.centresWithHolidays()
      const withWeek = await repository.doctorsWithAvailability()
      const counts = { centres: 0, holidays: 0, doctors: 0 }
      for (const centreId of centreIds) {
        if (!withHours.has(centreId)) {
          await repository.saveOpeningDays(
            centreId,
            DEFAULT_OPENING_DAYS.map((day) => ({ ...day, slots: [...day.slots] })),
          )
          counts.centres += 1
        }
        if (!withHolidays.has(centreId)) {
          for (const holiday of SEEDED_HOLIDAYS) await repository.addHoliday({ centreId, ...holiday })
          counts.holidays += SEEDED_HOLIDAYS.length
        }
      }
      for (const doctor of doctors) {
        if (!doctor.centreId || withWeek.has(doctor._id)) continue
        await repository.saveAvailability(doctor._id, { weekly: defaultPatternOf(doctor.centreId), extraDays: [] })
        counts.doctors += 1
      }
      return counts
    })
  }
}
