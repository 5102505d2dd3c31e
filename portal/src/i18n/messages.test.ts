import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { compileCatalogues } from './compile-catalogues'
import { activateLocale, deviceLocale, i18n, registerMessages } from './messages'

describe('registerMessages', () => {
  const messages = registerMessages({
    'test.greeting': 'Dear {name},',
    'test.children': '{count, plural, one {# child} other {# children}}',
    'test.role': '{role, select, admin {Admin Dashboard} other {Dashboard}}',
  })

  it('formats placeholders, plurals and selects in English', () => {
    expect(messages.t('test.greeting', { name: 'Asha' })).toBe('Dear Asha,')
    expect(messages.t('test.children', { count: 1 })).toBe('1 child')
    expect(messages.t('test.children', { count: 1200 })).toBe('1,200 children')
    expect(messages.t('test.role', { role: 'admin' })).toBe('Admin Dashboard')
    expect(messages.t('test.role', { role: 'someone' })).toBe('Dashboard')
  })
})

describe('compileCatalogues', () => {
  const plugin = compileCatalogues()
  const transform = plugin.transform as (code: string, id: string) => { code: string } | null

  it('compiles a catalogue into ready-to-format messages while building', () => {
    const out = transform(JSON.stringify({ 'x.hello': 'Hello {name}' }), '/repo/portal/src/locales/en/x.json')
    expect(JSON.parse(out!.code)).toEqual({ 'x.hello': ['Hello ', ['name']] })
  })

  it('leaves every other JSON file alone', () => {
    expect(transform('{"a":"b"}', '/repo/portal/src/data/x.json')).toBeNull()
  })
})

describe('localizeServerMessage', () => {
  it("shows a shared schema's sentence through the catalogue, values included, and an unknown one as written", async () => {
    const { localizeServerMessage } = await import('./server-messages')
    expect(localizeServerMessage('Username is required')).toBe('Username is required')
    expect(localizeServerMessage('Must be at most 120 characters')).toBe('Must be at most 120 characters')
    expect(localizeServerMessage('Child not found.')).toBe('Child not found.')
    expect(localizeServerMessage(undefined)).toBeUndefined()
  })

  it('answers in the active language once a translation of the sentence exists', async () => {
    const { localizeServerMessage } = await import('./server-messages')
    i18n.load('xx', { 'validation.maxLength': 'At most {max}, please', 'validation.usernameRequired': 'Name?' })
    i18n.activate('xx')
    try {
      expect(localizeServerMessage('Must be at most 120 characters')).toBe('At most 120, please')
      expect(localizeServerMessage('Username is required')).toBe('Name?')
    } finally {
      i18n.activate('en')
    }
  })
})

describe('activateLocale', () => {
  let stored: Map<string, string>
  beforeEach(() => {
    stored = new Map()
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => stored.set(key, value),
    })
    vi.stubGlobal('document', { documentElement: { lang: 'en' } })
  })
  afterEach(async () => {
    await activateLocale('en')
    vi.unstubAllGlobals()
  })

  it('remembers a language picked on the login page on the device at once, before its catalogues have loaded', async () => {
    const switching = activateLocale('te')
    // A page opened in this instant (a new tab, a reload) reads the device's choice and speaks Telugu.
    expect(deviceLocale()).toBe('te')
    expect(i18n.locale).toBe('en')
    await switching
    expect(i18n.locale).toBe('te')
    expect(document.documentElement.lang).toBe('te')
  })

  it('ends in the language picked last, even when an earlier pick was still loading', async () => {
    const hindi = activateLocale('hi')
    const english = activateLocale('en')
    await Promise.all([hindi, english])
    expect(deviceLocale()).toBe('en')
    expect(i18n.locale).toBe('en')
  })
})
