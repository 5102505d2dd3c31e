import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { appointmentKeys } from './api/keys'
import { applyCentreEvent } from './centre-events-cache'
import { makeAppointment } from './test-appointment'

const CENTRE = 'ce1'
const adminPage = appointmentKeys.adminPage(CENTRE, {
  page: 1,
  limit: 10,
  filters: { search: '', status: '', from: '', to: '' },
})

function cacheWithQueue(rows = [makeAppointment({ _id: 'a1', createdAt: '2026-11-21T10:00:00.000Z' })]) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  queryClient.setQueryData(appointmentKeys.pending(CENTRE), rows)
  queryClient.setQueryData(adminPage, { appointments: rows, total: rows.length })
  return queryClient
}

const queueIds = (queryClient: QueryClient) =>
  queryClient.getQueryData<{ _id: string }[]>(appointmentKeys.pending(CENTRE))?.map(({ _id }) => _id)

describe('socket events update the query cache', () => {
  it("when a parent's booking arrives, then it joins the cached queue in booking order and the paged list is marked stale", async () => {
    const queryClient = cacheWithQueue()
    await applyCentreEvent(queryClient, CENTRE, {
      kind: 'pending',
      appointment: makeAppointment({ _id: 'a0', createdAt: '2026-11-20T09:00:00.000Z' }),
    })
    expect(queueIds(queryClient)).toEqual(['a0', 'a1'])
    expect(queryClient.getQueryState(adminPage)?.isInvalidated).toBe(true)
  })

  it('when another admin approves a booking, then it leaves the cached queue', async () => {
    const queryClient = cacheWithQueue()
    await applyCentreEvent(queryClient, CENTRE, { kind: 'status', change: { _id: 'a1', status: 'approved' } })
    expect(queueIds(queryClient)).toEqual([])
  })

  it('when a pending booking is edited, then the cached row is replaced; an edit that is no longer pending drops it', async () => {
    const queryClient = cacheWithQueue()
    await applyCentreEvent(queryClient, CENTRE, {
      kind: 'updated',
      appointment: makeAppointment({ _id: 'a1', appointmentTime: '11:00 AM' }),
    })
    expect(queryClient.getQueryData<{ appointmentTime: string }[]>(appointmentKeys.pending(CENTRE))).toMatchObject([
      { appointmentTime: '11:00 AM' },
    ])
    await applyCentreEvent(queryClient, CENTRE, {
      kind: 'updated',
      appointment: makeAppointment({ _id: 'a1', status: 'approved' }),
    })
    expect(queueIds(queryClient)).toEqual([])
  })

  it('when a booking arrives before the queue has loaded, then the queue is marked for loading again instead of guessed', async () => {
    const queryClient = new QueryClient()
    await applyCentreEvent(queryClient, CENTRE, { kind: 'pending', appointment: makeAppointment() })
    expect(queryClient.getQueryData(appointmentKeys.pending(CENTRE))).toBeUndefined()
  })

  it('when the socket comes back after being away, then every cached appointment list is marked stale', async () => {
    const queryClient = cacheWithQueue()
    await applyCentreEvent(queryClient, CENTRE, { kind: 'resync' })
    expect(queryClient.getQueryState(appointmentKeys.pending(CENTRE))?.isInvalidated).toBe(true)
    expect(queryClient.getQueryState(adminPage)?.isInvalidated).toBe(true)
  })
})
