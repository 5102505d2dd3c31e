// The reminders module: reminders of approved appointments by e-mail (and WhatsApp and SMS through the messaging
// module's port), sent exactly once, answered in one tap, and the figures that show whether they work
// (docs/api/reminders.md).
import type { Payload } from 'payload'
import type { Clock, Logger, Mailer } from '@app/platform'
import {
  EMAIL_ONLY_REACH,
  type AppointmentsForReminders,
  type CentresForReminders,
  type ParentReachPort,
  type PeopleForReminders,
  type RemindersDeps,
} from './reminders.deps.ts'
import { createDispatcher } from './reminders.dispatcher.ts'
import { createReminderLinks } from './reminders.links.ts'
import { isReminderMailReference } from './reminders.mail.ts'
import { createRemindersRepository } from './reminders.repository.ts'
import { createRemindersRouter } from './reminders.routes.ts'
import { settingsFrom } from './reminders.rules.ts'
import { createRemindersService } from './reminders.service.ts'

export * from './reminders.schema.ts'
export { REMINDERS_SLUG, REMINDER_ANSWERS_SLUG, REMINDER_SETTINGS_SLUG } from './reminders.collections.ts'
export { EMAIL_ONLY_REACH } from './reminders.deps.ts'
export type {
  AppointmentsForReminders,
  CentresForReminders,
  Language,
  ParentReach,
  ParentReachPort,
  PeopleForReminders,
  ReminderMessage,
  ReminderSender,
  RemindersForChannels,
  SendOutcome,
} from './reminders.deps.ts'
export type { RemindersService } from './reminders.service.ts'
export type { StoredReminder } from './reminders.repository.ts'

export function createReminders({
  payload,
  appointments,
  centres,
  people,
  reach = EMAIL_ONLY_REACH,
  mailer,
  secret,
  publicUrl,
  overrides,
  pollMs,
  catchUpMs = 5 * 60_000,
  leaseMs,
  clock,
  log,
}: {
  payload: Payload
  appointments: AppointmentsForReminders
  centres: CentresForReminders
  people: PeopleForReminders
  /** The messaging module's port; e-mail only until it is wired in. */
  reach?: ParentReachPort
  /** The outbox's mailer. */
  mailer: Mailer
  /** Signs the one-click links (the server's PAYLOAD_SECRET). */
  secret: string
  publicUrl: string
  /** REMINDER_LEAD_HOURS and REMINDER_QUIET_HOURS, over the /admin settings. */
  overrides: { leadHours?: string; quietHours?: string }
  /** How often the dispatcher looks for due reminders. */
  pollMs: number
  /** How often the catch-up plans reminders a lost event left unplanned (default 5 minutes). */
  catchUpMs?: number
  /** How long a claim holds before another process may take the reminder (longer than the slowest provider call). */
  leaseMs: number
  clock: Clock
  log: Logger
}) {
  const repository = createRemindersRepository(payload)
  const deps: RemindersDeps = {
    payload,
    repository,
    appointments,
    centres,
    people,
    reach,
    mailer,
    settings: async () => settingsFrom(await repository.savedSettings(), overrides),
    links: createReminderLinks(secret),
    leaseMs,
    publicUrl,
    clock,
    log,
  }
  const service = createRemindersService(deps)
  const dispatcher = createDispatcher({ dispatch: service.dispatchDue, log, pollMs })
  let catchUpTimer: NodeJS.Timeout | undefined
  let catchingUp: Promise<void> | undefined
  /** Plans what a lost event left unplanned, and wakes the dispatcher when some of it is due already. */
  const catchUp = () =>
    (catchingUp ??= service
      .planMissing()
      .then(({ dueNow }) => {
        if (dueNow > 0) dispatcher.wake()
      })
      .catch((err: unknown) => log.error({ err }, 'reminders: could not plan the missing reminders'))
      .finally(() => {
        catchingUp = undefined
      }))
  return {
    service,
    router: createRemindersRouter(service),
    /**
     * Plans an appointment's reminders after a change of it (the server subscribes it to APPOINTMENT_CHANGED), and
     * wakes the dispatcher when one is due at once (a late booking).
     */
    async onAppointmentChanged(appointment: Parameters<typeof service.planFor>[0]) {
      const { dueNow } = await service.planFor(appointment)
      if (dueNow > 0) dispatcher.wake()
    },
    /**
     * Marks a reminder's e-mail delivered once the outbox has handed it to the mail server (the server subscribes it
     * to MAIL_SENT); other mails are not the module's.
     */
    async onMailSent({ reference }: { reference?: string }) {
      if (isReminderMailReference(reference)) {
        await service.recordDelivery({ providerMessageId: reference, status: 'delivered' })
      }
    },
    /**
     * Starts the in-process dispatcher (every process runs one; the claim keeps each reminder to one of them), and the
     * catch-up that plans what a lost event left unplanned: now, then every `catchUpMs`.
     */
    start() {
      dispatcher.start()
      void catchUp()
      catchUpTimer = setInterval(() => void catchUp(), catchUpMs)
      catchUpTimer.unref()
    },
    /** Plans the reminders a lost event left unplanned now (tests; `start` runs it on its own). */
    catchUp,
    /** Looks for due reminders now (tests, after moving the clock). */
    wake: () => dispatcher.wake(),
    async stop() {
      clearInterval(catchUpTimer)
      await catchingUp
      await dispatcher.stop()
    },
  }
}

export type RemindersModule = ReturnType<typeof createReminders>
