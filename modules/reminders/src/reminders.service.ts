// The module's public interface: each use case with its dependencies bound (docs/api/reminders.md). Only wiring.
import type { AppointmentDto } from '@app/appointments'
import type { TokenUser } from '@app/platform'
import type { RemindersDeps } from './reminders.deps.ts'
import type { ChannelAnswer, FiguresQuery } from './reminders.schema.ts'
import { answerFromChannel, recordDelivery } from './use-cases/answer-from-channel.ts'
import { readLink, useLink } from './use-cases/answer-link.ts'
import { dispatchDue } from './use-cases/dispatch-due.ts'
import { planMissing } from './use-cases/plan-missing.ts'
import { planRemindersFor } from './use-cases/plan-reminders.ts'
import { readDayMarks, readMonthFigures } from './use-cases/read-marks.ts'

type Actor = TokenUser | null

export function createRemindersService(deps: RemindersDeps) {
  return {
    /** After any change of an appointment (APPOINTMENT_CHANGED): its reminders planned, replanned or cancelled. */
    planFor: (appointment: AppointmentDto) => planRemindersFor(deps, appointment),
    /** The reminders of approved appointments that a lost event left unplanned (at start, then every few minutes). */
    planMissing: () => planMissing(deps),
    /** One batch of due reminders handed to their channels; answers how many were claimed. */
    dispatchDue: (limit: number) => dispatchDue(deps, { limit }),
    readLink: (token: string) => readLink(deps, token),
    useLink: (token: string) => useLink(deps, token),
    readDayMarks: (actor: Actor, input: { centreId: string; date: string }) => readDayMarks(deps, actor, input),
    readMonthFigures: (actor: Actor, input: FiguresQuery) => readMonthFigures(deps, actor, input),
    /** The messaging module's webhook: a parent's button or reply (the contract of issue 29). */
    answerFromChannel: (input: { reminderId: string; fromPhone: string; answer: ChannelAnswer; messageId: string }) =>
      answerFromChannel(deps, input),
    /** The messaging module's webhook: a provider's delivery status. */
    recordDelivery: (input: {
      providerMessageId: string
      status: 'sent' | 'delivered' | 'read' | 'failed'
      reason?: string
    }) => recordDelivery(deps, input),
    /** An appointment's reminders as stored (tests and checks). */
    remindersOf: (appointmentId: string) => deps.repository.ofAppointment(appointmentId),
  }
}

export type RemindersService = ReturnType<typeof createRemindersService>
