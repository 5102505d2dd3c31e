import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { MemoryStorage, jsonResponse, makeToken } from '../test/helpers'
import { ApiError, apiFetch, setUnauthorizedHandler } from './api'
import { setSession } from './session'

describe('apiFetch', () => {
  const fetchMock = vi.fn<typeof fetch>()
  const onUnauthorized = vi.fn()

  beforeEach(() => {
    vi.stubGlobal('sessionStorage', new MemoryStorage())
    vi.stubGlobal('fetch', fetchMock)
    setUnauthorizedHandler(onUnauthorized)
  })

  afterEach(() => {
    fetchMock.mockReset()
    onUnauthorized.mockReset()
    setUnauthorizedHandler(null)
    vi.unstubAllGlobals()
  })

  function sentHeaders(): Record<string, string> {
    const init = fetchMock.mock.calls[0]?.[1]
    return (init?.headers ?? {}) as Record<string, string>
  }

  it('sends the stored token as a bearer token and returns the parsed JSON', async () => {
    const token = makeToken({ user: { _id: 'u1', role: 'admin' } })
    setSession(token)
    fetchMock.mockResolvedValue(jsonResponse({ name: 'Asha' }))

    await expect(apiFetch('/api/data/allUsers/u1')).resolves.toEqual({ name: 'Asha' })
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/data/allUsers/u1')
    expect(sentHeaders().Authorization).toBe(`Bearer ${token}`)
  })

  it('sends no Authorization header when signed out or when told not to', async () => {
    fetchMock.mockImplementation(async () => jsonResponse({}))
    await apiFetch('/api/x')
    expect(sentHeaders().Authorization).toBeUndefined()

    setSession(makeToken({ user: { _id: 'u1', role: 'admin' } }))
    fetchMock.mockClear()
    await apiFetch('/api/x', { token: null })
    expect(sentHeaders().Authorization).toBeUndefined()
  })

  it('serialises a body as JSON with its content type', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ ok: true }))
    await apiFetch('/api/users/login', { method: 'POST', body: { username: 'a', password: 'b' } })

    const init = fetchMock.mock.calls[0]?.[1]
    expect(init?.method).toBe('POST')
    expect(init?.body).toBe('{"username":"a","password":"b"}')
    expect(sentHeaders()['Content-Type']).toBe('application/json')
  })

  it('passes FormData through untouched so the browser sets the multipart boundary', async () => {
    fetchMock.mockResolvedValue(jsonResponse({}))
    const form = new FormData()
    form.append('appointmentId', 'a1')
    await apiFetch('/api/admins/uploadPrescription', { method: 'POST', body: form })

    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe(form)
    expect(sentHeaders()['Content-Type']).toBeUndefined()
  })

  it('throws ApiError with the status, the server message and the body', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ message: 'Child not found.' }, 404))

    const error = await apiFetch('/api/data/child/c1').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 404, message: 'Child not found.', body: { message: 'Child not found.' } })
  })

  it('falls back to the status text when the error has no JSON message', async () => {
    fetchMock.mockResolvedValue(new Response('oops', { status: 502, statusText: 'Bad Gateway' }))
    await expect(apiFetch('/api/x')).rejects.toMatchObject({ status: 502, message: 'Bad Gateway', body: 'oops' })
  })

  it('signs out on 401 when a token was sent', async () => {
    setSession(makeToken({ user: { _id: 'u1', role: 'parent' } }))
    fetchMock.mockResolvedValue(jsonResponse({ message: 'Unauthorized' }, 401))

    await expect(apiFetch('/api/parents/children')).rejects.toMatchObject({ status: 401 })
    expect(onUnauthorized).toHaveBeenCalledTimes(1)
  })

  it('does not sign out on 401 for calls without a token (a failed login) or when opted out', async () => {
    fetchMock.mockImplementation(async () => jsonResponse({ success: false, message: 'Invalid' }, 401))
    await expect(apiFetch('/api/users/login', { method: 'POST', body: {} })).rejects.toBeInstanceOf(ApiError)

    setSession(makeToken({ user: { _id: 'u1', role: 'parent' } }))
    await expect(
      apiFetch('/api/users/logout', { method: 'POST', signOutOnUnauthorized: false }),
    ).rejects.toBeInstanceOf(ApiError)
    expect(onUnauthorized).not.toHaveBeenCalled()
  })

  it('resolves null for an empty success body', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }))
    await expect(apiFetch('/api/users/logout', { method: 'POST' })).resolves.toBeNull()
  })
})
