import type { CollectionConfig } from 'payload'
import * as v from 'valibot'
import { superadminOnly } from '@app/platform/payload-access'
import { AvailabilitySchema, LeaveSchema, OpeningHoursSchema } from './schedule.schema.ts'

// The schedule's collections (docs/api/schedule.md). Centres' admins change them through /api; a superadmin
// may in /admin too, where the JSON fields are checked with the same schemas the API parses with.

export const OPENING_HOURS_SLUG = 'centre-opening-hours'
export const AVAILABILITY_SLUG = 'doctor-availability'
export const LEAVE_SLUG = 'doctor-leave'
export const HOLIDAYS_SLUG = 'centre-holidays'

const hiddenUnlessSuperadmin = ({ user }: { user: unknown }) =>
  (user as { role?: string } | null)?.role !== 'superadmin'

/** A Payload field check from a valibot schema: true, or the first issue's message. */
const checkedBy =
  <S extends v.GenericSchema>(schema: S, wrap: (value: unknown) => unknown = (value) => value) =>
  (value: unknown): true | string => {
    const result = v.safeParse(schema, wrap(value))
    return result.success ? true : result.issues[0].message
  }

/** A branch's week: one row per centre; a centre without one keeps the product's week (Monday to Saturday). */
export const CentreOpeningHours: CollectionConfig = {
  slug: OPENING_HOURS_SLUG,
  labels: { singular: 'Opening hours', plural: 'Opening hours' },
  admin: {
    useAsTitle: 'centre',
    defaultColumns: ['centre', 'updatedAt'],
    hidden: hiddenUnlessSuperadmin,
    group: 'Schedule',
    description:
      "Each branch's week: which weekdays it opens and which slots it offers. A branch without a row opens Monday to Saturday with the eight slots. Its admin changes this in the portal (Schedule).",
  },
  access: superadminOnly,
  indexes: [{ fields: ['centre'], unique: true }],
  fields: [
    { name: 'centre', type: 'relationship', relationTo: 'centres', required: true },
    /** Seven `{ weekday: 0-6 (Sunday first), open, slots: ['10:30 AM', …] }`. */
    {
      name: 'days',
      type: 'json',
      required: true,
      validate: checkedBy(OpeningHoursSchema, (days) => ({ days })),
      admin: {
        description:
          'Seven days, Sunday = 0 to Saturday = 6: [{ "weekday": 1, "open": true, "slots": ["10:30 AM", "11:30 AM"] }, …]. Slots are some of 10:30 AM, 11:30 AM, 12:30 PM, 2:00 PM, 3:00 PM, 3:30 PM, 4:30 PM, 5:30 PM.',
      },
    },
  ],
}

/** A doctor's week: one row per doctor; a doctor without one works the eight slots Monday to Saturday at their centre. */
export const DoctorAvailability: CollectionConfig = {
  slug: AVAILABILITY_SLUG,
  labels: { singular: "Doctor's week", plural: "Doctors' weeks" },
  admin: {
    useAsTitle: 'doctor',
    defaultColumns: ['doctor', 'updatedAt'],
    hidden: hiddenUnlessSuperadmin,
    group: 'Schedule',
    description:
      "Which weekdays each doctor works, at which branch and in which slots, and their extra days. A doctor without a row works the eight slots Monday to Saturday at their own centre. The centre's admin changes this in the portal (Schedule).",
  },
  access: superadminOnly,
  indexes: [{ fields: ['doctor'], unique: true }],
  fields: [
    { name: 'doctor', type: 'relationship', relationTo: 'users', required: true },
    /** `{ weekday, centreId, slots }` per working weekday (one centre per weekday). */
    {
      name: 'weekly',
      type: 'json',
      required: true,
      validate: checkedBy(AvailabilitySchema.entries.weekly),
      admin: {
        description:
          'One entry per working weekday (Sunday = 0): [{ "weekday": 1, "centreId": "<branch id>", "slots": ["10:30 AM"] }, …]. A weekday left out is a day off.',
      },
    },
    /** Days worked outside the pattern: `{ date, centreId, slots }`. */
    {
      name: 'extraDays',
      type: 'json',
      label: 'Extra days',
      validate: checkedBy(AvailabilitySchema.entries.extraDays),
      admin: {
        description:
          'Days worked outside the week: [{ "date": "2027-01-09", "centreId": "<branch id>", "slots": [...] }].',
      },
    },
  ],
}

/** A doctor's leave: whole days from `from` to `to`, or some slots of each of them. */
export const DoctorLeave: CollectionConfig = {
  slug: LEAVE_SLUG,
  labels: { singular: 'Leave', plural: "Doctors' leave" },
  admin: {
    useAsTitle: 'reason',
    defaultColumns: ['doctor', 'from', 'to', 'reason'],
    hidden: hiddenUnlessSuperadmin,
    group: 'Schedule',
    description:
      'Days or slots a doctor does not work, with the reason (kept by the centre, never shown to parents). Appointments already booked are not changed.',
  },
  access: superadminOnly,
  indexes: [{ fields: ['doctor', 'to'] }],
  fields: [
    { name: 'doctor', type: 'relationship', relationTo: 'users', required: true },
    {
      name: 'from',
      type: 'text',
      label: 'First day',
      required: true,
      maxLength: 10,
      admin: { description: 'YYYY-MM-DD' },
    },
    {
      name: 'to',
      type: 'text',
      label: 'Last day',
      required: true,
      maxLength: 10,
      admin: { description: 'YYYY-MM-DD, the same day or later' },
    },
    /** The slots off on each day; null or empty for whole days. */
    {
      name: 'slots',
      type: 'json',
      validate: checkedBy(LeaveSchema.pipe[0].entries.slots),
      admin: { description: 'Empty for whole days; else the slots off on each day, e.g. ["2:00 PM", "3:00 PM"]' },
    },
    { name: 'reason', type: 'text', required: true, maxLength: 200 },
    {
      name: 'createdBy',
      type: 'relationship',
      relationTo: 'users',
      label: 'Added by',
      admin: { readOnly: true, position: 'sidebar' },
    },
  ],
}

/** A day a branch is closed, with its name ("Republic Day"); one per centre and date. */
export const CentreHolidays: CollectionConfig = {
  slug: HOLIDAYS_SLUG,
  labels: { singular: 'Holiday', plural: 'Holidays' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['centre', 'date', 'name'],
    hidden: hiddenUnlessSuperadmin,
    group: 'Schedule',
    description:
      'Days a branch is closed. Each branch starts with the national and Telangana holidays of 2026 and 2027; its admin adds and removes them in the portal (Schedule).',
  },
  access: superadminOnly,
  indexes: [{ fields: ['centre', 'date'], unique: true }],
  fields: [
    { name: 'centre', type: 'relationship', relationTo: 'centres', required: true },
    { name: 'date', type: 'text', required: true, maxLength: 10, admin: { description: 'YYYY-MM-DD' } },
    { name: 'name', type: 'text', required: true, maxLength: 80, admin: { description: 'e.g. Republic Day' } },
  ],
}

export const scheduleCollections = [CentreOpeningHours, DoctorAvailability, DoctorLeave, CentreHolidays]
