import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { LOCALE_PRELOADS } from '../../route-preloads'
import { LOCALE_STORAGE_KEY } from './locales'

// index.html's early script, run as the page runs it: with the device's storage and the page's head.
const files = {
  te: ['/app/assets/messages-te-B.js', '/app/assets/noto-sans-telugu-400-D.woff2'],
  hi: ['/app/assets/messages-hi-C.js'],
}
const run = () => (new Function(`return ${LOCALE_PRELOADS}`)() as (files: unknown) => void)(files)

describe('the chosen language’s catalogues asked for by index.html, with the app’s scripts', () => {
  let stored: Record<string, string>
  let appended: Record<string, string>[]
  beforeEach(() => {
    stored = {}
    appended = []
    vi.stubGlobal('localStorage', { getItem: (key: string) => stored[key] ?? null })
    vi.stubGlobal('document', {
      createElement: () => ({}),
      head: { appendChild: (link: (typeof appended)[number]) => appended.push(link) },
    })
  })
  afterEach(() => vi.unstubAllGlobals())

  it('preloads that language’s first messages and its script’s faces on a device that chose Telugu', () => {
    stored[LOCALE_STORAGE_KEY] = 'te'
    run()
    expect(appended).toEqual([
      { rel: 'modulepreload', href: files.te[0], crossOrigin: '' },
      // A font is preloaded as one, fetched without credentials as @font-face fetches it, so the two are one request.
      { rel: 'preload', as: 'font', type: 'font/woff2', href: files.te[1], crossOrigin: '' },
    ])
  })

  it('asks for nothing in English, for a language no longer offered, or when storage cannot be read', () => {
    run()
    stored[LOCALE_STORAGE_KEY] = 'en'
    run()
    stored[LOCALE_STORAGE_KEY] = 'ur'
    run()
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('storage is off')
      },
    })
    run()
    expect(appended).toEqual([])
  })
})
