import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import { describe, expect, it } from 'vitest'
import { GENDERS, SCHOOL_BOARDS } from '@app/children/schema'
import { CONSULTATION_TYPE_NAMES } from '@app/appointments/schema'
import { CONSENT_TEXT, STAGE_LABELS, VIDEO_CONSENT_TEXT } from '@app/enquiries/schema'
import { THERAPY_TYPES } from '@app/iep/schema'
import { CONSENT_WORDING } from '@app/messaging/schema'
import { DEFAULT_LOCALE, LOCALES } from './locales'

// The schemas whose messages the portal shows (its forms validate with them, the server answers with them).
const SHARED_SCHEMAS = [
  'platform/src/schema.ts',
  'platform/src/paging.ts',
  'accounts/src/accounts.schema.ts',
  'appointments/src/appointments.schema.ts',
  'appointments/src/calendar.schema.ts',
  'children/src/children.schema.ts',
  'centres/src/centres.schema.ts',
  'iep/src/iep.schema.ts',
  'enquiries/src/enquiries.schema.ts',
  'schedule/src/schedule.schema.ts',
  'messaging/src/messaging.schema.ts',
]
// Values the API stores (picked in forms), not messages; and the enquiry's consent, a versioned text stored word
// for word with each enquiry, which must read as the parent accepted it, never as a translation of it.
const SCHEMA_OPTION_VALUES: readonly string[] = [
  ...GENDERS,
  ...SCHOOL_BOARDS,
  ...CONSULTATION_TYPE_NAMES,
  ...THERAPY_TYPES,
  ...Object.values(STAGE_LABELS),
  ...CONSENT_TEXT.split('\n\n'),
  VIDEO_CONSENT_TEXT,
  // The reminders' consent, stored word for word with the parent's choices (the same reason as the enquiry's).
  CONSENT_WORDING,
  // How the schedule's reasons name a doctor ("Dr. Rao", or "The doctor" without a name): part of a sentence.
  'The doctor',
  'Dr. {value}',
]

const srcDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const localesDir = path.join(srcDir, 'locales')

type Catalogue = Record<string, string>

function readCatalogues(locale: string): Map<string, Catalogue> {
  const dir = path.join(localesDir, locale)
  return new Map(
    readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .map((file) => [
        file.replace(/\.json$/, ''),
        JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Catalogue,
      ]),
  )
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'locales' ? [] : sourceFiles(full)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : []
  })
}

const english = readCatalogues(DEFAULT_LOCALE)
// The validation catalogue is used by the shared schemas' sentences, not by ids in the portal's code.
const SERVER_NAMESPACE = 'validation'

const namespaces = [...english.keys()]
const englishIds = new Set(
  [...english].flatMap(([namespace, catalogue]) => (namespace === SERVER_NAMESPACE ? [] : Object.keys(catalogue))),
)

// A message id is a quoted "<namespace>.<name>" literal; ids are never built from pieces, so every use is visible.
const idPattern = new RegExp(String.raw`['"\`]((?:${namespaces.join('|')})\.[A-Za-z0-9_.-]+)['"\`]`, 'g')
const usedIds = new Map<string, string>()
for (const file of sourceFiles(srcDir)) {
  for (const match of readFileSync(file, 'utf8').matchAll(idPattern)) usedIds.set(match[1], path.relative(srcDir, file))
}

/** The {placeholders} a message fills (plural, select and formatted arguments included) and its select cases, sorted. */
function placeholdersOf(message: string): string[] {
  const names = new Set<string>()
  const walk = (tokens: unknown): void => {
    if (!Array.isArray(tokens)) return
    for (const token of tokens) {
      if (!Array.isArray(token)) continue
      names.add(String(token[0]))
      const cases = token[2]
      // A select's cases are the values it is given ("parent", "admin"): a translation keeps every one of them.
      // Plural categories differ between languages and are not compared.
      if (token[1] === 'select' && cases && typeof cases === 'object') {
        names.add(`${String(token[0])} select: ${Object.keys(cases).sort().join(' ')}`)
      }
      if (cases && typeof cases === 'object') Object.values(cases).forEach(walk)
    }
  }
  walk(compileMessage(message))
  return [...names].sort()
}

