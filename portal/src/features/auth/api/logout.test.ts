import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { setSession } from '../../../lib/session'
import { jsonResponse, makeToken, MemoryStorage } from '../../../test/helpers'
import { logout } from './logout'

describe('logout', () => {
  const fetchMock = vi.fn<typeof fetch>()
  let storage: MemoryStorage

  beforeEach(() => {
    storage = new MemoryStorage()
    vi.stubGlobal('sessionStorage', storage)
    vi.stubGlobal('fetch', fetchMock)
  })

  afterEach(() => {
    fetchMock.mockReset()
    vi.unstubAllGlobals()
  })

  function signInAsAdmin(): string {
    const token = makeToken({ user: { _id: 'a1', role: 'admin', centreId: 'c1' } })
    setSession(token)
    storage.setItem('childId', 'k1')
    return token
  }

  it('ends the session on the server, then removes token, role, centreId and adminId', async () => {
    const token = signInAsAdmin()
    fetchMock.mockResolvedValue(jsonResponse({ success: true }))

    await logout()

    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/users/logout')
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('POST')
    expect((fetchMock.mock.calls[0]?.[1]?.headers as Record<string, string>).Authorization).toBe(`Bearer ${token}`)
    expect(storage.length).toBe(0)
  })

  it('still signs out locally when the server cannot be reached or says the token is dead', async () => {
    signInAsAdmin()
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    await logout()
    expect(storage.length).toBe(0)

    signInAsAdmin()
    fetchMock.mockResolvedValueOnce(jsonResponse({ success: false, message: 'Your session has expired.' }, 401))
    await logout()
    expect(storage.length).toBe(0)
  })

  it('calls nobody when no one is signed in', async () => {
    await logout()
    expect(fetchMock).not.toHaveBeenCalled()
  })
})
