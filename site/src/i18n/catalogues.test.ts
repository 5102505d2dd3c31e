import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { answerRequiredMessage, CHILD_NAME_REQUIRED_MESSAGE } from '@app/enquiries/schema'
import { CATALOGUES } from './catalogues.ts'
import { en, type MessageId } from './en.ts'
import { localizeServerMessage, SERVER_SENTENCES } from './server-messages.ts'
import { createTranslate } from './translate.ts'

const srcDir = path.resolve(import.meta.dirname, '..')
const englishIds = Object.keys(en) as MessageId[]
const prefixes = [...new Set(englishIds.map((id) => id.split('.')[0]))]

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    const isCatalogue = /^(en|te|hi)\.ts$/.test(entry.name) && dir === import.meta.dirname
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !isCatalogue ? [full] : []
  })
}

// An id is a quoted "<area>.<name>" literal; ids are never built from pieces, so every use is visible.
const idPattern = new RegExp(String.raw`['"\`]((?:${prefixes.join('|')})\.[A-Za-z0-9_.]+)['"\`]`, 'g')
const usedIds = new Map<string, string>()
for (const file of sourceFiles(srcDir)) {
  for (const match of readFileSync(file, 'utf8').matchAll(idPattern)) usedIds.set(match[1], path.relative(srcDir, file))
}

/** The {placeholders} and <tags> a message fills, sorted: a translation keeps every one of them. */
const slotsOf = (message: string) => [...message.matchAll(/\{\w+\}|<\/?\w+>/g)].map((match) => match[0]).sort()

describe('the site’s catalogues', () => {
  it('every id the code uses is in the English catalogue', () => {
    const missing = [...usedIds].filter(([id]) => !(id in en)).map(([id, file]) => `${id} (${file})`)
    expect(missing).toEqual([])
  })

  it('every English message is used somewhere in the code', () => {
    expect(englishIds.filter((id) => !usedIds.has(id))).toEqual([])
  })

  it.each(['te', 'hi'] as const)('%s has exactly the English ids, each with the same placeholders and tags', (code) => {
    const catalogue = CATALOGUES[code]
    expect(Object.keys(catalogue).sort()).toEqual([...englishIds].sort())
    const changed = englishIds.filter((id) => slotsOf(catalogue[id]).join() !== slotsOf(en[id]).join())
    expect(changed).toEqual([])
  })

  it.each(['te', 'hi'] as const)('%s is written in its own script, not left in English', (code) => {
    const script = code === 'te' ? /[\u0C00-\u0C7F]/ : /[\u0900-\u097F]/
    expect(englishIds.filter((id) => !script.test(CATALOGUES[code][id]))).toEqual([])
  })

  it('each server sentence the site translates is, word for word, its English entry', () => {
    for (const [sentence, id] of SERVER_SENTENCES) expect(en[id], id).toBe(sentence)
  })
})

describe('localizeServerMessage', () => {
  const te = createTranslate('te', CATALOGUES.te)

  it('says a known sentence in the page’s language, with its number, and leaves an unknown one as it was', () => {
    expect(localizeServerMessage(te, CHILD_NAME_REQUIRED_MESSAGE)).toBe('బిడ్డ పేరు తప్పనిసరి')
    expect(localizeServerMessage(te, answerRequiredMessage(12))).toBe('దయచేసి 12వ ప్రశ్నకు సమాధానం ఇవ్వండి')
    expect(localizeServerMessage(te, 'Must be at most 500 characters')).toBe('గరిష్ఠంగా 500 అక్షరాలు మాత్రమే ఉండాలి')
    expect(localizeServerMessage(te, 'Something new')).toBe('Something new')
  })

  it('writes numbers with Indian grouping and Latin digits in every language', () => {
    const hi = createTranslate('hi', CATALOGUES.hi)
    expect(hi('enquiry.review.answered', { answered: 3, total: 150000 })).toBe('1,50,000 में से 3 सवालों के जवाब दिए')
  })
})
