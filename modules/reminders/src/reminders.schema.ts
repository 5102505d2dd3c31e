// Browser-safe (`@app/reminders/schema`): the reminders' vocabularies, the answers' shapes, the queries and the
// words the server and the portal share (docs/api/reminders.md, docs/product.md "Reminders").
import * as v from 'valibot'

/** The ways a reminder reaches a parent; e-mail is this module's, WhatsApp and SMS come through ParentReachPort. */
export const REMINDER_CHANNELS = ['email', 'whatsapp', 'sms'] as const
export type ReminderChannel = (typeof REMINDER_CHANNELS)[number]

/**
 * A reminder's life: planned → sending (claimed) → sent → delivered → read; retry (the provider was down) back to
 * sending; refused (a bad number: never retried) or failed (gave up); cancelled (the appointment was cancelled,
 * rejected or moved: a new row is planned for the new time); skipped (its time came after the start).
 */
export const REMINDER_STATUSES = [
  'planned',
  'sending',
  'retry',
  'sent',
  'delivered',
  'read',
  'refused',
  'failed',
  'cancelled',
  'skipped',
] as const
export type ReminderStatus = (typeof REMINDER_STATUSES)[number]

/** What a parent can answer from a reminder (a link, a WhatsApp button or a reply). */
export type ChannelAnswer = 'confirm' | 'cancel' | 'reschedule'

/** One reminder as the day view marks it. */
export interface ReminderMark {
  _id: string
  channel: ReminderChannel
  leadHours: number
  status: ReminderStatus
  /** ISO: when it is (or was) due. */
  dueAt: string
  sentAt: string | null
  deliveredAt: string | null
  /** Why a provider refused it or the last try failed. */
  lastError: string | null
}

/** GET /api/centres/:centreId/reminders?date=: each appointment of the day with its reminders and confirmation. */
export interface DayReminderMarks {
  date: string
  appointments: Array<{ appointmentId: string; confirmedByParentAt: string | null; reminders: ReminderMark[] }>
}

/** GET /api/reminders/figures?month=YYYY-MM[&centreId=]: one row per branch and doctor. */
export interface MonthFiguresDto {
  month: string
  rows: Array<{
    centre: { _id: string; name: string }
    doctor: { _id: string; name: string }
    appointments: number
    confirmed: number
    cancelled: number
    noShow: number
  }>
  totals: { appointments: number; confirmed: number; cancelled: number; noShow: number }
}

export const DATE_QUERY_MESSAGE = 'date must be a date (YYYY-MM-DD)'
export const MONTH_QUERY_MESSAGE = 'month must be a month (YYYY-MM)'

/** `?date=YYYY-MM-DD` of the day's marks. */
export const DayMarksQuerySchema = v.object({
  date: v.pipe(
    v.string(DATE_QUERY_MESSAGE),
    v.regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, DATE_QUERY_MESSAGE),
  ),
})

/** `?month=YYYY-MM&centreId=` of the figures (a superadmin may leave the centre out for every branch). */
export const FiguresQuerySchema = v.object({
  month: v.pipe(v.string(MONTH_QUERY_MESSAGE), v.regex(/^\d{4}-(0[1-9]|1[0-2])$/, MONTH_QUERY_MESSAGE)),
  centreId: v.optional(v.pipe(v.string(), v.maxLength(64)), ''),
})
export type FiguresQuery = v.InferOutput<typeof FiguresQuerySchema>

// The reason a cancellation from a reminder carries (staff read it); the parent's words are in reminders.answers.ts.
export const CANCELLED_FROM_REMINDER_REASON = 'Cancelled from the reminder'
export const SETTINGS_LEAD_MESSAGE = 'Lead times must be hours before the start, separated by commas, e.g. 24,3'
export const SETTINGS_QUIET_MESSAGE = 'Quiet hours must be two hours of the day, e.g. 21-8, or off'
