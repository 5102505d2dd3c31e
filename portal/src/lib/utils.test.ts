import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { twMerge } from 'tailwind-merge'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cn, mergeClasses } from './utils'

const SOURCE = path.resolve(import.meta.dirname, '..')

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name)
    if (statSync(file).isDirectory()) return sourceFiles(file)
    // utils.ts names the groups (`text-size`), which read like utilities and are none.
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && file !== path.join(SOURCE, 'lib/utils.ts')
      ? [file]
      : []
  })
}

/** Every word of every string in the portal's source that tailwind-merge knows as a utility. */
function utilitiesInSource(): string[] {
  const words = new Set<string>()
  for (const file of sourceFiles(SOURCE)) {
    for (const literal of readFileSync(file, 'utf8').matchAll(/'([^'\n]*)'|"([^"\n]*)"|`([^`]*)`/g)) {
      for (const piece of (literal[1] ?? literal[2] ?? literal[3]).split(/\s+/)) {
        // Template strings hold quoted pieces of their own (`${a ? 'text-white' : 'text-black'}`).
        const word = piece.replace(/^[\s'"{(]+|['"},;)]+$/g, '')
        if (word) words.add(word)
      }
    }
  }
  // A utility written twice is merged into one; anything else (words of text, ids) is left alone.
  return [...words].filter((word) => twMerge(`${word} ${word}`) === word)
}

describe('cn', () => {
  afterEach(() => vi.restoreAllMocks())
  it('when a later utility overrides an earlier one, then only the later one is kept', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    expect(cn('px-4 py-2', 'px-6')).toBe('py-2 px-6')
    expect(cn('p-6', 'px-2')).toBe('p-6 px-2')
    expect(cn('px-2', 'p-6')).toBe('p-6')
    expect(cn('flex', 'hidden')).toBe('hidden')
    expect(cn('text-slate-900', 'text-red-700 text-sm')).toBe('text-red-700 text-sm')
    expect(cn('hover:bg-white', 'hover:bg-slate-50 bg-teal-600')).toBe('hover:bg-slate-50 bg-teal-600')
    expect(cn('border-l-2 border-slate-200', 'border-4 border-red-600')).toBe('border-4 border-red-600')
  })
  it('when a string overrides a class in development, then a warning names it once (screens use variants)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    try {
      expect(cn('h-10 w-full', 'h-9 w-24')).toBe('h-9 w-24')
      expect(cn('h-10 w-full', 'h-9 w-24')).toBe('h-9 w-24')
      expect(cn('grid gap-2', 'sm:col-span-2')).toBe('grid gap-2 sm:col-span-2')
      expect(warn).toHaveBeenCalledTimes(1)
      expect(String(warn.mock.calls[0][0])).toContain('"h-10 w-full h-9 w-24" overrides a class')
    } finally {
      warn.mockRestore()
    }
  })
  it('when nothing overrides, then the classes are joined as given, falsy values dropped', () => {
    expect(cn('grid gap-2', false, undefined, 'sm:col-span-2')).toBe('grid gap-2 sm:col-span-2')
    expect(mergeClasses('grid gap-2 sm:col-span-2')).toBe('grid gap-2 sm:col-span-2')
    // A side's border next to the whole border's (the toasts), a read-only shade beside the base background
    // (the inputs): nothing to override.
    for (const classes of [
      'rounded-xl border bg-white border-teal-200 border-l-4 border-l-teal-600',
      'border border-slate-300 bg-white h-10 py-2 read-only:bg-slate-50',
    ]) {
      expect(mergeClasses(classes)).toBe(classes)
    }
    expect(cn('border border-slate-200', 'border-l-4 border-l-red-600')).toBe(
      'border border-slate-200 border-l-4 border-l-red-600',
    )
  })
  it("when any two of the portal's utilities are joined, then the answer is tailwind-merge's", () => {
    const utilities = utilitiesInSource()
    expect(utilities.length).toBeGreaterThan(300)
    const differing: string[] = []
    for (const a of utilities) {
      for (const b of utilities) {
        if (a === b) continue
        const pair = `${a} ${b}`
        const expected = twMerge(pair)
        if (mergeClasses(pair) !== expected) differing.push(`${pair}: "${mergeClasses(pair)}", not "${expected}"`)
      }
    }
    expect(differing).toEqual([])
  }, 60_000) // about 800,000 pairs: 7 s alone, more beside other test files
})
