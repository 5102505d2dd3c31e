import { readFileSync } from 'node:fs'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { localSourcesOf } from '@app/platform/script-faces'
import { LOCALE_PRELOADS, type LocaleFiles } from '../../route-preloads'
import { stubDeviceFonts } from '../test/helpers'
import { LOCALE_STORAGE_KEY } from './locales'

// index.html's early script, run as the page runs it: with the device's storage, its fonts and the page's head.
const files: Record<string, LocaleFiles> = {
  te: {
    modules: ['/app/assets/messages-te-B.js'],
    routes: [['^/login/?$', ['/app/assets/messages-te-public-F.js']]],
    faces: {
      local: "local('Noto Sans Telugu'),local('NotoSansTelugu-Regular')",
      files: ['/app/assets/noto-sans-telugu-400-D.woff2', '/app/assets/noto-sans-telugu-700-E.woff2'],
    },
  },
  hi: {
    modules: ['/app/assets/messages-hi-C.js'],
    routes: [
      ['^/parentdashboard/?$', []],
      [
        '^/parentdashboard/bookappointment',
        ['/app/assets/messages-hi-rest-H.js', '/app/assets/messages-hi-public-G.js'],
      ],
      ['^/(login|register)/?$', ['/app/assets/messages-hi-public-G.js']],
    ],
  },
}
const run = () => (new Function(`return ${LOCALE_PRELOADS}`)() as (files: unknown) => void)(files)
/** Lets the FontFace checks' promises settle. */
const settled = () => new Promise((resolve) => setTimeout(resolve))

const TELUGU_MESSAGES = { rel: 'modulepreload', href: files.te.modules[0], crossOrigin: '' }
// A font is preloaded as one, fetched without credentials as @font-face fetches it, so the two are one request.
const TELUGU_FACES = files.te.faces!.files.map((href) => ({
  rel: 'preload',
  as: 'font',
  type: 'font/woff2',
  href,
  crossOrigin: '',
}))

describe('the chosen language’s catalogues asked for by index.html, with the app’s scripts', () => {
  let stored: Record<string, string>
  let appended: Record<string, string>[]
  /** The `local()` sources the device was asked about, and whether it has them. */
  let asked: string[]
  let deviceHasFont: boolean
  beforeEach(() => {
    stored = {}
    appended = []
    deviceHasFont = false
    vi.stubGlobal('localStorage', { getItem: (key: string) => stored[key] ?? null })
    vi.stubGlobal('location', { pathname: '/parentdashboard' })
    vi.stubGlobal('document', {
      createElement: () => ({}),
      head: { appendChild: (link: (typeof appended)[number]) => appended.push(link) },
    })
    asked = stubDeviceFonts(() => deviceHasFont)
  })
  afterEach(() => vi.unstubAllGlobals())

  it('preloads that language’s first messages, and its script’s faces on a device without a font for it', async () => {
    stored[LOCALE_STORAGE_KEY] = 'te'
    run()
    await settled()
    expect(asked).toEqual([files.te.faces!.local])
    expect(appended).toEqual([TELUGU_MESSAGES, ...TELUGU_FACES])
  })

  it('leaves the faces to a phone that draws the script with its own font', async () => {
    stored[LOCALE_STORAGE_KEY] = 'te'
    deviceHasFont = true
    run()
    await settled()
    expect(asked).toEqual([files.te.faces!.local])
    expect(appended).toEqual([TELUGU_MESSAGES])
  })

  it('preloads the faces where the browser cannot be asked', async () => {
    stored[LOCALE_STORAGE_KEY] = 'te'
    vi.stubGlobal('FontFace', undefined)
    run()
    await settled()
    expect(appended).toEqual([TELUGU_MESSAGES, ...TELUGU_FACES])
  })

  it('adds the catalogues the route’s screens need beyond the first chunk, of the first route that matches (decision 073)', async () => {
    stored[LOCALE_STORAGE_KEY] = 'hi'
    const preloadedOn = async (pathname: string) => {
      appended = []
      vi.stubGlobal('location', { pathname })
      run()
      await settled()
      return appended.map((link) => link.href)
    }
    const [first] = files.hi.modules
    expect(await preloadedOn('/login')).toEqual([first, '/app/assets/messages-hi-public-G.js'])
    expect(await preloadedOn('/Register/')).toEqual([first, '/app/assets/messages-hi-public-G.js'])
    expect(await preloadedOn('/parentdashboard/bookappointment')).toEqual([
      first,
      '/app/assets/messages-hi-rest-H.js',
      '/app/assets/messages-hi-public-G.js',
    ])
    expect(await preloadedOn('/parentdashboard')).toEqual([first])
    expect(await preloadedOn('/games')).toEqual([first])
  })

  it('asks nothing about fonts for a language whose script needs no faces of ours', async () => {
    stored[LOCALE_STORAGE_KEY] = 'hi'
    run()
    await settled()
    expect(asked).toEqual([])
    expect(appended).toEqual([{ rel: 'modulepreload', href: files.hi.modules[0], crossOrigin: '' }])
  })

  it('asks for nothing in English, for a language no longer offered, or when storage cannot be read', async () => {
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
    await settled()
    expect(appended).toEqual([])
    expect(asked).toEqual([])
  })
})

describe('the device’s own font, named as the stylesheet names it', () => {
  const css = readFileSync(path.resolve(import.meta.dirname, '../assets/fonts/indic-fonts.css'), 'utf8')

  it('takes the regular face’s local() sources of each script', () => {
    expect(localSourcesOf(css, 'noto-sans-telugu-telugu-')).toBe(
      "local('Noto Sans Telugu'),local('NotoSansTelugu-Regular')",
    )
    expect(localSourcesOf(css, 'noto-sans-devanagari-devanagari-')).toBe(
      "local('Noto Sans Devanagari'),local('NotoSansDevanagari-Regular')",
    )
  })

  it('fails the build when the stylesheet has no such face', () => {
    expect(() => localSourcesOf(css, 'noto-sans-tamil-tamil-')).toThrow(/no @font-face with local\(\) sources/)
  })
})
