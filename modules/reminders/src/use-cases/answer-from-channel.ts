import type { RemindersDeps } from '../reminders.deps.ts'
import { ANSWER_WORDS } from '../reminders.answers.ts'
import type { ChannelAnswer } from '../reminders.schema.ts'
import { applyAnswer, languageOfParent, samePhone } from './answer.ts'

/**
 * A parent's button or reply on WhatsApp or SMS, from the messaging module's webhook (the contract of issue 29):
 * taken only from the phone the reminder went to, once per message id (a replay gets the same reply).
 */
export async function answerFromChannel(
  deps: RemindersDeps,
  input: { reminderId: string; fromPhone: string; answer: ChannelAnswer; messageId: string },
): Promise<{ reply: string }> {
  // load
  const reminder = await deps.repository.findById(input.reminderId)
  // access: the phone it went to stands for the parent
  // Someone else's phone learns nothing of the parent, their language included.
  if (!reminder || reminder.channel === 'email' || !samePhone(reminder.sentTo, input.fromPhone)) {
    return { reply: ANSWER_WORDS.en.closed }
  }
  // load
  const [[facts], language] = await Promise.all([
    deps.appointments.reminderFacts([reminder.appointmentId]),
    languageOfParent(deps, reminder.parentId),
  ])
  // rule, write
  const { reply } = await applyAnswer(deps, {
    reminder,
    facts,
    answer: input.answer,
    answerKey: `${reminder.channel}:${input.messageId}`,
    via: reminder.channel,
    language,
  })
  return { reply }
}

/** A provider's delivery status for a reminder it sent (the messaging module's webhook); only ever forward. */
export async function recordDelivery(
  deps: RemindersDeps,
  input: { providerMessageId: string; status: 'sent' | 'delivered' | 'read' | 'failed'; reason?: string },
): Promise<void> {
  // rule: sent is what the send already recorded; delivered after sent; read after either; failed after sent
  if (input.status === 'sent') return
  const from =
    input.status === 'delivered'
      ? ['sent' as const]
      : input.status === 'read'
        ? ['sent' as const, 'delivered' as const]
        : ['sent' as const]
  // write: one conditional UPDATE
  await deps.repository.recordDelivery(input.providerMessageId, {
    status: input.status,
    from,
    at: deps.clock(),
    ...(input.reason ? { error: input.reason } : {}),
  })
}
