import type { GlobalConfig, Payload } from 'payload'
import { anyone, isSuperadmin } from '@app/platform/payload-access'
import { DEFAULT_REFUND_POLICY, type RefundPolicy } from './refund-policy.ts'

export const REFUND_POLICY_SLUG = 'refund-policy'

const percentField = (name: string, label: string, defaultValue: number, description: string) =>
  ({
    name,
    label,
    type: 'number',
    required: true,
    min: 0,
    max: 100,
    defaultValue,
    admin: { description, step: 1 },
  }) as const

const rupeesField = (name: string, label: string, defaultValue: number) =>
  ({ name, label, type: 'number', required: true, min: 0, max: 100_000, defaultValue, admin: { step: 1 } }) as const

/**
 * What cancelling costs a parent (docs/product.md, "Refunds"): edited by superadmins in /admin; the Terms page,
 * the cancellation quote and the cancellation itself read it (refund-policy.ts). Whole numbers only, so a
 * refund is always a whole number of rupees.
 */
export const RefundPolicyGlobal: GlobalConfig = {
  slug: REFUND_POLICY_SLUG,
  label: 'Refund and cancellation policy',
  access: { read: anyone, update: isSuperadmin },
  admin: {
    group: 'Appointments',
    description:
      'What a parent gets back on cancelling, and until when they may cancel or move online. The Terms page shows these rules with worked examples.',
  },
  fields: [
    {
      name: 'cutoffHours',
      label: 'Online cancel and move allowed until (hours before the start)',
      type: 'number',
      required: true,
      min: 0,
      max: 336,
      defaultValue: DEFAULT_REFUND_POLICY.cutoffHours,
      admin: { step: 1 },
    },
    percentField(
      'bookingDayPercent',
      'Refund when cancelled on the day of booking (%)',
      DEFAULT_REFUND_POLICY.bookingDayPercent,
      'Of the fee less the booking charge.',
    ),
    {
      name: 'earlyDays',
      label: 'Days before the appointment from which the early refund applies',
      type: 'number',
      required: true,
      min: 1,
      max: 60,
      defaultValue: DEFAULT_REFUND_POLICY.earlyDays,
      admin: { step: 1 },
    },
    percentField(
      'earlyPercent',
      'Early refund (%)',
      DEFAULT_REFUND_POLICY.earlyPercent,
      'Of the fee less the booking charge, when cancelled that many days or more before.',
    ),
    percentField(
      'latePercent',
      'Late refund (%)',
      DEFAULT_REFUND_POLICY.latePercent,
      'Of the fee less the booking charge, when cancelled closer to the appointment.',
    ),
    {
      name: 'bookingCharge',
      label: 'Booking charge, never refunded to a parent (Rs)',
      type: 'group',
      admin: { description: 'Refunded only when the centre or the doctor cancels.' },
      fields: [
        rupeesField('consultation', 'Consultations', DEFAULT_REFUND_POLICY.bookingCharge.consultation),
        rupeesField('assessment', 'Assessments', DEFAULT_REFUND_POLICY.bookingCharge.assessment),
      ],
    },
  ],
  hooks: {
    beforeValidate: [
      // Whole numbers: the admin's number input accepts 12.5; a refund in paise is not what anyone means.
      ({ data }) => {
        if (!data) return data
        for (const key of ['cutoffHours', 'bookingDayPercent', 'earlyDays', 'earlyPercent', 'latePercent']) {
          if (typeof data[key] === 'number') data[key] = Math.round(data[key])
        }
        return data
      },
    ],
  },
}

const wholeIn = (value: unknown, min: number, max: number, fallback: number) =>
  typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max ? Math.round(value) : fallback

/** The policy in force: the saved global, each value the default until it is saved (a fresh database). */
export async function readRefundPolicy(payload: Payload): Promise<RefundPolicy> {
  const doc = (await payload.findGlobal({ slug: REFUND_POLICY_SLUG, depth: 0 })) as Partial<
    Record<keyof RefundPolicy, unknown>
  > & { bookingCharge?: Partial<Record<'consultation' | 'assessment', unknown>> | null }
  const d = DEFAULT_REFUND_POLICY
  return {
    cutoffHours: wholeIn(doc.cutoffHours, 0, 336, d.cutoffHours),
    bookingDayPercent: wholeIn(doc.bookingDayPercent, 0, 100, d.bookingDayPercent),
    earlyDays: wholeIn(doc.earlyDays, 1, 60, d.earlyDays),
    earlyPercent: wholeIn(doc.earlyPercent, 0, 100, d.earlyPercent),
    latePercent: wholeIn(doc.latePercent, 0, 100, d.latePercent),
    bookingCharge: {
      consultation: wholeIn(doc.bookingCharge?.consultation, 0, 100_000, d.bookingCharge.consultation),
      assessment: wholeIn(doc.bookingCharge?.assessment, 0, 100_000, d.bookingCharge.assessment),
    },
  }
}

/** The module's Payload globals (cms/payload.config.ts). */
export const appointmentsGlobals = [RefundPolicyGlobal]
