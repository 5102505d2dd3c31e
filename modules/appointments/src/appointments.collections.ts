import type { CollectionConfig } from 'payload'
import { PRIVATE_FILES_SLUG } from '@app/files/collections'
import { superadminOnly } from '@app/platform/payload-access'
import { APPOINTMENT_STATUSES, CONSULTATION_TYPE_NAMES, HISTORY_ACTIONS } from './appointments.schema.ts'

export const APPOINTMENTS_SLUG = 'appointments'
export const APPOINTMENT_HISTORY_SLUG = 'appointment-history'

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
    /**
     * The SEQUENCE of the calendar invitation last sent for it (RFC 5545): a move or a cancellation sends the
     * next one, so the parent's calendar replaces its copy (decision 051).
     */
    { name: 'inviteSequence', type: 'number', required: true, defaultValue: 0, min: 0 },
    /** ISO time the parent confirmed they will come (a reminder's Confirm), null until then (docs/api/reminders.md). */
    { name: 'confirmedByParentAt', type: 'text', maxLength: 30 },
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

/**
 * What happened to an appointment, one row per change (booked, approved, moved, cancelled, ...), written in the
 * same transaction as the change (docs/api/appointments.md, "History"). Rows are only ever added.
 */
export const AppointmentHistory: CollectionConfig = {
  slug: APPOINTMENT_HISTORY_SLUG,
  admin: { useAsTitle: 'action', hidden: hiddenUnlessSuperadmin },
  access: superadminOnly,
  indexes: [{ fields: ['appointment', 'at'] }],
  fields: [
    { name: 'appointment', type: 'relationship', relationTo: APPOINTMENTS_SLUG, required: true, index: true },
    /** ISO timestamp of the change. */
    { name: 'at', type: 'text', required: true, maxLength: 30 },
    { name: 'action', type: 'select', required: true, options: options(HISTORY_ACTIONS) },
    /** Who did it (null: the system); the role is kept as it was then, the name is read when the history is. */
    { name: 'by', type: 'relationship', relationTo: 'users' },
    { name: 'byRole', type: 'text', maxLength: 20 },
    /** A move's place before and after (AppointmentPlace without the doctor's name, read with the history). */
    { name: 'from', type: 'json' },
    { name: 'to', type: 'json' },
    { name: 'reason', type: 'textarea', maxLength: 500 },
    { name: 'cancelledBy', type: 'select', options: options(['parent', 'centre']) },
    /** A cancellation's refund as quoted then ({ amount, fee, rule }): what the front desk pays back. */
    { name: 'refund', type: 'json' },
  ],
}

export const appointmentsCollections = [Appointments, AppointmentHistory]
