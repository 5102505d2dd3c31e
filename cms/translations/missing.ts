import type { Block, Field, Payload } from 'payload'
import { CONTENT_LOCALES, DEFAULT_CONTENT_LOCALE } from '../fields/localized.ts'
import { hasLocalizedField, localizedTexts } from './localized-texts.ts'

/** A language other than English: the ones a field can lack. */
export type TranslatedLocale = Exclude<(typeof CONTENT_LOCALES)[number], typeof DEFAULT_CONTENT_LOCALE>
export const TRANSLATED_LOCALES = CONTENT_LOCALES.filter(
  (code): code is TranslatedLocale => code !== DEFAULT_CONTENT_LOCALE,
)

/** A document with fields that have English words and none in the language: the page shows those in English. */
export interface UntranslatedDocument {
  kind: 'collection' | 'global'
  slug: string
  /** The collection's or global's name in /admin, e.g. "FAQs", "Home page". */
  group: string
  id: string | null
  /** The document's title in English (its `useAsTitle` field), or the global's name. */
  title: string
  /** The document's edit page in /admin, opened in the language, relative to the admin route. */
  editPath: string
  fields: Array<{ path: string; label: string; english: string }>
}

type Doc = Record<string, unknown>

const nameOf = (labels: unknown, fallback: string) => (typeof labels === 'string' ? labels : fallback)

function untranslatedFields(fields: Field[], english: Doc, other: Doc, blocks: Block[]) {
  return localizedTexts(fields, english, other, blocks)
    .filter((text) => text.english.trim() !== '' && text.value.trim() === '')
    .map(({ path, labels, english }) => ({ path, label: labels.join(' › '), english }))
}

/**
 * Every document of the site's content whose localised text fields have an English value and none in `locale`,
 * with those fields (decision 063): the list /admin/translations shows editors. Reads through the Local API, each
 * collection twice (English, and the language without fallback).
 */
export async function missingTranslations(payload: Payload, locale: TranslatedLocale): Promise<UntranslatedDocument[]> {
  const blocks = payload.config.blocks ?? []
  const found: UntranslatedDocument[] = []
  const read = { depth: 0, fallbackLocale: false as const, overrideAccess: true }

  for (const global of payload.config.globals) {
    if (!hasLocalizedField(global.fields)) continue
    const [english, other] = await Promise.all([
      payload.findGlobal({ slug: global.slug, locale: DEFAULT_CONTENT_LOCALE, ...read }),
      payload.findGlobal({ slug: global.slug, locale, ...read }),
    ])
    const fields = untranslatedFields(global.fields, english as unknown as Doc, other as unknown as Doc, blocks)
    if (fields.length === 0) continue
    const name = nameOf(global.label, global.slug)
    found.push({
      kind: 'global',
      slug: global.slug,
      group: name,
      id: null,
      title: name,
      editPath: `/globals/${global.slug}?locale=${locale}`,
      fields,
    })
  }

  for (const collection of payload.config.collections) {
    if (!hasLocalizedField(collection.fields)) continue
    const query = { collection: collection.slug, pagination: false as const, ...read }
    const [english, other] = await Promise.all([
      payload.find({ ...query, locale: DEFAULT_CONTENT_LOCALE }),
      payload.find({ ...query, locale }),
    ])
    const others = new Map((other.docs as unknown as Doc[]).map((doc) => [String(doc.id), doc]))
    const titleField = collection.admin?.useAsTitle ?? 'id'
    for (const doc of english.docs as unknown as Doc[]) {
      const id = String(doc.id)
      const fields = untranslatedFields(collection.fields, doc, others.get(id) ?? {}, blocks)
      if (fields.length === 0) continue
      found.push({
        kind: 'collection',
        slug: collection.slug,
        group: nameOf(collection.labels?.plural, collection.slug),
        id,
        title: typeof doc[titleField] === 'string' && doc[titleField] ? (doc[titleField] as string) : id,
        editPath: `/collections/${collection.slug}/${id}?locale=${locale}`,
        fields,
      })
    }
  }
  return found
}
