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
  admin: { useAsTitle: 'centre', defaultColumns: ['centre', 'updatedAt'], hidden: hiddenUnlessSuperadmin },
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
    },
  ],
}

/** A doctor's week: one row per doctor; a doctor without one works the eight slots Monday to Saturday at their centre. */
export const DoctorAvailability: CollectionConfig = {
  slug: AVAILABILITY_SLUG,
  admin: { useAsTitle: 'doctor', defaultColumns: ['doctor', 'updatedAt'], hidden: hiddenUnlessSuperadmin },
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
    },
    /** Days worked outside the pattern: `{ date, centreId, slots }`. */
    { name: 'extraDays', type: 'json', validate: checkedBy(AvailabilitySchema.entries.extraDays) },
  ],
}

/** A doctor's leave: whole days from `from` to `to`, or some slots of each of them. */
export const DoctorLeave: CollectionConfig = {
  slug: LEAVE_SLUG,
  admin: { useAsTitle: 'reason', defaultColumns: ['doctor', 'from', 'to', 'reason'], hidden: hiddenUnlessSuperadmin },
  access: superadminOnly,
  indexes: [{ fields: ['doctor', 'to'] }],
  fields: [
    { name: 'doctor', type: 'relationship', relationTo: 'users', required: true },
    { name: 'from', type: 'text', required: true, maxLength: 10 },
    { name: 'to', type: 'text', required: true, maxLength: 10 },
    /** The slots off on each day; null or empty for whole days. */
    { name: 'slots', type: 'json', validate: checkedBy(LeaveSchema.pipe[0].entries.slots) },
    { name: 'reason', type: 'text', required: true, maxLength: 200 },
    { name: 'createdBy', type: 'relationship', relationTo: 'users' },
  ],
}

/** A day a branch is closed, with its name ("Republic Day"); one per centre and date. */
export const CentreHolidays: CollectionConfig = {
  slug: HOLIDAYS_SLUG,
  admin: { useAsTitle: 'name', defaultColumns: ['centre', 'date', 'name'], hidden: hiddenUnlessSuperadmin },
  access: superadminOnly,
  indexes: [{ fields: ['centre', 'date'], unique: true }],
  fields: [
    { name: 'centre', type: 'relationship', relationTo: 'centres', required: true },
    { name: 'date', type: 'text', required: true, maxLength: 10 },
    { name: 'name', type: 'text', required: true, maxLength: 80 },
  ],
}

export const scheduleCollections = [CentreOpeningHours, DoctorAvailability, DoctorLeave, CentreHolidays]
