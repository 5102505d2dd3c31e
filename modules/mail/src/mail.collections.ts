import type { Access, CollectionConfig, FieldAccess } from 'payload'
import { isSuperadmin } from '@app/platform/payload-access'

export const MAIL_OUTBOX_SLUG = 'mail-outbox'

/** The longest recipient and subject the outbox keeps (an e-mail address is at most 254 characters). */
export const MAX_TO_LENGTH = 254
export const MAX_SUBJECT_LENGTH = 300

/** queued: waiting for its (next) try; sending: claimed by one worker; sent; failed: given up after every try. */
export const MAIL_STATUSES = ['queued', 'sending', 'sent', 'failed'] as const
export type MailStatus = (typeof MAIL_STATUSES)[number]

const nobody: Access = () => false
const hiddenFromEveryone: FieldAccess = () => false

/**
 * Every e-mail the server sends, written before it is delivered (`mailer.send`), and delivered by the
 * outbox worker with retries. Superadmins read it in /admin; nobody edits it there. The message itself
 * (which may hold a one-time code) is not shown.
 */
export const MailOutbox: CollectionConfig = {
  slug: MAIL_OUTBOX_SLUG,
  labels: { singular: 'Outgoing mail', plural: 'Mail outbox' },
  admin: {
    useAsTitle: 'subject',
    defaultColumns: ['createdAt', 'to', 'subject', 'status', 'attempts', 'lastError'],
    description:
      'Every e-mail the server sends, with its delivery: queued, sending, sent, or failed after about a day of retries. Read-only.',
    hidden: ({ user }) => (user as { role?: string } | null)?.role !== 'superadmin',
  },
  access: { read: isSuperadmin, create: nobody, update: nobody, delete: nobody },
  defaultSort: '-createdAt',
  fields: [
    { name: 'to', type: 'text', required: true, maxLength: MAX_TO_LENGTH },
    { name: 'subject', type: 'text', required: true, maxLength: MAX_SUBJECT_LENGTH },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'queued',
      index: true,
      options: [...MAIL_STATUSES],
    },
    {
      name: 'route',
      type: 'text',
      required: true,
      index: true,
      maxLength: 300,
      admin: { description: 'Where it goes out: the SMTP server (host and port), or a development mailbox' },
    },
    { name: 'attempts', type: 'number', required: true, defaultValue: 0, admin: { description: 'Tries so far' } },
    {
      name: 'nextAttemptAt',
      type: 'date',
      required: true,
      index: true,
      admin: { date: { pickerAppearance: 'dayAndTime' } },
    },
    { name: 'lastError', type: 'textarea', maxLength: 1000 },
    { name: 'sentAt', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
    // The worker's lease: a claimed row whose worker died is taken again once this has passed.
    { name: 'leaseUntil', type: 'date', admin: { hidden: true } },
    { name: 'claimToken', type: 'text', admin: { hidden: true }, access: { read: hiddenFromEveryone } },
    { name: 'message', type: 'json', required: true, admin: { hidden: true }, access: { read: hiddenFromEveryone } },
  ],
}

export const mailCollections = [MailOutbox]
