import { answerWordsOf, ANSWER_WORDS, refundWordsOf } from '../reminders.answers.ts'
import type { Language, RemindersDeps } from '../reminders.deps.ts'
import { applyAnswer, isAnswerable, languageOfParent, whenOf } from './answer.ts'
import type { LinkClaims } from '../reminders.links.ts'
import type { StoredReminder } from '../reminders.repository.ts'

/**
 * What a one-click link's page shows, in the parent's language: a question with one button, or why the link does
 * nothing (in English when the link names no parent it can be trusted for).
 */
export type LinkPage = { language: Language } & (
  | { kind: 'ask'; action: 'confirm' | 'cancel'; question: string; refund: string | null }
  | { kind: 'done'; message: string }
  | { kind: 'refused'; status: number; message: string }
)

const refusal = (status: number, message: string, language: Language = 'en'): { refused: LinkPage } => ({
  refused: { kind: 'refused', status, message, language },
})

/** The link's claims and reminder, or why it is refused (forged or changed 400, expired 410, unknown 404). */
async function load(
  deps: RemindersDeps,
  token: string,
): Promise<{ claims: LinkClaims; reminder: StoredReminder; language: Language } | { refused: LinkPage }> {
  const claims = deps.links.verify(token)
  if (!claims) return refusal(400, ANSWER_WORDS.en.linkInvalid)
  // The signature holds: the parent it names is the one whose language the page speaks.
  const language = await languageOfParent(deps, claims.parentId)
  const words = answerWordsOf(language)
  if (deps.clock().getTime() >= claims.expiresAt) return refusal(410, words.linkExpired, language)
  const reminder = await deps.repository.findById(claims.reminderId)
  if (!reminder || reminder.appointmentId !== claims.appointmentId || reminder.parentId !== claims.parentId) {
    return refusal(404, words.linkInvalid, language)
  }
  return { claims, reminder, language }
}

/**
 * GET of a one-click link (docs/api/reminders.md, "One-click links"): only reads, so a mail scanner that
 * fetches every link changes nothing; the page asks the question with one button that POSTs.
 */
export async function readLink(deps: RemindersDeps, token: string): Promise<LinkPage> {
  // load
  const loaded = await load(deps, token)
  if ('refused' in loaded) return loaded.refused
  const { claims, reminder, language } = loaded
  const words = answerWordsOf(language)
  const earlier = await deps.repository.replyOf(deps.links.useKeyOf(token))
  if (earlier !== null) return refusal(409, `${words.linkUsed} ${earlier}`, language).refused
  const [facts] = await deps.appointments.reminderFacts([reminder.appointmentId])
  // rule
  if (!isAnswerable(deps, reminder, facts)) return refusal(409, words.closed, language).refused
  const when = whenOf(reminder, language)
  return claims.action === 'confirm'
    ? { kind: 'ask', action: 'confirm', question: words.confirmQuestion(when), refund: null, language }
    : {
        kind: 'ask',
        action: 'cancel',
        question: words.cancelQuestion(when),
        refund: refundWordsOf(facts!.refund, language),
        language,
      }
}

/** POST of a one-click link: the answer, once; the link's later uses change nothing. */
export async function useLink(deps: RemindersDeps, token: string): Promise<LinkPage> {
  // load
  const loaded = await load(deps, token)
  if ('refused' in loaded) return loaded.refused
  const { claims, reminder, language } = loaded
  const [facts] = await deps.appointments.reminderFacts([reminder.appointmentId])
  // rule, write
  const result = await applyAnswer(deps, {
    reminder,
    facts,
    answer: claims.action,
    answerKey: deps.links.useKeyOf(token),
    via: 'link',
    language,
  })
  if (result.repeated) return refusal(409, `${answerWordsOf(language).linkUsed} ${result.reply}`, language).refused
  if (result.refused) return refusal(409, result.reply, language).refused
  return { kind: 'done', message: result.reply, language }
}
