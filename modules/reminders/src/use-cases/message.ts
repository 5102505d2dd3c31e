import type { ReminderFacts } from '@app/appointments'
import type { ParentReach, ReminderMessage, RemindersDeps } from '../reminders.deps.ts'
import { refundTextOf, whenTextOf } from '../reminders.mail.ts'
import type { StoredReminder } from '../reminders.repository.ts'
import { instantOfStartsAt } from '../reminders.rules.ts'

/** Where a reminder's Reschedule goes: the parent's appointment screen, opened on the move. */
export const rescheduleLinkOf = (deps: RemindersDeps, appointmentId: string) =>
  `${deps.publicUrl}/parentdashboard/viewappointments?appointmentId=${encodeURIComponent(appointmentId)}&action=move`

/** A one-click link's address. */
export const linkOf = (deps: RemindersDeps, token: string) => `${deps.publicUrl}/api/reminders/links/${token}`

/** The message every channel is given for one reminder (the contract's ReminderMessage). */
export function messageOf(
  deps: RemindersDeps,
  reminder: StoredReminder,
  facts: ReminderFacts,
  branch: { phone: string } | undefined,
  reach: ParentReach | undefined,
): ReminderMessage {
  const expiresAt = instantOfStartsAt(reminder.startsAt).getTime()
  const claims = {
    reminderId: reminder.id,
    appointmentId: reminder.appointmentId,
    parentId: reminder.parentId,
    expiresAt,
  }
  const language = reach?.language ?? 'en'
  return {
    reminderId: reminder.id,
    appointmentId: reminder.appointmentId,
    parentId: reminder.parentId,
    to: reach?.phone ?? '',
    language,
    parentName: reminder.details.parentName,
    childName: reminder.details.childName,
    doctorName: reminder.details.doctorName,
    centreName: reminder.details.centreName,
    centrePhone: branch?.phone ?? '',
    startsAt: new Date(expiresAt).toISOString(),
    whenText: whenTextOf(reminder.appointmentDate, reminder.details.appointmentTime, language),
    refundText: refundTextOf(facts.refund, language),
    links: {
      confirm: linkOf(deps, deps.links.sign({ ...claims, action: 'confirm' })),
      cancel: linkOf(deps, deps.links.sign({ ...claims, action: 'cancel' })),
      reschedule: rescheduleLinkOf(deps, reminder.appointmentId),
    },
  }
}
