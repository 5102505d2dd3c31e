import type { RemindersDeps } from '../reminders.deps.ts'
import { planRemindersFor } from './plan-reminders.ts'

/**
 * Plans the reminders of every approved appointment that has not begun and has none for its start: planning follows
 * APPOINTMENT_CHANGED, an in-process event, so a process that stops between an approval's commit and the event
 * (or the seed, which writes appointments directly) would otherwise leave a visit without reminders. Every process
 * runs it when its dispatcher starts and then every few minutes; planning twice is harmless (the unique key). The
 * caller is the system; answers how many appointments were planned and how many reminders are due at once.
 */
export async function planMissing(deps: RemindersDeps): Promise<{ planned: number; dueNow: number }> {
  // load: the upcoming approved appointments, and which of them have rows for their current start
  const upcoming = await deps.appointments.approvedUpcoming()
  const known = await deps.repository.plannedStarts(upcoming.map((appointment) => appointment._id))
  // rule: only those without a row for their start (none at all, or only for a start before a move)
  const missing = upcoming.filter((appointment) => !known.has(`${appointment._id}|${appointment.startsAt}`))
  if (missing.length === 0) return { planned: 0, dueNow: 0 }
  // write: each planned as its APPOINTMENT_CHANGED would have planned it
  let dueNow = 0
  for (const dto of await deps.appointments.appointmentDtos(missing.map((appointment) => appointment._id))) {
    dueNow += (await planRemindersFor(deps, dto)).dueNow
  }
  deps.log.info({ planned: missing.length }, 'reminders: planned the reminders of appointments that had none')
  return { planned: missing.length, dueNow }
}
