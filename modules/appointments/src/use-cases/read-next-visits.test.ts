import { describe, expect, it } from 'vitest'
import { DEFAULT_REFUND_POLICY } from '../refund-policy.ts'
import { changeWindowOf, isUpcoming } from './read-next-visits.ts'

// 2026-12-01 10:00 in the clinic (Asia/Kolkata, +05:30) is 04:30 UTC.
const now = new Date('2026-12-01T04:30:00Z')
const at = (status: string, startsAt: string) => ({
  status: status as never,
  startsAt,
  appointmentDate: startsAt.slice(0, 10),
})

describe('which appointment is a next visit', () => {
  it('when a request or a confirmed appointment has not started, then it is ahead; once started, not', () => {
    expect(isUpcoming(at('pending', '2026-12-01 10:00'), now)).toBe(true)
    expect(isUpcoming(at('approved', '2026-12-01 10:30'), now)).toBe(true)
    expect(isUpcoming(at('approved', '2026-12-01 09:59'), now)).toBe(false)
  })
  it('when the child arrived today, then it is the visit under way; another day, not', () => {
    expect(isUpcoming(at('arrived', '2026-12-01 09:00'), now)).toBe(true)
    expect(isUpcoming(at('arrived', '2026-11-30 17:30'), now)).toBe(false)
  })
  it('when it is rejected, cancelled, completed or missed, then it is never a next visit', () => {
    for (const status of ['rejected', 'cancelled', 'completed', 'no-show']) {
      expect(isUpcoming(at(status, '2026-12-05 10:30'), now)).toBe(false)
    }
  })
})

describe('whether the parent may still change it online', () => {
  const policy = { ...DEFAULT_REFUND_POLICY, cutoffHours: 24 }
  it('when it is a request, then always, with no cut-off', () => {
    expect(changeWindowOf(policy, at('pending', '2026-12-01 10:30'), now)).toEqual({
      mayChange: true,
      changeCutoffAt: null,
    })
  })
  it('when it is confirmed, then until the cut-off, exactly at it included', () => {
    expect(changeWindowOf(policy, at('approved', '2026-12-02 10:00'), now)).toEqual({
      mayChange: true,
      changeCutoffAt: '2026-12-01T04:30:00.000Z',
    })
    expect(changeWindowOf(policy, at('approved', '2026-12-02 09:59'), now).mayChange).toBe(false)
  })
  it('when the child has arrived, then never', () => {
    expect(changeWindowOf(policy, at('arrived', '2026-12-01 09:00'), now).mayChange).toBe(false)
  })
})
