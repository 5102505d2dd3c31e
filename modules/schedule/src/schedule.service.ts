// The schedule's public interface: its use cases (use-cases/*.ts), each given the deps built once by the
// factory. Only wiring; other modules reach the schedule only through this (and index.ts's types).
import type { ScheduleDeps } from './schedule.deps.ts'
import { addLeave } from './use-cases/add-leave.ts'
import { branchDays, type BranchDaysQuery } from './use-cases/branch-days.ts'
import { readAvailability, saveAvailability } from './use-cases/availability.ts'
import { doctorsDay, holdDoctorsDay, type DoctorsDayQuery } from './use-cases/doctors-day.ts'
import { addHoliday, listHolidays, removeHoliday } from './use-cases/holidays.ts'
import { readOpeningHours, saveOpeningHours } from './use-cases/opening-hours.ts'
import { removeLeave } from './use-cases/remove-leave.ts'

type Bound<F> = F extends (deps: ScheduleDeps, actor: infer A, input: infer I) => infer R
  ? (actor: A, input: I) => R
  : never
const bind =
  <A, I, R>(useCase: (deps: ScheduleDeps, actor: A, input: I) => R, deps: ScheduleDeps): Bound<typeof useCase> =>
  (actor: A, input: I) =>
    useCase(deps, actor, input)

export function createScheduleService(deps: ScheduleDeps) {
  return {
    readOpeningHours: bind(readOpeningHours, deps),
    saveOpeningHours: bind(saveOpeningHours, deps),
    readAvailability: bind(readAvailability, deps),
    saveAvailability: bind(saveAvailability, deps),
    addLeave: bind(addLeave, deps),
    removeLeave: bind(removeLeave, deps),
    listHolidays: bind(listHolidays, deps),
    addHoliday: bind(addHoliday, deps),
    removeHoliday: bind(removeHoliday, deps),
    /** For other modules (no actor: the caller has checked access): a doctor's bookable slots on a date. */
    doctorsDay: (query: DoctorsDayQuery) => doctorsDay(deps, query),
    /** The same inside the caller's transaction, holding the schedule until it ends (booking, move). */
    holdDoctorsDay: (query: DoctorsDayQuery) => holdDoctorsDay(deps, query),
    /** Several dates of a doctor at once (the booking form's closed days). */
    /** A branch over several days: open or why not, and each doctor's bookable slots there (the calendars). */
    branchDays: (query: BranchDaysQuery) => branchDays(deps, query),
  }
}

export type ScheduleService = ReturnType<typeof createScheduleService>
