import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { compileCatalogues } from './compile-catalogues'
import { activateLocale, deviceLocale, i18n, registeredCataloguesLoaded, registerMessages } from './messages'

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
    // A cookie jar as the browser keeps one: each write sets or, with max-age=0, removes one cookie.
    const jar = new Map<string, string>()
    vi.stubGlobal('document', {
      documentElement: { lang: 'en' },
      get cookie() {
        return [...jar].map(([name, value]) => `${name}=${value}`).join('; ')
      },
      set cookie(written: string) {
        const [pair, ...attributes] = written.split(';').map((part) => part.trim())
        const [name, value] = pair.split('=')
        if (attributes.includes('max-age=0')) jar.delete(name)
        else jar.set(name, value)
      },
    })
    vi.stubGlobal('window', { location: { protocol: 'http:' } })
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
    expect(document.documentElement.dir).toBe('ltr')
  })

  it('tells the server too (a cookie), so the login page comes in that language next time; English is no cookie', async () => {
    await activateLocale('te')
    expect(document.cookie).toBe('portal_lang=te')
    await activateLocale('hi')
    expect(document.cookie).toBe('portal_lang=hi')
    await activateLocale('en')
    expect(document.cookie).toBe('')
  })

  it("loads only the catalogues of the screens loaded so far, and a later screen's when it registers its own", async () => {
    // The test's own namespace and the server messages' (imported above) are registered; the booking form's is not.
    await import('./server-messages')
    await activateLocale('te')
    const telugu = () => Object.keys(i18n.messages)
    expect(telugu().some((id) => id.startsWith('validation.'))).toBe(true)
    expect(telugu().some((id) => id.startsWith('booking.'))).toBe(false)
    const booking = (await import('../locales/en/booking.json')).default
    registerMessages(booking)
    // Until its Telugu is here (a dialog that does not wait), the English, never the message's id.
    expect(i18n._('booking.toast.booked')).toBe(booking['booking.toast.booked'])
    await registeredCataloguesLoaded()
    expect(i18n._('booking.toast.booked')).not.toBe(booking['booking.toast.booked'])
    expect(telugu().some((id) => id.startsWith('booking.'))).toBe(true)
  })

  it('ends in the language picked last, even when an earlier pick was still loading', async () => {
    const hindi = activateLocale('hi')
    const english = activateLocale('en')
    await Promise.all([hindi, english])
    expect(deviceLocale()).toBe('en')
    expect(i18n.locale).toBe('en')
  })
})
