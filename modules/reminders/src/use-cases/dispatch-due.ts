import { withTransaction } from '@app/platform'
import type { ReminderFacts } from '@app/appointments'
import type { ParentReach, RemindersDeps } from '../reminders.deps.ts'
import { mailReferenceOf, reminderMail } from '../reminders.mail.ts'
import type { Settlement, StoredReminder } from '../reminders.repository.ts'
import { instantOfStartsAt, MAX_ATTEMPTS, mayStillSend, retryDelayMs } from '../reminders.rules.ts'
import { messageOf } from './message.ts'

/** Reminders handed on at once by one process. */
const IN_FLIGHT = 16

/** A claim that ran out before its outcome was written: the e-mail's outbox row is rolled back with it. */
class ClaimLostError extends Error {
  override name = 'ClaimLostError'
}

/**
 * Sends one batch of due reminders (docs/api/reminders.md, "Exactly once"): claims them (one conditional
 * UPDATE), checks each appointment again (still approved, still at the planned start, not begun), and hands
 * each to its channel. An e-mail goes into the outbox in the same transaction that marks it sent, so a crash
 * leaves either both or neither; WhatsApp and SMS record the provider's answer (sent, refused, retry with
 * backoff). The caller is the dispatcher; answers how many it claimed.
 */
export async function dispatchDue(deps: RemindersDeps, { limit }: { limit: number }): Promise<number> {
  // load: the batch, claimed
  const now = deps.clock()
  const claimed = await deps.repository.claimDue({ now, limit, leaseMs: deps.leaseMs })
  if (claimed.length === 0) return 0
  // Every row's parent: the phone channels need the number and the opt-in, and every channel the language the parent
  // reads (an e-mail reminder went in English to a parent who had chosen Telugu before).
  const [facts, branches, reaches] = await Promise.all([
    deps.appointments.reminderFacts([...new Set(claimed.map((reminder) => reminder.appointmentId))]),
    deps.centres.listBranches(),
    deps.reach.reachOf([...new Set(claimed.map((reminder) => reminder.parentId))]),
  ])
  const factsOf = new Map(facts.map((fact) => [fact._id, fact]))
  const branchOf = new Map(branches.map((branch) => [branch._id, branch]))
  // rule and write, a few at a time
  const queue = [...claimed]
  const worker = async () => {
    for (let reminder = queue.shift(); reminder; reminder = queue.shift()) {
      const one = reminder
      await sendOne(
        deps,
        one,
        factsOf.get(one.appointmentId),
        branchOf.get(one.centreId),
        reaches.get(one.parentId),
      ).catch((err: unknown) => deps.log.error({ err, reminder: one.id }, 'reminders: could not record a reminder'))
    }
  }
  await Promise.all(Array.from({ length: Math.min(IN_FLIGHT, claimed.length) }, worker))
  return claimed.length
}

async function sendOne(
  deps: RemindersDeps,
  reminder: StoredReminder,
  facts: ReminderFacts | undefined,
  branch: { phone: string } | undefined,
  reach: ParentReach | undefined,
): Promise<void> {
  const now = deps.clock()
  const settle = (outcome: Settlement) => deps.repository.settle(reminder, outcome)
  // rule: a cancelled, rejected or moved appointment is never reminded; nothing goes once it has begun
  if (!facts || facts.status !== 'approved' || facts.startsAt !== reminder.startsAt) {
    await settle({ status: 'cancelled', error: 'The appointment changed' })
    return
  }
  if (!mayStillSend(instantOfStartsAt(reminder.startsAt), now)) {
    await settle({ status: 'skipped', error: 'The appointment had begun' })
    return
  }
  const message = messageOf(deps, reminder, facts, branch, reach)
  if (reminder.channel === 'email') {
    // write: the outbox row and "sent" in one transaction; a lost claim rolls the mail back (another process sends it)
    try {
      const mail = reminderMail({ ...message, email: reminder.details.email }, mailReferenceOf(reminder.id))
      await withTransaction(deps.payload, async () => {
        await deps.mailer.send(mail)
        const sent = { status: 'sent', at: now, providerMessageId: mail.reference, sentTo: mail.to } as const
        if (!(await settle(sent))) throw new ClaimLostError()
      })
    } catch (err) {
      if (err instanceof ClaimLostError) return
      await retryOrGiveUp(deps, reminder, err instanceof Error ? err.message : String(err))
    }
    return
  }
  // write: WhatsApp or SMS through the messaging module's sender
  const sender = deps.reach.senders[reminder.channel]
  const optedIn = reach?.[reminder.channel] === true && Boolean(reach.phone)
  if (!sender.configured || !optedIn) {
    await settle({ status: 'refused', error: `${reminder.channel} is not configured or not chosen by the parent` })
    return
  }
  let outcome: Awaited<ReturnType<typeof sender.send>>
  try {
    outcome = await sender.send(message)
  } catch (err) {
    outcome = { status: 'retry', reason: err instanceof Error ? err.message : String(err) }
  }
  if (outcome.status === 'sent') {
    await settle({ status: 'sent', at: deps.clock(), providerMessageId: outcome.providerMessageId, sentTo: message.to })
  } else if (outcome.status === 'refused') {
    await settle({ status: 'refused', error: outcome.reason })
  } else {
    await retryOrGiveUp(deps, reminder, outcome.reason)
  }
}

/** Tries again later with backoff, unless it has been tried enough or the next try would come after the start. */
async function retryOrGiveUp(deps: RemindersDeps, reminder: StoredReminder, error: string): Promise<void> {
  const dueAt = new Date(deps.clock().getTime() + retryDelayMs(reminder.attempts))
  const giveUp = reminder.attempts >= MAX_ATTEMPTS || !mayStillSend(instantOfStartsAt(reminder.startsAt), dueAt)
  if (giveUp) deps.log.warn({ reminder: reminder.id, error }, 'reminders: gave up on a reminder')
  await deps.repository.settle(reminder, giveUp ? { status: 'failed', error } : { status: 'retry', dueAt, error })
}
