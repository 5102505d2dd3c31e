import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { messagesChunkOf, resetChunkGroups } from './chunk-groups'

const src = (file: string) => path.resolve(import.meta.dirname, 'src', file)

// A module graph as the bundler reports it: who imports whom, statically.
function graphOf(imports: Record<string, string[]>) {
  return { getModuleInfo: (id: string) => (id in imports ? { importedIds: imports[id] } : null) }
}

describe('a language’s catalogues in two chunks (decision 070)', () => {
  afterEach(() => resetChunkGroups())

  const graph = graphOf({
    [src('main.tsx')]: [src('i18n/messages.ts'), src('locales/en/common.json')],
    [src('app/routes/login-page.tsx')]: [src('locales/en/auth.json')],
    [src('app/routes/parent/frame.ts')]: [src('locales/en/parentHome.json')],
    [src('app/routes/parent/book-appointment.tsx')]: [src('locales/en/booking.json')],
  })

  it('puts the namespaces of the first screens (the app, login, a parent’s home) in the language’s first chunk', () => {
    expect(messagesChunkOf(src('locales/te/common.json'), graph)).toBe('messages-te')
    expect(messagesChunkOf(src('locales/te/auth.json'), graph)).toBe('messages-te')
    expect(messagesChunkOf(src('locales/hi/parentHome.json'), graph)).toBe('messages-hi')
  })

  it('puts every other screen’s namespaces in the rest, and the list of all catalogues in the first', () => {
    expect(messagesChunkOf(src('locales/te/booking.json'), graph)).toBe('messages-te-rest')
    expect(messagesChunkOf(src('locales/hi/iep.json'), graph)).toBe('messages-hi-rest')
    expect(messagesChunkOf(src('i18n/catalogues/te.ts'), graph)).toBe('messages-te')
  })

  it('leaves English (which rides with the features) and every other module to the other groups', () => {
    expect(messagesChunkOf(src('locales/en/auth.json'), graph)).toBeNull()
    expect(messagesChunkOf(src('i18n/messages.ts'), graph)).toBeNull()
    expect(messagesChunkOf(src('app/routes/login-page.tsx'), graph)).toBeNull()
  })
})
