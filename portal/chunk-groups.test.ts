import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { chunkGroups, messagesChunkOf, resetChunkGroups } from './chunk-groups'

const src = (file: string) => path.resolve(import.meta.dirname, 'src', file)

// A module graph as the bundler reports it: who imports whom, statically.
function graphOf(imports: Record<string, string[]>) {
  return { getModuleInfo: (id: string) => (id in imports ? { importedIds: imports[id] } : null) }
}

describe('a language’s catalogues in three chunks (decisions 070, 073)', () => {
  afterEach(() => resetChunkGroups())

  const graph = graphOf({
    [src('main.tsx')]: [src('i18n/messages.ts'), src('locales/en/common.json')],
    [src('app/routes/login-page.tsx')]: [src('locales/en/auth.json'), src('i18n/server-messages.ts')],
    [src('i18n/server-messages.ts')]: [src('locales/en/validation.json')],
    [src('app/routes/register-page.tsx')]: [src('locales/en/registration.json'), src('i18n/server-messages.ts')],
    [src('app/routes/parent/frame.ts')]: [src('locales/en/parentHome.json')],
    [src('app/routes/parent/book-appointment.tsx')]: [src('locales/en/booking.json')],
  })

  it('puts the namespaces of the app and a parent’s home in the language’s first chunk', () => {
    expect(messagesChunkOf(src('locales/te/common.json'), graph)).toBe('messages-te')
    expect(messagesChunkOf(src('locales/hi/parentHome.json'), graph)).toBe('messages-hi')
  })

  it('puts those only the signed-out pages add in a chunk of their own, the server’s validation messages with them', () => {
    expect(messagesChunkOf(src('locales/te/auth.json'), graph)).toBe('messages-te-public')
    expect(messagesChunkOf(src('locales/hi/registration.json'), graph)).toBe('messages-hi-public')
    expect(messagesChunkOf(src('locales/te/validation.json'), graph)).toBe('messages-te-public')
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

describe('the server’s messages, out of the app’s chunk (decision 073)', () => {
  afterEach(() => resetChunkGroups())

  /** The chunk the groups put a module in, the highest priority first, as the bundler asks them. */
  const chunkOf = (id: string, graph: ReturnType<typeof graphOf>) =>
    [...chunkGroups]
      .sort((a, b) => b.priority - a.priority)
      .map((group) => group.name(id, graph))
      .find(Boolean) ?? null

  const shared = {
    [src('app/routes/login-page.tsx')]: [src('features/auth/components/login-form.tsx')],
    [src('features/auth/components/login-form.tsx')]: [src('i18n/server-messages.ts'), src('lib/utils.ts')],
    [src('app/routes/register-page.tsx')]: [src('components/ui/form-field.tsx'), src('lib/utils.ts')],
    [src('components/ui/form-field.tsx')]: [src('i18n/server-messages.ts')],
    [src('i18n/server-messages.ts')]: [src('locales/en/validation.json')],
  }

  it('gives them a chunk of their own when only forms use them, and the app the rest the login shares', () => {
    const graph = graphOf({ ...shared, [src('main.tsx')]: [src('app/router.tsx')] })
    expect(chunkOf(src('i18n/server-messages.ts'), graph)).toBe('errors')
    expect(chunkOf(src('locales/en/validation.json'), graph)).toBe('errors')
    expect(chunkOf(src('lib/utils.ts'), graph)).toBe('app')
  })

  it('leaves them in the app’s chunk when the app itself runs them', () => {
    const graph = graphOf({
      ...shared,
      [src('main.tsx')]: [src('lib/api-errors.ts')],
      [src('lib/api-errors.ts')]: [src('i18n/server-messages.ts')],
    })
    expect(chunkOf(src('i18n/server-messages.ts'), graph)).toBe('app')
    expect(chunkOf(src('lib/api-errors.ts'), graph)).toBe('app')
  })
})
