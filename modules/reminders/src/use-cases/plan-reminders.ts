import { withTransaction } from '@app/platform'
import { startsAtOf, type AppointmentDto } from '@app/appointments'
import type { RemindersDeps } from '../reminders.deps.ts'
import type { NewReminder } from '../reminders.repository.ts'
import { instantOfStartsAt, planReminders, reminderKeyOf } from '../reminders.rules.ts'
import type { ReminderChannel } from '../reminders.schema.ts'

/**
 * Plans an appointment's reminders after any change of it (APPOINTMENT_CHANGED, subscribed in the server): an
 * approved one gets one row per lead time and channel for its start (docs/product.md "Reminders"), whatever
 * was waiting for another start is cancelled (a move); any other status cancels what was waiting. The unique key
 * makes planning again harmless. The caller is the system; answers how many rows are due at once.
 */
export async function planRemindersFor(deps: RemindersDeps, dto: AppointmentDto): Promise<{ dueNow: number }> {
  // load
  const parentId = dto.childId?.parentId?._id ?? null
  const centreId = dto.centreId?._id ?? null
  const startsAt = startsAtOf(dto.appointmentDate, dto.appointmentTime)
  if (dto.status !== 'approved' || !parentId || !centreId) {
    // write: nothing waits for an appointment that is not approved (one conditional UPDATE)
    await deps.repository.cancelWaiting(dto._id, null)
    return { dueNow: 0 }
  }
  const [settings, reaches] = await Promise.all([deps.settings(), deps.reach.reachOf([parentId])])
  const reach = reaches.get(parentId)
  // rule
  const now = deps.clock()
  const planned = planReminders(instantOfStartsAt(startsAt), settings, now)
  const channels: ReminderChannel[] = [
    ...(reach ? (reach.email ? ['email' as const] : []) : ['email' as const]),
    ...(reach?.whatsapp && deps.reach.senders.whatsapp.configured ? ['whatsapp' as const] : []),
    ...(reach?.sms && deps.reach.senders.sms.configured ? ['sms' as const] : []),
  ]
  const rows: NewReminder[] = planned.flatMap(({ leadHours, dueAt }) =>
    channels.map((channel) => ({
      reminderKey: reminderKeyOf(dto._id, startsAt, leadHours, channel),
      appointmentId: dto._id,
      parentId,
      centreId,
      doctorId: dto.doctorId?._id ?? null,
      appointmentDate: dto.appointmentDate,
      startsAt,
      leadHours,
      channel,
      dueAt,
      details: {
        parentName: dto.parentName,
        childName: dto.childId?.name ?? '',
        doctorName: dto.doctorId?.name ?? '',
        centreName: dto.centreId?.name ?? '',
        email: dto.email,
        consultationType: dto.consultationType,
        appointmentTime: dto.appointmentTime,
      },
    })),
  )
  // write: the old start's waiting rows cancelled and the new ones added, together
  await withTransaction(deps.payload, async () => {
    await deps.repository.cancelWaiting(dto._id, { startsAt, keys: rows.map((row) => row.reminderKey) })
    await deps.repository.addPlanned(rows)
  })
  return { dueNow: rows.filter((row) => row.dueAt.getTime() <= now.getTime()).length }
}
