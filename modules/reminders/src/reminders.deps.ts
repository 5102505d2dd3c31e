import type { Payload } from 'payload'
import type { AppointmentDto, MonthFigureRow, ReminderFacts } from '@app/appointments'
import type { Clock, Logger, Mailer, TokenUser } from '@app/platform'
import type { ReminderLinks } from './reminders.links.ts'
import type { RemindersRepository } from './reminders.repository.ts'
import type { ReminderSettings } from './reminders.rules.ts'
import type { ChannelAnswer } from './reminders.schema.ts'

// What the use cases receive (built once in index.ts), and the ports other modules fill in the composition root.

/** What the module asks of the appointments module (its service). */
export interface AppointmentsForReminders {
  /** The state and the parent's refund now of several appointments, in one read. */
  reminderFacts(ids: string[]): Promise<ReminderFacts[]>
  /** The parent's confirmation, by the appointments' own rules (stored on the appointment with its history). */
  confirmAppointment(actor: TokenUser, input: { appointmentId: string }): Promise<{ already: boolean }>
  /** The parent's cancellation, by the appointments' own rules (cut-off, refund, mail, history). */
  cancelAppointment(actor: TokenUser, input: { appointmentId: string; reason: string }): Promise<unknown>
  /** A month's appointments per branch and doctor. */
  monthFigures(query: { from: string; to: string; centreId?: string }): Promise<MonthFigureRow[]>
  /** The approved appointments that have not begun: ids and clinic-time starts ("YYYY-MM-DD HH:MM"). */
  approvedUpcoming(): Promise<Array<{ _id: string; startsAt: string }>>
  /** Appointments by id, as APPOINTMENT_CHANGED carries them. */
  appointmentDtos(ids: string[]): Promise<AppointmentDto[]>
}

/** What the module reads of the centres: their names and phone numbers (the branch's phone in each message). */
export interface CentresForReminders {
  listBranches(): Promise<Array<{ _id: string; name: string; phone: string }>>
}

/** Doctors' names for the figures. */
export interface PeopleForReminders {
  summariesOf(ids: string[]): Promise<Array<{ _id: string; name: string | null }>>
}

// The port to the messaging module (the contract of issue 29): which channels a parent may be reached on, and
// the WhatsApp and SMS senders. The message and the senders' answers are that module's exported types, so the two
// sides cannot drift apart.
import type { ParentReach, ReminderMessage, ReminderSender, SendOutcome } from '@app/messaging'
export type { ParentReach, ReminderMessage, ReminderSender, SendOutcome }
export type Language = ReminderMessage['language']
export interface ParentReachPort {
  /** A parent missing from the map: e-mail only, 'en'. */
  reachOf(parentIds: string[]): Promise<Map<string, ParentReach>>
  senders: { whatsapp: ReminderSender; sms: ReminderSender }
}

/** Until the messaging module is wired in: e-mail only, for everyone. */
export const EMAIL_ONLY_REACH: ParentReachPort = {
  reachOf: async () => new Map(),
  senders: {
    whatsapp: { configured: false, send: async () => ({ status: 'refused', reason: 'WhatsApp is not configured' }) },
    sms: { configured: false, send: async () => ({ status: 'refused', reason: 'SMS is not configured' }) },
  },
}

/** What the messaging module's webhook calls (the contract of issue 29). */
export interface RemindersForChannels {
  answerFromChannel(input: {
    reminderId: string
    fromPhone: string
    answer: ChannelAnswer
    messageId: string
  }): Promise<{ reply: string }>
  recordDelivery(input: {
    providerMessageId: string
    status: 'sent' | 'delivered' | 'read' | 'failed'
    reason?: string
  }): Promise<void>
}

/** Everything the reminder use cases work with. */
export interface RemindersDeps {
  /** For withTransaction: an e-mail reminder's outbox row and its "sent" commit together. */
  payload: Payload
  repository: RemindersRepository
  appointments: AppointmentsForReminders
  centres: CentresForReminders
  people: PeopleForReminders
  reach: ParentReachPort
  /** The outbox's mailer: `send` stores the mail (inside the open transaction) and returns. */
  mailer: Mailer
  /** The settings in force (the /admin global under the environment's overrides), read each time. */
  settings: () => Promise<ReminderSettings>
  /** Signs and checks the one-click links. */
  links: ReminderLinks
  /** How long a claim holds (REMINDER_LEASE_MS). */
  leaseMs: number
  publicUrl: string
  clock: Clock
  log: Logger
}

export type { AppointmentDto }
