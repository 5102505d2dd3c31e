import { HttpError, withTransaction, type TokenUser } from '@app/platform'
import type { ReminderFacts } from '@app/appointments'
import type { RemindersDeps } from '../reminders.deps.ts'
import { whenTextOf } from '../reminders.mail.ts'
import type { StoredReminder } from '../reminders.repository.ts'
import { instantOfStartsAt } from '../reminders.rules.ts'
import { answerWordsOf, refundWordsOf } from '../reminders.answers.ts'
import type { Language } from '../reminders.deps.ts'
import { CANCELLED_FROM_REMINDER_REASON, type ChannelAnswer, type ReminderChannel } from '../reminders.schema.ts'
import { rescheduleLinkOf } from './message.ts'

// A parent's answer to a reminder, from a one-click link or the messaging module's webhook (docs/api/reminders.md,
// "Answers"): taken once under its key (the link, the message id), applied as that parent by the appointments
// module's own use cases (its table, cut-off and refund), and answered with a reply.

/** The appointments module's rules as the reminded parent: no session, the link or the phone stands for them. */
export const parentActor = (parentId: string): TokenUser => ({ _id: parentId, role: 'parent', centreId: null })

export const whenOf = (reminder: StoredReminder, language: Language = 'en') =>
  whenTextOf(reminder.appointmentDate, reminder.details.appointmentTime, language)

/** The language the reminder's parent chose (English when the messaging module has no choice for them). */
export const languageOfParent = async (deps: RemindersDeps, parentId: string): Promise<Language> =>
  (await deps.reach.reachOf([parentId])).get(parentId)?.language ?? 'en'

/** Whether the appointment may still be answered: approved, at the start the reminder was for, not begun. */
export const isAnswerable = (deps: RemindersDeps, reminder: StoredReminder, facts: ReminderFacts | undefined) =>
  Boolean(facts) &&
  facts!.status === 'approved' &&
  facts!.startsAt === reminder.startsAt &&
  deps.clock().getTime() < instantOfStartsAt(reminder.startsAt).getTime()

/**
 * Applies an answer once under `answerKey`; a repeat of the key changes nothing and gets the first reply. The
 * answer's record and its action commit together (a refused cancellation is not recorded, and may be tried again).
 */
export async function applyAnswer(
  deps: RemindersDeps,
  {
    reminder,
    facts,
    answer,
    answerKey,
    via,
    language,
  }: {
    reminder: StoredReminder
    facts: ReminderFacts | undefined
    answer: ChannelAnswer
    answerKey: string
    via: 'link' | ReminderChannel
    /** The parent's language: the reply is written in it (and kept, so a repeat gets the same words). */
    language: Language
  },
): Promise<{ reply: string; repeated: boolean; refused: boolean }> {
  // load: an answer already taken
  const earlier = await deps.repository.replyOf(answerKey)
  if (earlier !== null) return { reply: earlier, repeated: true, refused: false }
  // rule
  const words = answerWordsOf(language)
  if (!isAnswerable(deps, reminder, facts)) return { reply: words.closed, repeated: false, refused: true }
  const when = whenOf(reminder, language)
  const actor = parentActor(reminder.parentId)
  // write: the answer's record and its action in one transaction (the appointments' use cases join it)
  try {
    return await withTransaction(deps.payload, async () => {
      let reply: string
      if (answer === 'confirm') {
        const { already } = await deps.appointments.confirmAppointment(actor, { appointmentId: reminder.appointmentId })
        reply = already ? words.alreadyConfirmed(when) : words.confirmed(when)
      } else if (answer === 'cancel') {
        await deps.appointments.cancelAppointment(actor, {
          appointmentId: reminder.appointmentId,
          reason: CANCELLED_FROM_REMINDER_REASON,
        })
        reply = words.cancelled(when, refundWordsOf(facts!.refund, language))
      } else {
        reply = words.reschedule(rescheduleLinkOf(deps, reminder.appointmentId))
      }
      const taken = await deps.repository.takeAnswer({
        answerKey,
        appointmentId: reminder.appointmentId,
        answer,
        via,
        reply,
      })
      // Another request took the same key meanwhile: undo this one's action, answer theirs.
      if (!taken) throw new RepeatedAnswer()
      return { reply, repeated: false, refused: false }
    })
  } catch (err) {
    if (err instanceof RepeatedAnswer) {
      return {
        reply: (await deps.repository.replyOf(answerKey)) ?? words.closed,
        repeated: true,
        refused: false,
      }
    }
    // The appointments' refusal (past the cut-off, changed meanwhile): its words, nothing recorded.
    if (err instanceof HttpError && err.status < 500) return { reply: err.message, repeated: false, refused: true }
    throw err
  }
}

class RepeatedAnswer extends Error {}

/** The last ten digits of a phone number: "+91 98765 43210", "919876543210" and "09876543210" are one number. */
export const samePhone = (a: string | null, b: string) => {
  const digits = (text: string) => text.replace(/\D/g, '').slice(-10)
  return Boolean(a) && digits(a!).length === 10 && digits(a!) === digits(b)
}
