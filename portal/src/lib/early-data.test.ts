import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { EARLY_DATA, ROUTE_DATA } from '../../route-preloads'
import { MemoryStorage, jsonResponse, makeToken, nowSeconds } from '../test/helpers'
import { apiFetch } from './api'
import { setSession } from './session'
import { resetSessionChecks, verifyStoredSession } from './session-check'

// index.html's inline script as the browser runs it, opening `path`.
const openPage = (path: string) =>
  (new Function(`return ${EARLY_DATA}`)() as (...args: unknown[]) => void)(ROUTE_DATA, path)

describe("the booking form's data asked for by index.html, before the app has run", () => {
  const fetchMock = vi.fn<typeof fetch>()
  const parent = makeToken({ user: { _id: 'p1', role: 'parent' }, exp: nowSeconds() + 3600 })

  beforeEach(() => {
    vi.stubGlobal('window', {})
    vi.stubGlobal('sessionStorage', new MemoryStorage())
    vi.stubGlobal('fetch', fetchMock)
    fetchMock.mockImplementation(async (path) => jsonResponse({ path, asked: 'early' }))
  })

  afterEach(() => {
    resetSessionChecks()
    fetchMock.mockReset()
    vi.unstubAllGlobals()
  })

  const asked = () =>
    fetchMock.mock.calls.map(([path, init]) => [path, (init?.headers as Record<string, string>).Authorization])

  it("asks for the session check (which answers with the parent's details), children and branches with their token, and the app uses each answer once", async () => {
    setSession(parent)
    openPage('/parentdashboard/bookappointment')
    expect(asked()).toEqual([
      ['/api/users/me', `Bearer ${parent}`],
      ['/api/parents/children', `Bearer ${parent}`],
      ['/api/data/allcentres', `Bearer ${parent}`],
    ])

    fetchMock.mockClear()
    fetchMock.mockImplementation(async (path) => jsonResponse({ path, asked: 'by the app' }))
    await expect(apiFetch('/api/parents/children')).resolves.toEqual({ path: '/api/parents/children', asked: 'early' })
    expect(fetchMock).not.toHaveBeenCalled()
    // Later reads (after booking a child, say) ask the server again.
    await expect(apiFetch('/api/parents/children')).resolves.toMatchObject({ asked: 'by the app' })
  })

  it('asks only for the session check on another page or for another role, and nothing without a live token', () => {
    setSession(makeToken({ user: { _id: 'a1', role: 'admin' }, exp: nowSeconds() + 3600 }))
    openPage('/parentdashboard/bookappointment')
    setSession(parent)
    openPage('/parentdashboard/viewappointments')
    expect(asked().map(([path]) => path)).toEqual(['/api/users/me', '/api/users/me'])

    fetchMock.mockClear()
    setSession(makeToken({ user: { _id: 'p1', role: 'parent' }, exp: nowSeconds() - 1 }))
    openPage('/parentdashboard/bookappointment')
    sessionStorage.clear()
    openPage('/parentdashboard/bookappointment')
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it("the app's session check uses the answer asked for early, once", async () => {
    setSession(parent)
    openPage('/doctordashboard')
    fetchMock.mockClear()
    fetchMock.mockImplementation(async (path) => jsonResponse({ path, asked: 'by the app' }))
    await expect(verifyStoredSession(parent)).resolves.toBe(true)
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it("does not give one account's answers to another signed in since", async () => {
    setSession(parent)
    openPage('/parentdashboard')
    const other = makeToken({ user: { _id: 'p2', role: 'parent' }, exp: nowSeconds() + 3600 })
    setSession(other)
    fetchMock.mockImplementation(async (path) => jsonResponse({ path, asked: 'by the app' }))
    await expect(apiFetch('/api/parents/children')).resolves.toMatchObject({ asked: 'by the app' })
    expect(fetchMock).toHaveBeenLastCalledWith('/api/parents/children', expect.anything())
  })
})
