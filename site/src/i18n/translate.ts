import { INTL_OF, type Language } from '@app/platform/format'
import type { Catalogue, MessageId } from './en.ts'

/** Values a message's {placeholders} take; numbers are written the language's way (Latin digits). */
export type MessageValues = Record<string, string | number>

/** Formats one message of the page's language. */
export type Translate = (id: MessageId, values?: MessageValues) => string

const numberFormats = new Map<Language, Intl.NumberFormat>()

/** A number as the language writes it, always in Latin digits: "1,50,000" in all three. */
export function formatNumber(language: Language, value: number): string {
  let format = numberFormats.get(language)
  if (!format) {
    format = new Intl.NumberFormat(INTL_OF[language], { numberingSystem: 'latn', useGrouping: true })
    numberFormats.set(language, format)
  }
  return format.format(value)
}

/** The year as the language writes it (Latin digits): the footer's copyright line. */
export const formatYear = (language: Language, date: Date) =>
  new Intl.DateTimeFormat(INTL_OF[language], { year: 'numeric', numberingSystem: 'latn' }).format(date)

/** `t` for one language: a missing id (an out-of-date catalogue sent with an older page) shows the id itself. */
export function createTranslate(language: Language, catalogue: Catalogue): Translate {
  return (id, values) => {
    const message = catalogue[id] ?? id
    if (!values) return message
    return message.replace(/\{(\w+)\}/g, (whole, name: string) => {
      const value = values[name]
      if (value === undefined) return whole
      return typeof value === 'number' ? formatNumber(language, value) : value
    })
  }
}
