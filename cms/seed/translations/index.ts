import type { Block, Field, Payload } from 'payload'
import { hasLocalizedField, localizedTexts } from '../../translations/localized-texts.ts'
import { TRANSLATED_LOCALES, type TranslatedLocale } from '../../translations/missing.ts'
import { SEED_ENGLISH, type SeedTranslation } from './english.ts'
import { HINDI } from './hi.ts'
import { TELUGU } from './te.ts'

const TRANSLATIONS: Record<TranslatedLocale, SeedTranslation> = { te: TELUGU, hi: HINDI }

type Doc = Record<string, unknown>

/** Pairs each English text of `english` with the text at the same place in `translated`. */
function pairTexts(english: unknown, translated: unknown, pairs: Map<string, string>) {
  if (typeof english === 'string') {
    if (typeof translated === 'string' && translated.trim() && english.trim()) pairs.set(english, translated)
  } else if (Array.isArray(english)) {
    if (Array.isArray(translated)) english.forEach((item, index) => pairTexts(item, translated[index], pairs))
  } else if (english && typeof english === 'object' && translated && typeof translated === 'object') {
    for (const [key, value] of Object.entries(english)) pairTexts(value, (translated as Doc)[key], pairs)
  }
}

/** English text -> its translation in `locale`, for every text the seed wrote in English. */
export function seedDictionary(locale: TranslatedLocale): (english: string) => string | undefined {
  const { patterns = [], ...translation } = TRANSLATIONS[locale]
  const pairs = new Map<string, string>()
  pairTexts(SEED_ENGLISH, translation, pairs)
  return (english) => {
    const found = pairs.get(english)
    if (found) return found
    for (const [pattern, replacement] of patterns)
      if (pattern.test(english)) return english.replace(pattern, replacement)
    return undefined
  }
}

/**
 * Fills the Telugu and Hindi of the seeded words: a field gets the translation only while it is empty in that
 * language and its English is still the seed's own (an editor's English has no seeded translation), so a database
 * seeded in English only gets its translations on the next start and an editor's words are never overwritten.
 * Array rows and blocks are written whole, as read in that language, with only the empty words filled.
 */
export async function seedTranslations(payload: Payload): Promise<boolean> {
  const blocks = payload.config.blocks ?? []
  const read = { depth: 0, fallbackLocale: false as const, overrideAccess: true }
  let wrote = false

  /** The top-level fields to write in `locale` once the translations are filled in, or null when none is. */
  const fill = (fields: Field[], english: Doc, other: Doc, translate: (text: string) => string | undefined) => {
    const changed = new Set<string>()
    for (const text of localizedTexts(fields, english, other, blocks as Block[])) {
      if (text.value.trim() || !text.english.trim()) continue
      const translated = translate(text.english)
      if (!translated) continue
      text.set(translated)
      changed.add(text.path.split('.')[0])
    }
    return changed.size === 0 ? null : Object.fromEntries([...changed].map((name) => [name, other[name]]))
  }

  for (const locale of TRANSLATED_LOCALES) {
    const translate = seedDictionary(locale)
    for (const global of payload.config.globals) {
      if (!hasLocalizedField(global.fields)) continue
      const [english, other] = await Promise.all([
        payload.findGlobal({ slug: global.slug, locale: 'en', ...read }),
        payload.findGlobal({ slug: global.slug, locale, ...read }),
      ])
      const data = fill(global.fields, english as unknown as Doc, other as unknown as Doc, translate)
      if (!data) continue
      await payload.updateGlobal({ slug: global.slug, locale, data, depth: 0, overrideAccess: true })
      wrote = true
    }
    for (const collection of payload.config.collections) {
      if (!hasLocalizedField(collection.fields)) continue
      const query = { collection: collection.slug, pagination: false as const, ...read }
      const [english, other] = await Promise.all([
        payload.find({ ...query, locale: 'en' }),
        payload.find({ ...query, locale }),
      ])
      const others = new Map((other.docs as unknown as Doc[]).map((doc) => [String(doc.id), doc]))
      for (const doc of english.docs as unknown as Doc[]) {
        const target = others.get(String(doc.id))
        const data = target && fill(collection.fields, doc, target, translate)
        if (!data) continue
        await payload.update({
          collection: collection.slug,
          id: String(doc.id),
          locale,
          data,
          depth: 0,
          overrideAccess: true,
        })
        wrote = true
      }
    }
  }
  return wrote
}
