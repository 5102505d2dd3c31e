import type { CollectionConfig } from 'payload'
import { superadminOnly } from '@app/platform/payload-access'
import { LANGUAGES } from './messaging.schema.ts'

export const REMINDER_PREFERENCES_SLUG = 'reminder-preferences'
export const REMINDER_PREFERENCES_TABLE = 'reminder_preferences'
export const WHATSAPP_INBOUND_SLUG = 'whatsapp-inbound'
export const WHATSAPP_INBOUND_TABLE = 'whatsapp_inbound'

const hiddenUnlessSuperadmin = ({ user }: { user: unknown }) =>
  (user as { role?: string } | null)?.role !== 'superadmin'

/**
 * A parent's reminder channels and language (docs/api/messaging.md), the wording they agreed to and when, the
 * mobile number they verified, and the code of a verification under way (stored as an HMAC only). One row per
 * parent (unique), made by the first save or the first code asked for.
 */
export const ReminderPreferences: CollectionConfig = {
  slug: REMINDER_PREFERENCES_SLUG,
  labels: { singular: 'Reminder preference', plural: 'Reminder preferences' },
  admin: {
    useAsTitle: 'parent',
    hidden: hiddenUnlessSuperadmin,
    defaultColumns: ['parent', 'email', 'whatsapp', 'sms'],
  },
  access: superadminOnly,
  fields: [
    { name: 'parent', type: 'relationship', relationTo: 'users', required: true, unique: true, index: true },
    { name: 'email', type: 'checkbox', required: true, defaultValue: true },
    { name: 'whatsapp', type: 'checkbox', required: true, defaultValue: false },
    { name: 'sms', type: 'checkbox', required: true, defaultValue: false },
    { name: 'language', type: 'select', required: true, defaultValue: 'en', options: [...LANGUAGES] },
    { name: 'consentWording', type: 'textarea', maxLength: 1000 },
    { name: 'consentAt', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
    // Indexed: a WhatsApp message finds its parent by the number it came from.
    { name: 'verifiedMobile', type: 'text', maxLength: 20, index: true },
    { name: 'mobileVerifiedAt', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'codeHash', type: 'text', maxLength: 128, admin: { hidden: true }, access: { read: () => false } },
    { name: 'codeMobile', type: 'text', maxLength: 20, admin: { hidden: true } },
    { name: 'codeChannel', type: 'select', options: ['whatsapp', 'sms'], admin: { hidden: true } },
    { name: 'codeExpiresAt', type: 'date', admin: { hidden: true } },
    { name: 'codeTries', type: 'number', required: true, defaultValue: 0, admin: { hidden: true } },
  ],
}

/**
 * Every WhatsApp message and delivery status the webhook handled, under a unique key (`message:<id>`,
 * `status:<id>:<state>`): a replayed notification finds its key taken and changes nothing.
 */
export const WhatsAppInbound: CollectionConfig = {
  slug: WHATSAPP_INBOUND_SLUG,
  labels: { singular: 'WhatsApp message received', plural: 'WhatsApp messages received' },
  admin: { useAsTitle: 'key', hidden: hiddenUnlessSuperadmin, defaultColumns: ['createdAt', 'key', 'kind', 'outcome'] },
  access: superadminOnly,
  defaultSort: '-createdAt',
  fields: [
    { name: 'key', type: 'text', required: true, unique: true, maxLength: 300 },
    { name: 'kind', type: 'text', required: true, maxLength: 20 },
    { name: 'fromMobile', type: 'text', maxLength: 20 },
    { name: 'outcome', type: 'text', maxLength: 500 },
  ],
}

export const messagingCollections = [ReminderPreferences, WhatsAppInbound]