describe('message catalogues', () => {
  it('every message id the code uses is in the English catalogue', () => {
    const missing = [...usedIds].filter(([id]) => !englishIds.has(id)).map(([id, file]) => `${id} (${file})`)
    expect(missing).toEqual([])
  })

  it('every English message is used somewhere in the code', () => {
    expect([...englishIds].filter((id) => !usedIds.has(id))).toEqual([])
  })

  it('the validation catalogue knows every sentence of the schemas the server shares with the portal, and no other', () => {
    const schemaSentences = new Set<string>()
    for (const file of SHARED_SCHEMAS) {
      const code = readFileSync(path.join(srcDir, '../../modules', file), 'utf8').replace(
        /\/\*[\s\S]*?\*\/|\/\/.*$/gm,
        '',
      )
      for (const [, quoted] of code.matchAll(/'([A-Z][^'\n]* [^'\n]*)'/g)) schemaSentences.add(quoted)
      // A sentence built from a value (`Must be at most ${max} characters`) is one message with a placeholder.
      for (const [, template] of code.matchAll(/`([A-Z][^`\n]* [^`\n]*)`/g)) {
        schemaSentences.add(template.replace(/\$\{[^}]*\}/g, '{value}'))
      }
    }
    for (const option of SCHEMA_OPTION_VALUES) schemaSentences.delete(option)
    const patterns = Object.values(english.get(SERVER_NAMESPACE) ?? {}).map(
      (message) =>
        new RegExp(
          `^${message
            .split(/\{\w+\}/)
            .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
            .join('.+?')}$`,
        ),
    )
    const unknown = [...schemaSentences].filter((sentence) => !patterns.some((pattern) => pattern.test(sentence)))
    expect(unknown).toEqual([])
    const stale = patterns.filter((pattern) => ![...schemaSentences].some((sentence) => pattern.test(sentence)))
    expect(stale.map(String)).toEqual([])
  })

  it("each catalogue holds only its own namespace's ids", () => {
    const misplaced = [...english].flatMap(([namespace, catalogue]) =>
      Object.keys(catalogue).filter((id) => !id.startsWith(`${namespace}.`)),
    )
    expect(misplaced).toEqual([])
  })

  it('every message, in every language present, is valid ICU MessageFormat', () => {
    const invalid: string[] = []
    for (const locale of readdirSync(localesDir)) {
      for (const [namespace, catalogue] of readCatalogues(locale)) {
        for (const [id, message] of Object.entries(catalogue)) {
          if (typeof message !== 'string') invalid.push(`${locale}/${namespace}: ${id} is not a string`)
          else
            try {
              compileMessage(message)
            } catch (error) {
              invalid.push(`${locale}/${namespace}: ${id}: ${(error as Error).message}`)
            }
        }
      }
    }
    expect(invalid).toEqual([])
  })

  it('every offered language is complete: the same ids as English, filling the same placeholders', () => {
    for (const { code } of LOCALES.filter((locale) => locale.code !== DEFAULT_LOCALE)) {
      const translated = readCatalogues(code)
      for (const [namespace, source] of english) {
        const catalogue = translated.get(namespace) ?? {}
        expect(Object.keys(catalogue).sort(), `${code}/${namespace}.json ids`).toEqual(Object.keys(source).sort())
        for (const [id, message] of Object.entries(source)) {
          expect(placeholdersOf(catalogue[id]), `${code}: ${id}`).toEqual(placeholdersOf(message))
        }
      }
    }
  })

  it('every translated catalogue present, offered or still being written, has the ids and placeholders of its English one', () => {
    for (const locale of readdirSync(localesDir).filter((code) => code !== DEFAULT_LOCALE)) {
      for (const [namespace, catalogue] of readCatalogues(locale)) {
        const source = english.get(namespace)
        expect(source, `${locale}/${namespace}.json has no English catalogue`).toBeDefined()
        expect(Object.keys(catalogue).sort(), `${locale}/${namespace}.json ids`).toEqual(
          Object.keys(source ?? {}).sort(),
        )
        for (const [id, message] of Object.entries(source ?? {})) {
          if (typeof catalogue[id] !== 'string') continue
          expect(placeholdersOf(catalogue[id]), `${locale}: ${id}`).toEqual(placeholdersOf(message))
        }
      }
    }
  })

  it('every offered language has its catalogue folder, English first among them', () => {
    const listed = new Set(LOCALES.map((locale) => locale.code))
    expect(listed.has(DEFAULT_LOCALE)).toBe(true)
    for (const { code } of LOCALES) expect(readdirSync(localesDir)).toContain(code)
  })
})
