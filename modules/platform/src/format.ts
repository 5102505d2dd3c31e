/**
 * Dates and times as people read them ("24 Nov 2026", "2:00 PM"), shared by the server's e-mails and the portal.
 * Browser-safe: no Node APIs, only `Intl`.
 */
import { CLINIC_TIME_ZONE } from './clinic-time.ts'

/** The language tag used for dates and numbers when none is given: Indian English writes "24 Nov 2026". */
export const DEFAULT_FORMAT_LOCALE = 'en-IN'

/**
 * One `Intl.DateTimeFormat` per language for these options, made on first use: making one costs far more than
 * formatting with it (ICU loads the language's data), and mails and lists format a date per row.
 */
export function keptDateFormats(options: Intl.DateTimeFormatOptions): (locale: string) => Intl.DateTimeFormat {
  const kept = new Map<string, Intl.DateTimeFormat>()
  return (locale) => {
    let format = kept.get(locale)
    if (!format) {
      format = new Intl.DateTimeFormat(locale, options)
      kept.set(locale, format)
    }
    return format
  }
}

// A calendar day has no time zone; reading it as UTC midnight and printing it in UTC never shifts it.
const dayFormat = keptDateFormats({ day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })

/**
 * "24 Nov 2026" for a calendar day: a `YYYY-MM-DD` string (or an ISO date-time, of which the day is kept
 * as written) or a Date (its UTC day). Anything unreadable is returned as given, so a bad value still shows.
 */
export function formatDay(day: string | Date, locale: string = DEFAULT_FORMAT_LOCALE): string {
  const date = typeof day === 'string' ? new Date(`${day.slice(0, 10)}T00:00:00Z`) : day
  if (Number.isNaN(date.getTime())) return String(day)
  return dayFormat(locale).format(date)
}

/** The languages a parent may read the portal, their mails and reminders in (decision 061). */
export const LANGUAGES = ['en', 'te', 'hi'] as const
export type Language = (typeof LANGUAGES)[number]

/**
 * The cookie that tells the server the portal's language on this device, which it sends the prerendered login and
 * registration pages in (decision 070). Not HttpOnly: the portal's switcher writes it, beside the device's storage
 * that the app goes by; the site's switch writes it too. English is no cookie.
 */
export const PORTAL_LANGUAGE_COOKIE = 'portal_lang'

/**
 * How every reader asks Payload for a language: the page's own, and English for a field an editor has not
 * translated yet (decision 063). The content, enquiries and games modules read their CMS words with it.
 */
export const inLanguage = (locale: Language = 'en') => ({ locale, fallbackLocale: 'en' as const })

/**
 * A language's entry of a per-language table (a mail's words, an Intl tag), or English's when the language is not
 * one of them: a language read back from an account or a request may be anything.
 */
export const ofLanguage = <T>(table: Readonly<Record<Language, T>>, language: string | null | undefined): T =>
  table[language as Language] ?? table.en

/** The Intl tag each language writes dates and numbers with (Latin digits in all three). */
export const INTL_OF: Record<Language, string> = { en: 'en-IN', te: 'te-IN', hi: 'hi-IN' }

/** An amount in rupees as every language here writes it: "₹1,500" (Indian grouping, Latin digits). */
export const formatRupees = (amount: number) => `₹${amount.toLocaleString('en-IN')}`

const monthFormat = keptDateFormats({ month: 'long', year: 'numeric', timeZone: 'UTC' })

/**
 * "January 2027" for a month (1–12) of a year, in a language's Intl tag ("జనవరి 2027", "जनवरी 2027"): how a
 * mail or a screen names a month of an IEP.
 */
export function formatMonthYear(month: number, year: number, locale: string = DEFAULT_FORMAT_LOCALE): string {
  return monthFormat(locale).format(new Date(Date.UTC(year, month - 1, 1)))
}

/**
 * What a format writes for a date, with English's day period in capitals ("2:05 PM"). The product's slots are
 * labelled "10:30 AM", and Intl's Indian English writes "2:05 pm": without this one English screen would show both.
 * Telugu ("PM") and Hindi ("pm") keep what Intl writes for them (decision 061).
 */
function writeTime(format: Intl.DateTimeFormat, date: Date): string {
  if (!format.resolvedOptions().locale.startsWith('en')) return format.format(date)
  return format
    .formatToParts(date)
    .map((part) => {
      if (part.type === 'dayPeriod') return part.value.toUpperCase()
      // ICU puts a narrow no-break space before the day period; V8's format() writes a plain space there, its
      // formatToParts() does not. The plain one, as format() and the slots' labels have it.
      return part.type === 'literal' ? part.value.replaceAll('\u202f', ' ') : part.value
    })
    .join('')
}

// A time of day without a day: minutes after midnight on a fixed UTC day, printed in UTC, so no zone shifts it.
const timeOfDayFormat = keptDateFormats({ hour: 'numeric', minute: '2-digit', timeZone: 'UTC' })

/**
 * "2:00 PM" for a time of day (minutes after midnight) in a language's Intl tag, written as formatMoment writes the
 * time of a moment in that language ("2:00 pm" in Hindi, "2:00 PM" in Telugu), so a slot and a cut-off read alike.
 */
export function formatTimeOfDay(minutes: number, locale: string = DEFAULT_FORMAT_LOCALE): string {
  return writeTime(timeOfDayFormat(locale), new Date(Date.UTC(2000, 0, 1, 0, minutes)))
}

const momentFormat = keptDateFormats({
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: CLINIC_TIME_ZONE,
})
const momentWithoutYearFormat = keptDateFormats({
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: CLINIC_TIME_ZONE,
})

/**
 * "24 Nov 2026, 2:05 PM" for a moment, in India's time (the centres' clock, wherever the reader is), in a language's
 * Intl tag. `withYear: false` gives "24 Nov, 2:05 PM", for a list whose moments all fall within a few days.
 */
export function formatMoment(
  moment: Date,
  locale: string = DEFAULT_FORMAT_LOCALE,
  { withYear = true }: { withYear?: boolean } = {},
): string {
  return writeTime((withYear ? momentFormat : momentWithoutYearFormat)(locale), moment)
}
