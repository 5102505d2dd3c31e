import { describe, expect, it } from 'vitest'
import {
  DEFAULT_REFUND_POLICY as policy,
  isPastParentCutoff,
  parentCutoff,
  quoteCancellation,
  refundPolicyRows,
} from './refund-policy.ts'

// India is UTC+05:30 all year: 10:30 in Hyderabad is 05:00Z.
const ist = (date: string, time: string) => new Date(`${date}T${time}:00+05:30`)

const quote = (over: Partial<Parameters<typeof quoteCancellation>[0]> = {}) =>
  quoteCancellation({
    policy,
    consultationType: 'New Consultation',
    status: 'approved',
    appointmentDate: '2027-01-20',
    bookedAt: ist('2027-01-04', '10:30'),
    now: ist('2027-01-10', '12:00'),
    by: 'parent',
    ...over,
  })

describe('quoteCancellation', () => {
  it('gives back the fee less the booking charge when cancelled on the day it was booked', () => {
    expect(quote({ now: ist('2027-01-04', '23:59') })).toEqual({
      rule: 'booking-day',
      fee: 700,
      bookingCharge: 200,
      percent: 100,
      refund: 500,
      kept: 200,
    })
  })

  it('counts the booking day in India time: booked at 23:50, cancelled at 00:10 the next day is not the same day', () => {
    const bookedAt = ist('2027-01-04', '23:50')
    expect(quote({ bookedAt, now: ist('2027-01-04', '23:58') }).rule).toBe('booking-day')
    expect(quote({ bookedAt, now: ist('2027-01-05', '00:10') }).rule).toBe('early')
  })

  it('the booking day wins even when the appointment is tomorrow', () => {
    const q = quote({ appointmentDate: '2027-01-05', now: ist('2027-01-04', '18:00') })
    expect([q.rule, q.refund]).toEqual(['booking-day', 500])
  })

  it('gives back half of the fee less the charge from exactly three days before: Rs 250 of Rs 700', () => {
    const q = quote({ now: ist('2027-01-17', '23:59') })
    expect(q).toMatchObject({ rule: 'early', percent: 50, refund: 250, kept: 450 })
  })

  it('gives back nothing less than three days before, from the first minute of that day', () => {
    expect(quote({ now: ist('2027-01-18', '00:00') })).toMatchObject({ rule: 'late', refund: 0, kept: 700 })
    expect(quote({ now: ist('2027-01-20', '09:00') })).toMatchObject({ rule: 'late', refund: 0 })
  })

  it('keeps the assessment booking charge (Rs 500) for an assessment', () => {
    const q = quote({ consultationType: 'Assessment (IQ)', now: ist('2027-01-10', '12:00') })
    expect(q).toMatchObject({ rule: 'early', fee: 6000, bookingCharge: 500, refund: 2750, kept: 3250 })
    expect(quote({ consultationType: 'For IB board Assessment (IQ)' }).bookingCharge).toBe(500)
  })

  it('gives everything back, booking charge included, when the centre cancels, whenever it is', () => {
    expect(quote({ by: 'centre', now: ist('2027-01-20', '09:00') })).toEqual({
      rule: 'centre',
      fee: 700,
      bookingCharge: 0,
      percent: 100,
      refund: 700,
      kept: 0,
    })
  })

  it('charges nothing for withdrawing a request that was never approved', () => {
    expect(quote({ status: 'pending', now: ist('2027-01-20', '09:00') })).toMatchObject({
      rule: 'pending',
      refund: 700,
      kept: 0,
    })
  })

  it('reads the centre’s own figures', () => {
    const own = {
      ...policy,
      earlyDays: 7,
      earlyPercent: 80,
      latePercent: 25,
      bookingCharge: { consultation: 100, assessment: 300 },
    }
    expect(quote({ policy: own, now: ist('2027-01-13', '08:00') })).toMatchObject({ rule: 'early', refund: 480 })
    expect(quote({ policy: own, now: ist('2027-01-14', '08:00') })).toMatchObject({ rule: 'late', refund: 150 })
  })
})

describe('the parent’s cut-off', () => {
  const startsAt = '2027-01-20 10:30'
  it('is 24 hours before the start, in India time', () => {
    expect(parentCutoff(policy, startsAt).toISOString()).toBe('2027-01-19T05:00:00.000Z')
  })
  it('still allows a change at exactly the cut-off and refuses one a moment later', () => {
    expect(isPastParentCutoff(policy, startsAt, ist('2027-01-19', '10:30'))).toBe(false)
    expect(isPastParentCutoff(policy, startsAt, new Date(ist('2027-01-19', '10:30').getTime() + 1))).toBe(true)
  })
  it('follows the centre’s own cut-off', () => {
    expect(isPastParentCutoff({ ...policy, cutoffHours: 2 }, startsAt, ist('2027-01-20', '08:00'))).toBe(false)
  })
})

describe('refundPolicyRows', () => {
  it('says each rule with an example computed from the same rule', () => {
    expect(refundPolicyRows(policy)).toEqual([
      expect.objectContaining({ rule: 'booking-day', example: 'Rs 500 of Rs 700 back' }),
      expect.objectContaining({
        rule: 'early',
        when: 'Cancelled 3 or more days before the appointment',
        example: 'Rs 250 of Rs 700 back',
      }),
      expect.objectContaining({ rule: 'late', refund: 'No refund', example: 'Rs 0 of Rs 700 back' }),
      expect.objectContaining({ rule: 'centre', example: 'Rs 700 of Rs 700 back' }),
    ])
  })
  it('follows an edited policy', () => {
    const rows = refundPolicyRows({ ...policy, earlyDays: 5, earlyPercent: 60 })
    expect(rows[1]).toMatchObject({
      when: 'Cancelled 5 or more days before the appointment',
      example: 'Rs 300 of Rs 700 back',
    })
  })
})
