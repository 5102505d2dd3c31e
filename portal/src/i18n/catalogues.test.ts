import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import { describe, expect, it } from 'vitest'
import { DEFAULT_LOCALE, LOCALES } from './locales'

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
const namespaces = [...english.keys()]
const englishIds = new Set([...english.values()].flatMap((catalogue) => Object.keys(catalogue)))

// A message id is a quoted "<namespace>.<name>" literal; ids are never built from pieces, so every use is visible.
const idPattern = new RegExp(String.raw`['"\`]((?:${namespaces.join('|')})\.[A-Za-z0-9_.-]+)['"\`]`, 'g')
const usedIds = new Map<string, string>()
for (const file of sourceFiles(srcDir)) {
  for (const match of readFileSync(file, 'utf8').matchAll(idPattern)) usedIds.set(match[1], path.relative(srcDir, file))
}

/** The {placeholders} a message fills (plural, select and formatted arguments included), sorted. */
function placeholdersOf(message: string): string[] {
  const names = new Set<string>()
  const walk = (tokens: unknown): void => {
    if (!Array.isArray(tokens)) return
    for (const token of tokens) {
      if (!Array.isArray(token)) continue
      names.add(String(token[0]))
      const cases = token[2]
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

  it('every offered language has its catalogue folder, English first among them', () => {
    const listed = new Set(LOCALES.map((locale) => locale.code))
    expect(listed.has(DEFAULT_LOCALE)).toBe(true)
    for (const { code } of LOCALES) expect(readdirSync(localesDir)).toContain(code)
  })
})
