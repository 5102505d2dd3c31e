// Pure rules of reminders (docs/product.md "Reminders", docs/api/reminders.md): lead times, quiet hours in India
// time, when each reminder is due, the retry backoff. No I/O; the time is always an argument.

/** India has no daylight saving: clinic time is UTC+05:30 all year. */
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000
const HOUR_MS = 3_600_000

/** Quiet hours: no reminder from `startHour` (exclusive) to `endHour` (exclusive), clinic time; null when off. */
export interface QuietHours {
  startHour: number
  endHour: number
}

export interface ReminderSettings {
  /** Hours before the start, largest first (e.g. [24, 3]). */
  leadHours: number[]
  quiet: QuietHours | null
}

export const DEFAULT_LEAD_HOURS = [24, 3]
export const DEFAULT_QUIET: QuietHours = { startHour: 21, endHour: 8 }

/** "24,3" or "24, 1.5" → [24, 3] (largest first, no duplicates); null when it is not that. */
export function parseLeadHours(text: string): number[] | null {
  const parts = text.split(',').map((part) => part.trim())
  if (parts.length === 0 || parts.some((part) => !/^\d+(\.\d+)?$/.test(part))) return null
  const hours = [...new Set(parts.map(Number))]
  if (hours.some((h) => h <= 0 || h > 24 * 14)) return null
  return hours.sort((a, b) => b - a)
}

/** "21-8" → { startHour: 21, endHour: 8 }; "off" → null; undefined when it is neither. */
export function parseQuietHours(text: string): QuietHours | null | undefined {
  const trimmed = text.trim().toLowerCase()
  if (trimmed === 'off') return null
  const match = /^(\d{1,2})\s*-\s*(\d{1,2})$/.exec(trimmed)
  if (!match) return undefined
  const [startHour, endHour] = [Number(match[1]), Number(match[2])]
  if (startHour > 23 || endHour > 23 || startHour === endHour) return undefined
  return { startHour, endHour }
}

/** An appointment's "YYYY-MM-DD HH:MM" (clinic time) as the instant it begins: the platform's one conversion. */
export { clinicInstant as instantOfStartsAt } from '@app/platform/clinic-time'

/** Minutes since the clinic's midnight of an instant. */
const clinicMinutesOf = (at: Date) => {
  const shifted = new Date(at.getTime() + IST_OFFSET_MS)
  return shifted.getUTCHours() * 60 + shifted.getUTCMinutes() + shifted.getUTCSeconds() / 60
}

/** Whether an instant falls in the quiet hours (the start hour itself is still allowed, the end hour already is). */
export function isQuiet(at: Date, quiet: QuietHours | null): boolean {
  if (!quiet) return false
  const minutes = clinicMinutesOf(at)
  const start = quiet.startHour * 60
  const end = quiet.endHour * 60
  return start > end ? minutes > start || minutes < end : minutes > start && minutes < end
}

/**
 * A reminder time moved out of the quiet hours to the last allowed time before it: the quiet hours' start on the
 * evening they began (21:00 the day before, for 06:00).
 */
export function outOfQuietHours(at: Date, quiet: QuietHours | null): Date {
  if (!quiet || !isQuiet(at, quiet)) return at
  const minutes = clinicMinutesOf(at)
  const start = quiet.startHour * 60
  const back = minutes > start ? minutes - start : minutes + 24 * 60 - start
  return new Date(at.getTime() - back * 60_000)
}

export interface PlannedReminder {
  leadHours: number
  dueAt: Date
}

/**
 * When each reminder of an appointment starting at `startsAt` is due, planned at `now` (its approval or move):
 * each lead time before the start, out of the quiet hours; one whose time has passed goes at once (a late booking);
 * none once the appointment has begun. Two that fall at the same time (both passed, or moved to the same evening)
 * are one: the one nearest the start is kept.
 */
export function planReminders(startsAt: Date, settings: ReminderSettings, now: Date): PlannedReminder[] {
  if (startsAt.getTime() <= now.getTime()) return []
  const byTime = new Map<number, PlannedReminder>()
  for (const leadHours of settings.leadHours) {
    const ideal = new Date(startsAt.getTime() - leadHours * HOUR_MS)
    const moved = outOfQuietHours(ideal, settings.quiet)
    const dueAt = moved.getTime() <= now.getTime() ? now : moved
    const existing = byTime.get(dueAt.getTime())
    if (!existing || leadHours < existing.leadHours) byTime.set(dueAt.getTime(), { leadHours, dueAt })
  }
  return [...byTime.values()].sort((a, b) => a.dueAt.getTime() - b.dueAt.getTime())
}

/** Whether a reminder may still go at `now`: never at or after the appointment's start. */
export const mayStillSend = (startsAt: Date, now: Date) => now.getTime() < startsAt.getTime()

/** The wait before the next try after `attempts` failed ones: 30 s doubling, at most 30 minutes. */
export const retryDelayMs = (attempts: number) => Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 30 * 60_000)

/** Tries before a reminder whose provider keeps failing is given up. */
export const MAX_ATTEMPTS = 8

/** The settings in force: the environment's overrides over what /admin saved, each the default when neither. */
export function settingsFrom(
  saved: { leadHours?: string | null; quietHours?: string | null },
  env: { leadHours?: string; quietHours?: string },
): ReminderSettings {
  const lead =
    (env.leadHours && parseLeadHours(env.leadHours)) ||
    (saved.leadHours && parseLeadHours(saved.leadHours)) ||
    DEFAULT_LEAD_HOURS
  const envQuiet = env.quietHours === undefined ? undefined : parseQuietHours(env.quietHours)
  const savedQuiet = saved.quietHours ? parseQuietHours(saved.quietHours) : undefined
  const quiet = envQuiet !== undefined ? envQuiet : savedQuiet !== undefined ? savedQuiet : DEFAULT_QUIET
  return { leadHours: lead, quiet }
}

/** The unique key of one reminder: one per appointment, planned start, lead time and channel (docs/api/reminders.md). */
export const reminderKeyOf = (appointmentId: string, startsAt: string, leadHours: number, channel: string) =>
  `${appointmentId}|${startsAt}|${leadHours}|${channel}`

/** Delivery statuses only move forward (a late "delivered" never undoes "read"). */
const DELIVERY_ORDER = ['sent', 'delivered', 'read'] as const
export function deliveryAdvances(current: string, next: 'sent' | 'delivered' | 'read' | 'failed'): boolean {
  if (next === 'failed') return current === 'sent'
  const from = DELIVERY_ORDER.indexOf(current as (typeof DELIVERY_ORDER)[number])
  return from >= 0 && DELIVERY_ORDER.indexOf(next) > from
}
