import type { ChildRecord } from '@app/children/schema'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ownChildrenQueryOptions } from '../api/get-own-children'
import { firstRenderReady } from '../lib/first-render'
import { queryClient } from '../lib/query-client'
import { setSession } from '../lib/session'
import { resetSessionChecks } from '../lib/session-check'
import { MemoryStorage, jsonResponse, makeToken, nowSeconds } from '../test/helpers'
import { prefetchParentHome } from './prefetch'

describe("the parent's home asks for its data before it is drawn", () => {
  const fetchMock = vi.fn<typeof fetch>()
  const record = { _id: 'c1', name: 'Aarav Kumar', dob: '2018-06-14', admitStatus: 'active' } as ChildRecord
  const asked = () => fetchMock.mock.calls.map(([path]) => String(path))

  beforeEach(() => {
    vi.stubGlobal('window', {})
    vi.stubGlobal('sessionStorage', new MemoryStorage())
    vi.stubGlobal('fetch', fetchMock)
    setSession(makeToken({ user: { _id: 'p1', role: 'parent' }, exp: nowSeconds() + 3600 }))
    fetchMock.mockImplementation(async (path) =>
      String(path) === '/api/parents/overview'
        ? jsonResponse({ children: [{ _id: 'c1', name: 'Aarav Kumar' }], records: [record] })
        : jsonResponse({ success: true, user: { _id: 'p1', name: 'Ravi Kumar', role: 'parent' } }),
    )
  })

  afterEach(() => {
    queryClient.clear()
    resetSessionChecks()
    fetchMock.mockReset()
    vi.unstubAllGlobals()
  })

  it("takes the children's list from the overview's answer: one read, not two", async () => {
    prefetchParentHome()
    await firstRenderReady(1000)
    expect(queryClient.getQueryData(ownChildrenQueryOptions().queryKey)).toEqual([record])
    expect(asked()).not.toContain('/api/parents/children')
    expect(asked().filter((path) => path === '/api/parents/overview')).toHaveLength(1)
  })

  it('leaves a list the app already holds as it is', async () => {
    const newer = [{ ...record, name: 'Aarav K.' }]
    queryClient.setQueryData(ownChildrenQueryOptions().queryKey, newer)
    prefetchParentHome()
    await firstRenderReady(1000)
    expect(queryClient.getQueryData(ownChildrenQueryOptions().queryKey)).toBe(newer)
  })
})
