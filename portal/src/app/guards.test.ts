import { isRedirect } from '@tanstack/react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { getSession, setSession } from '../lib/session'
import { resetSessionChecks } from '../lib/session-check'
import { resetResumeState } from '../lib/session-resume'
import { jsonResponse, makeToken, MemoryStorage, nowSeconds } from '../test/helpers'
import { guardDecision } from '../lib/access'
import { redirectSignedInUser, requireSession } from './guards'

describe('guardDecision', () => {
  it('sends the signed-out to /login', () => {
    expect(guardDecision(null, ['admin'])).toBe('login')
  })

  it('lets a listed role in', () => {
    expect(guardDecision({ role: 'admin' }, ['admin'])).toBe('allow')
    expect(guardDecision({ role: 'therapist' }, ['admin', 'parent', 'doctor', 'therapist'])).toBe('allow')
  })

  it('shows 403 to any other role, CMS roles and unknown roles included', () => {
    expect(guardDecision({ role: 'parent' }, ['admin'])).toBe('forbidden')
    expect(guardDecision({ role: 'editor' }, ['admin', 'parent', 'doctor', 'therapist'])).toBe('forbidden')
    expect(guardDecision({ role: '' }, ['parent'])).toBe('forbidden')
  })
})

async function thrownBy(action: () => unknown): Promise<unknown> {
  try {
    await action()
  } catch (error) {
    return error
  }
  return undefined
}

function redirectTarget(error: unknown): string | undefined {
  return isRedirect(error) ? (error.options.to as string | undefined) : undefined
}

describe('requireSession', () => {
  const fetchMock = vi.fn<typeof fetch>()

  beforeEach(() => {
    vi.stubGlobal('sessionStorage', new MemoryStorage())
    vi.stubGlobal('fetch', fetchMock)
    resetSessionChecks()
    resetResumeState()
  })

  afterEach(() => {
    fetchMock.mockReset()
    vi.unstubAllGlobals()
  })

  const parentToken = (exp = nowSeconds() + 3600) => makeToken({ user: { _id: 'p1', role: 'parent' }, exp })

  it('sends a visitor without a token to /login, once the browser has no sign-in to resume (401), with the page asked for', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ success: false, message: 'Your session has expired. Please log in again.' }, 401),
    )
    const error = await thrownBy(() => requireSession({ location: { href: '/parentdashboard/viewappointments' } }))
    expect(redirectTarget(error)).toBe('/login')
    expect(isRedirect(error) && error.options.search).toEqual({ redirect: '/parentdashboard/viewappointments' })
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/users/resume')
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('POST')
    // No token is sent: the HttpOnly cookie names the session.
    expect((fetchMock.mock.calls[0]?.[1]?.headers as Record<string, string>).Authorization).toBeUndefined()
  })

  it('resumes the sign-in of another tab (a link opened in a new tab): the page asked for opens, the keys are stored', async () => {
    const token = parentToken()
    fetchMock.mockResolvedValue(jsonResponse({ success: true, token, role: 'parent' }))
    await expect(requireSession({ location: { href: '/parentdashboard/viewappointments' } })).resolves.toMatchObject({
      session: { userId: 'p1', role: 'parent' },
    })
    expect([
      sessionStorage.getItem('token'),
      sessionStorage.getItem('role'),
      sessionStorage.getItem('parentId'),
    ]).toEqual([token, 'parent', 'p1'])
    // The token was just issued: the next guarded page does not ask GET /api/users/me.
    await requireSession()
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })

  it('does not resume when a stored token is expired: that tab signs out', async () => {
    setSession(parentToken(nowSeconds() - 10))
    expect(redirectTarget(await thrownBy(requireSession))).toBe('/login')
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('goes to /login when the resume cannot be answered (no network)', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))
    expect(redirectTarget(await thrownBy(requireSession))).toBe('/login')
    expect(getSession()).toBeNull()
  })

  it('clears an expired token and goes to /login', async () => {
    setSession(parentToken(nowSeconds() - 10))
    expect(redirectTarget(await thrownBy(requireSession))).toBe('/login')
    expect(sessionStorage.getItem('token')).toBeNull()
    expect(sessionStorage.getItem('parentId')).toBeNull()
  })

  it('keeps a token the server accepts, and asks only once per token', async () => {
    const token = parentToken()
    setSession(token)
    fetchMock.mockImplementation(async () => jsonResponse({ success: true, user: { _id: 'p1' } }))

    await expect(requireSession()).resolves.toMatchObject({ session: { userId: 'p1', role: 'parent' } })
    await requireSession()
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/users/me')
    expect((fetchMock.mock.calls[0]?.[1]?.headers as Record<string, string>).Authorization).toBe(`Bearer ${token}`)
  })

  it('clears a token the server answers 401 for (revoked) and goes to /login', async () => {
    setSession(parentToken())
    fetchMock.mockResolvedValue(jsonResponse({ success: false, message: 'Session ended' }, 401))

    expect(redirectTarget(await thrownBy(requireSession))).toBe('/login')
    expect(getSession()).toBeNull()
    expect(sessionStorage.getItem('role')).toBeNull()
  })

  it('after a refused (e.g. tampered) token, the same page does not resume the browser’s other sign-in in its place', async () => {
    setSession(makeToken({ user: { _id: 'x', role: 'admin' } }))
    fetchMock.mockResolvedValueOnce(jsonResponse({ success: false, message: 'Invalid token' }, 401))
    expect(redirectTarget(await thrownBy(requireSession))).toBe('/login')

    // The browser still holds a therapist's sign-in; a guard that runs again in this page goes to /login.
    fetchMock.mockResolvedValue(
      jsonResponse({ success: true, token: makeToken({ user: { _id: 't1', role: 'therapist' } }), role: 'therapist' }),
    )
    expect(redirectTarget(await thrownBy(requireSession))).toBe('/login')
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(getSession()).toBeNull()
  })

  it('keeps the session when the check fails for another reason (server error, no network)', async () => {
    setSession(parentToken())
    fetchMock.mockResolvedValueOnce(jsonResponse({ message: 'boom' }, 500))
    await expect(requireSession()).resolves.toBeDefined()

    resetSessionChecks()
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    await expect(requireSession()).resolves.toBeDefined()
    expect(getSession()?.userId).toBe('p1')
  })
})

describe('redirectSignedInUser', () => {
  beforeEach(() => vi.stubGlobal('sessionStorage', new MemoryStorage()))
  afterEach(() => vi.unstubAllGlobals())

  it('leaves the signed-out on /login', () => {
    expect(redirectSignedInUser()).toBeUndefined()
  })

  it('sends a signed-in user to their dashboard', async () => {
    setSession(makeToken({ user: { _id: 'a1', role: 'admin', centreId: 'c1' } }))
    expect(redirectTarget(await thrownBy(redirectSignedInUser))).toBe('/admindashboard')
  })
})
