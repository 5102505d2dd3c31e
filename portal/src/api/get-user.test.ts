import { QueryClient } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { markSessionVerified, resetSessionChecks, verifyStoredSession } from '../lib/session-check'
import { jsonResponse, makeToken, nowSeconds } from '../test/helpers'
import { ownUserQueryOptions } from './get-user'

describe("the signed-in user's own record", () => {
  const fetchMock = vi.fn<typeof fetch>()
  const token = makeToken({ user: { _id: 'p1', role: 'parent' }, exp: nowSeconds() + 3600 })
  const record = { _id: 'p1', username: 'demo-parent', name: 'Ravi Kumar', role: 'parent' }
  const asked = () => fetchMock.mock.calls.map(([path]) => String(path))

  beforeEach(() => vi.stubGlobal('fetch', fetchMock))
  afterEach(() => {
    resetSessionChecks()
    fetchMock.mockReset()
    vi.unstubAllGlobals()
  })

  it("comes with the session check's answer: the page asks the server once, not twice", async () => {
    fetchMock.mockImplementation(async () => jsonResponse({ success: true, user: record }))
    await verifyStoredSession(token)
    const user = await new QueryClient().fetchQuery(ownUserQueryOptions({ userId: 'p1', token }))
    expect(user).toMatchObject({ _id: 'p1', name: 'Ravi Kumar' })
    expect(asked()).toEqual(['/api/users/me'])
  })

  it('is asked for on its own when the check answered with no record (a token just issued is not checked)', async () => {
    markSessionVerified(token)
    fetchMock.mockImplementation(async () => jsonResponse(record))
    const user = await new QueryClient().fetchQuery(ownUserQueryOptions({ userId: 'p1', token }))
    expect(user).toMatchObject({ name: 'Ravi Kumar' })
    expect(asked()).toEqual(['/api/data/allUsers/p1'])
  })
})
