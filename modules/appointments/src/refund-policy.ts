// Browser-safe (`@app/appointments/refund-policy`): what cancelling an appointment costs, as data the centre
// edits in /admin (the `refund-policy` global) and one pure rule that reads it. The Terms page, the cancel
// dialogs and the cancellation itself all ask this file, so the words and the money never disagree.
// docs/product.md, "Refunds", has the table with an example per row.
import { addDays, clinicClock, clinicInstant } from '@app/platform/clinic-time'
import { consultationFee, type CancellationRefund } from './appointments.schema.ts'

export interface RefundPolicy {
  /** A parent may cancel or move an approved appointment online until this many hours before it starts. */
  cutoffHours: number
  /** Percent of the fee (less the booking charge) refunded when cancelled on the day it was booked. */
  bookingDayPercent: number
  /** From this many days before the appointment's day, `earlyPercent` applies ... */
  earlyDays: number
  earlyPercent: number
  /** ... and closer to it, `latePercent`. */
  latePercent: number
  /** Kept from every refund a parent's cancellation gets, in rupees. */
  bookingCharge: { consultation: number; assessment: number }
}

/** The product rules' reading (docs/product.md): what a centre starts with until it saves its own. */
export const DEFAULT_REFUND_POLICY: RefundPolicy = {
  cutoffHours: 24,
  bookingDayPercent: 100,
  earlyDays: 3,
  earlyPercent: 50,
  latePercent: 0,
  bookingCharge: { consultation: 200, assessment: 500 },
}

/**
 * Which row of the policy applies: `pending` (a request not yet approved: nothing is charged), `booking-day`
 * (cancelled on the day it was booked), `early` / `late` (before or within `earlyDays` of the appointment's day),
 * `centre` (the centre or the doctor cancelled: everything back, the booking charge too).
 */
/** Which row of the policy a quote used: a withdrawn request, the booking day, early, late, or the centre's. */
export type RefundRule = CancellationRefund['rule']

export interface CancellationQuote {
  rule: RefundRule
  /** The consultation's fee in rupees. */
  fee: number
  /** The part of the fee no parent's cancellation refunds (0 when the centre cancels or nothing was charged). */
  bookingCharge: number
  /** The percent of the fee less the booking charge that comes back (100 for the centre's cancellation). */
  percent: number
  /** Rupees back, whole. */
  refund: number
  /** Rupees the centre keeps: fee − refund. */
  kept: number
}

/** Assessments keep the higher booking charge; every other consultation the lower one. */
export const bookingChargeKind = (consultationType: string): keyof RefundPolicy['bookingCharge'] =>
  /assessment/i.test(consultationType) ? 'assessment' : 'consultation'

/** Whole days from `from` to `to`, both YYYY-MM-DD clinic days (negative when `to` is earlier). */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000)
}

/**
 * What cancelling now gives back. Days are clinic days (India time): "three days before" compares the day of
 * cancelling with the appointment's day, so a cancellation on the 2nd for an appointment on the 5th is early
 * whatever the hour. The booking day wins over early/late (booked and cancelled the same day: the most back).
 */
export function quoteCancellation({
  policy,
  consultationType,
  status,
  appointmentDate,
  bookedAt,
  now,
  by,
}: {
  policy: RefundPolicy
  consultationType: string
  status: string
  /** YYYY-MM-DD */
  appointmentDate: string
  bookedAt: Date
  now: Date
  by: 'parent' | 'centre'
}): CancellationQuote {
  const fee = consultationFee(consultationType) ?? 0
  if (status === 'pending') return { rule: 'pending', fee, bookingCharge: 0, percent: 100, refund: fee, kept: 0 }
  if (by === 'centre') return { rule: 'centre', fee, bookingCharge: 0, percent: 100, refund: fee, kept: 0 }
  const bookingCharge = Math.min(fee, policy.bookingCharge[bookingChargeKind(consultationType)])
  const today = clinicClock(now).date
  const rule: RefundRule =
    clinicClock(bookedAt).date === today
      ? 'booking-day'
      : daysBetween(today, appointmentDate) >= policy.earlyDays
        ? 'early'
        : 'late'
  const percent =
    rule === 'booking-day' ? policy.bookingDayPercent : rule === 'early' ? policy.earlyPercent : policy.latePercent
  const refund = Math.floor(((fee - bookingCharge) * percent) / 100)
  return { rule, fee, bookingCharge, percent, refund, kept: fee - refund }
}

/**
 * The last moment a parent may cancel or move an approved appointment online: `cutoffHours` before its start
 * (`startsAt` is "YYYY-MM-DD HH:MM" in clinic time, +05:30 all year). At exactly that moment it is still allowed.
 */
export function parentCutoff(policy: RefundPolicy, startsAt: string): Date {
  return new Date(clinicInstant(startsAt).getTime() - policy.cutoffHours * 3_600_000)
}

export const isPastParentCutoff = (policy: RefundPolicy, startsAt: string, now: Date): boolean =>
  now.getTime() > parentCutoff(policy, startsAt).getTime()

/** One line of the policy as the Terms page and the docs show it: when, what comes back, and an example. */
export interface RefundPolicyRow {
  rule: Exclude<RefundRule, 'pending'>
  when: string
  refund: string
  example: string
}

const rupees = (amount: number) => `Rs ${amount.toLocaleString('en-IN')}`

/** The policy in words, each row with a worked example on a New Consultation (its fee from the price list). */
export function refundPolicyRows(policy: RefundPolicy): RefundPolicyRow[] {
  const type = 'New Consultation'
  const booked = new Date('2027-01-04T05:00:00Z') // Monday 4 January 2027, 10:30 in India
  const example = (rule: RefundRule, cancelledOn: string, by: 'parent' | 'centre') => {
    const q = quoteCancellation({
      policy,
      consultationType: type,
      status: 'approved',
      appointmentDate: addDays('2027-01-04', policy.earlyDays + 4),
      bookedAt: booked,
      now: new Date(`${cancelledOn}T06:00:00Z`),
      by,
    })
    if (q.rule !== rule) throw new Error(`refund example for ${rule} reads as ${q.rule}`)
    return `${rupees(q.refund)} of ${rupees(q.fee)} back`
  }
  const charge = `less the booking charge (${rupees(policy.bookingCharge.consultation)} for consultations, ${rupees(policy.bookingCharge.assessment)} for assessments)`
  const appointmentDay = addDays('2027-01-04', policy.earlyDays + 4)
  return [
    {
      rule: 'booking-day',
      when: 'Cancelled on the day it was booked',
      refund: `${policy.bookingDayPercent}% of the fee, ${charge}`,
      example: example('booking-day', '2027-01-04', 'parent'),
    },
    {
      rule: 'early',
      when: `Cancelled ${policy.earlyDays} or more days before the appointment`,
      refund: `${policy.earlyPercent}% of the fee, ${charge}`,
      example: example('early', addDays(appointmentDay, -policy.earlyDays), 'parent'),
    },
    {
      rule: 'late',
      when: `Cancelled less than ${policy.earlyDays} days before the appointment`,
      refund: policy.latePercent === 0 ? 'No refund' : `${policy.latePercent}% of the fee, ${charge}`,
      example: example('late', addDays(appointmentDay, -(policy.earlyDays - 1)), 'parent'),
    },
    {
      rule: 'centre',
      when: 'Cancelled by the centre or the doctor',
      refund: 'The whole fee, booking charge included',
      example: example('centre', appointmentDay, 'centre'),
    },
  ]
}
