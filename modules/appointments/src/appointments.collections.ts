import type { CollectionConfig } from 'payload'
import { PRIVATE_FILES_SLUG } from '@app/files/collections'
import { superadminOnly } from '@app/platform/payload-access'
import { APPOINTMENT_STATUSES, CONSULTATION_TYPE_NAMES } from './appointments.schema.ts'

export const APPOINTMENTS_SLUG = 'appointments'

const options = (values: readonly string[]) => values.map((value) => ({ label: value, value }))
const hiddenUnlessSuperadmin = ({ user }: { user: unknown }) =>
  (user as { role?: string } | null)?.role !== 'superadmin'

/**
 * An appointment: one child with one doctor at one centre in one slot. `slotKey` holds the slot under a
 * unique index while the appointment is pending or approved, and is null once it is rejected.
 */
export const Appointments: CollectionConfig = {
  slug: APPOINTMENTS_SLUG,
  admin: {
    useAsTitle: 'slotKey',
    defaultColumns: ['childName', 'appointmentDate', 'appointmentTime', 'status'],
    hidden: hiddenUnlessSuperadmin,
  },
  access: superadminOnly,
  // The lists' queries: a centre's appointments newest first (optionally by status), a doctor's day,
  // a doctor's past appointments.
  indexes: [
    { fields: ['centre', 'startsAt'] },
    { fields: ['centre', 'status', 'startsAt'] },
    // The pending queue, oldest booking first.
    { fields: ['centre', 'status', 'createdAt'] },
    { fields: ['doctor', 'appointmentDate'] },
    { fields: ['doctor', 'status', 'startsAt'] },
    { fields: ['parent', 'startsAt'] },
  ],
  fields: [
    { name: 'child', type: 'relationship', relationTo: 'children', required: true, index: true },
    { name: 'parent', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'centre', type: 'relationship', relationTo: 'centres', required: true, index: true },
    { name: 'doctor', type: 'relationship', relationTo: 'users', required: true, index: true },
    /** YYYY-MM-DD, the clinic's calendar day. */
    { name: 'appointmentDate', type: 'text', required: true, maxLength: 10, index: true },
    /** One of the slot labels, e.g. "2:00 PM". */
    { name: 'appointmentTime', type: 'text', required: true, maxLength: 10 },
    /** "YYYY-MM-DD HH:MM" (24-hour, clinic time): sorts and compares in time order as text. */
    { name: 'startsAt', type: 'text', required: true, maxLength: 16, index: true },
    { name: 'consultationType', type: 'select', required: true, options: options(CONSULTATION_TYPE_NAMES) },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      options: options(APPOINTMENT_STATUSES),
      index: true,
    },
    { name: 'slotKey', type: 'text', unique: true, maxLength: 120 },
    { name: 'referredBy', type: 'text', maxLength: 120 },
    { name: 'childConcerns', type: 'textarea', maxLength: 2000 },
    // The booking form's contact details as they were sent (the address the mails go to).
    { name: 'childName', type: 'text', required: true, maxLength: 120 },
    { name: 'parentName', type: 'text', required: true, maxLength: 120 },
    { name: 'email', type: 'text', required: true, maxLength: 254 },
    { name: 'parentPhoneNo', type: 'text', maxLength: 20 },
    { name: 'alternativeNumber', type: 'text', maxLength: 20 },
    { name: 'address', type: 'textarea', maxLength: 500 },
    { name: 'schoolName', type: 'text', maxLength: 160 },
    { name: 'classGrade', type: 'text', maxLength: 40 },
    { name: 'schoolBoard', type: 'text', maxLength: 40 },
    // Files of the files module (same table and columns as when they were upload fields).
    { name: 'prescription', type: 'relationship', relationTo: PRIVATE_FILES_SLUG },
    { name: 'reports', type: 'relationship', relationTo: PRIVATE_FILES_SLUG, hasMany: true },
  ],
}

export const appointmentsCollections = [Appointments]
