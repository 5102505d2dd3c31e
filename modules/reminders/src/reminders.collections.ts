import type { CollectionConfig, GlobalConfig } from 'payload'
import { anyone, isSuperadmin, superadminOnly } from '@app/platform/payload-access'
import { parseLeadHours, parseQuietHours } from './reminders.rules.ts'
import {
  REMINDER_CHANNELS,
  REMINDER_STATUSES,
  SETTINGS_LEAD_MESSAGE,
  SETTINGS_QUIET_MESSAGE,
} from './reminders.schema.ts'

export const REMINDERS_SLUG = 'reminders'
export const REMINDER_ANSWERS_SLUG = 'reminder-answers'
export const REMINDER_SETTINGS_SLUG = 'reminder-settings'

const options = (values: readonly string[]) => values.map((value) => ({ label: value, value }))
const hiddenUnlessSuperadmin = ({ user }: { user: unknown }) =>
  (user as { role?: string } | null)?.role !== 'superadmin'

/**
 * One reminder: one appointment, its planned start, one lead time, one channel, under the unique `reminderKey`
 * (docs/api/reminders.md). The dispatcher claims due rows with one conditional UPDATE (`claimToken`,
 * `leaseUntil`), so two processes never send the same row.
 */
export const Reminders: CollectionConfig = {
  slug: REMINDERS_SLUG,
  admin: { useAsTitle: 'reminderKey', hidden: hiddenUnlessSuperadmin },
  access: superadminOnly,
  indexes: [
    // The dispatcher's claim: due rows by status and time.
    { fields: ['status', 'dueAt'] },
    // The day view's marks: a centre's appointments of a day.
    { fields: ['centre', 'appointmentDate'] },
  ],
  fields: [
    { name: 'reminderKey', type: 'text', required: true, unique: true, maxLength: 200 },
    { name: 'appointment', type: 'relationship', relationTo: 'appointments', required: true, index: true },
    { name: 'parent', type: 'relationship', relationTo: 'users', required: true },
    { name: 'centre', type: 'relationship', relationTo: 'centres', required: true },
    { name: 'doctor', type: 'relationship', relationTo: 'users' },
    /** The appointment's day (YYYY-MM-DD) and start ("YYYY-MM-DD HH:MM", clinic time) it was planned for. */
    { name: 'appointmentDate', type: 'text', required: true, maxLength: 10 },
    { name: 'startsAt', type: 'text', required: true, maxLength: 16 },
    { name: 'leadHours', type: 'number', required: true, min: 0 },
    { name: 'channel', type: 'select', required: true, options: options(REMINDER_CHANNELS) },
    { name: 'status', type: 'select', required: true, defaultValue: 'planned', options: options(REMINDER_STATUSES) },
    { name: 'dueAt', type: 'date', required: true },
    { name: 'attempts', type: 'number', required: true, defaultValue: 0, min: 0 },
    { name: 'claimToken', type: 'text', maxLength: 64 },
    { name: 'leaseUntil', type: 'date' },
    { name: 'sentAt', type: 'date' },
    { name: 'deliveredAt', type: 'date' },
    /** The provider's id of the message (WhatsApp's wamid, the SMS provider's), for its delivery statuses. */
    { name: 'providerMessageId', type: 'text', maxLength: 200, index: true },
    /** The phone it went to (WhatsApp, SMS): an answer from another number is not taken. */
    { name: 'sentTo', type: 'text', maxLength: 20 },
    { name: 'lastError', type: 'textarea', maxLength: 1000 },
    /** The names the message says (parent, child, doctor, centre), the address and the language, as planned. */
    { name: 'details', type: 'json', required: true },
  ],
}

/**
 * Each answer taken once: a WhatsApp message id, or a one-click link, under the unique `answerKey`, with the reply
 * it got (a repeat is answered the same and changes nothing).
 */
export const ReminderAnswers: CollectionConfig = {
  slug: REMINDER_ANSWERS_SLUG,
  admin: { useAsTitle: 'answerKey', hidden: hiddenUnlessSuperadmin },
  access: superadminOnly,
  fields: [
    { name: 'answerKey', type: 'text', required: true, unique: true, maxLength: 300 },
    { name: 'appointment', type: 'relationship', relationTo: 'appointments', required: true, index: true },
    { name: 'answer', type: 'select', required: true, options: options(['confirm', 'cancel', 'reschedule']) },
    { name: 'via', type: 'select', required: true, options: options(['link', ...REMINDER_CHANNELS]) },
    { name: 'reply', type: 'textarea', maxLength: 1000 },
  ],
}

const validLead = (value: unknown) =>
  !value || (typeof value === 'string' && parseLeadHours(value) !== null) || SETTINGS_LEAD_MESSAGE
const validQuiet = (value: unknown) =>
  !value || (typeof value === 'string' && parseQuietHours(value) !== undefined) || SETTINGS_QUIET_MESSAGE

/** When reminders go (docs/product.md "Reminders"): edited by superadmins in /admin; REMINDER_* env overrides it. */
export const ReminderSettingsGlobal: GlobalConfig = {
  slug: REMINDER_SETTINGS_SLUG,
  label: 'Appointment reminders',
  access: { read: anyone, update: isSuperadmin },
  admin: {
    group: 'Appointments',
    description: 'When parents are reminded of approved appointments (India time).',
  },
  fields: [
    {
      name: 'leadHours',
      label: 'Hours before the start, separated by commas',
      type: 'text',
      defaultValue: '24,3',
      validate: validLead,
    },
    {
      name: 'quietHours',
      label: 'Quiet hours (no reminder between), e.g. 21-8, or off',
      type: 'text',
      defaultValue: '21-8',
      validate: validQuiet,
    },
  ],
}

export const remindersCollections = [Reminders, ReminderAnswers]
export const remindersGlobals = [ReminderSettingsGlobal]
