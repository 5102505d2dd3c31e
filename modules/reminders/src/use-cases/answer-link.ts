import type { RemindersDeps } from '../reminders.deps.ts'
import {
  CANCEL_QUESTION,
  CONFIRM_QUESTION,
  LINK_EXPIRED_MESSAGE,
  LINK_INVALID_MESSAGE,
  LINK_USED_MESSAGE,
} from '../reminders.schema.ts'
import { applyAnswer, isAnswerable, whenOf } from './answer.ts'
import type { LinkClaims } from '../reminders.links.ts'
import type { StoredReminder } from '../reminders.repository.ts'
import { ANSWER_CLOSED_MESSAGE } from '../reminders.schema.ts'

/** What a one-click link's page shows: a question with one button, or why the link does nothing. */
export type LinkPage =
  | { kind: 'ask'; action: 'confirm' | 'cancel'; question: string; refund: string | null }
  | { kind: 'done'; message: string }
  | { kind: 'refused'; status: number; message: string }

/** The link's claims and reminder, or why it is refused (forged or changed 400, expired 410, unknown 404). */
async function load(
  deps: RemindersDeps,
  token: string,
): Promise<{ claims: LinkClaims; reminder: StoredReminder } | { refused: LinkPage }> {
  const claims = deps.links.verify(token)
  if (!claims) return { refused: { kind: 'refused', status: 400, message: LINK_INVALID_MESSAGE } }
  if (deps.clock().getTime() >= claims.expiresAt) {
    return { refused: { kind: 'refused', status: 410, message: LINK_EXPIRED_MESSAGE } }
  }
  const reminder = await deps.repository.findById(claims.reminderId)
  if (!reminder || reminder.appointmentId !== claims.appointmentId || reminder.parentId !== claims.parentId) {
    return { refused: { kind: 'refused', status: 404, message: LINK_INVALID_MESSAGE } }
  }
  return { claims, reminder }
}

/**
 * GET of a one-click link (docs/api/reminders.md, "One-click links"): only reads, so a mail scanner that
 * fetches every link changes nothing; the page asks the question with one button that POSTs.
 */
export async function readLink(deps: RemindersDeps, token: string): Promise<LinkPage> {
  // load
  const loaded = await load(deps, token)
  if ('refused' in loaded) return loaded.refused
  const { claims, reminder } = loaded
  const earlier = await deps.repository.replyOf(deps.links.useKeyOf(token))
  if (earlier !== null) return { kind: 'refused', status: 409, message: `${LINK_USED_MESSAGE} ${earlier}` }
  const [facts] = await deps.appointments.reminderFacts([reminder.appointmentId])
  // rule
  if (!isAnswerable(deps, reminder, facts)) return { kind: 'refused', status: 409, message: ANSWER_CLOSED_MESSAGE }
  const when = whenOf(reminder)
  return claims.action === 'confirm'
    ? { kind: 'ask', action: 'confirm', question: CONFIRM_QUESTION(when), refund: null }
    : { kind: 'ask', action: 'cancel', question: CANCEL_QUESTION(when), refund: facts!.refund.message }
}

/** POST of a one-click link: the answer, once; the link's later uses change nothing. */
export async function useLink(deps: RemindersDeps, token: string): Promise<LinkPage> {
  // load
  const loaded = await load(deps, token)
  if ('refused' in loaded) return loaded.refused
  const { claims, reminder } = loaded
  const [facts] = await deps.appointments.reminderFacts([reminder.appointmentId])
  // rule, write
  const result = await applyAnswer(deps, {
    reminder,
    facts,
    answer: claims.action,
    answerKey: deps.links.useKeyOf(token),
    via: 'link',
  })
  if (result.repeated) return { kind: 'refused', status: 409, message: `${LINK_USED_MESSAGE} ${result.reply}` }
  if (result.refused) return { kind: 'refused', status: 409, message: result.reply }
  return { kind: 'done', message: result.reply }
}
