import type { Access, CollectionConfig } from 'payload'
import { isCmsUser } from '@app/platform/payload-access'

export const CONTACT_MESSAGES_SLUG = 'contact-messages'

const nobody: Access = () => false

/**
 * Messages sent through the website's contact form. Office staff (editors, superadmins) read them in
 * /admin; nobody else can read them, and nobody creates one except the form (server-side).
 */
export const ContactMessages: CollectionConfig = {
  slug: CONTACT_MESSAGES_SLUG,
  labels: { singular: 'Contact message', plural: 'Contact messages' },
  access: { read: isCmsUser, update: isCmsUser, delete: isCmsUser, create: nobody },
  defaultSort: '-createdAt',
  admin: {
    group: 'Website',
    useAsTitle: 'name',
    defaultColumns: ['name', 'email', 'phone', 'status', 'createdAt'],
    description: 'Messages from the Contact Us page, newest first. Each is also e-mailed to the head office.',
  },
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 120, admin: { readOnly: true } },
    { name: 'email', type: 'email', required: true, admin: { readOnly: true } },
    { name: 'phone', type: 'text', required: true, maxLength: 20, admin: { readOnly: true } },
    { name: 'message', type: 'textarea', required: true, maxLength: 2000, admin: { readOnly: true } },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'new',
      index: true,
      options: [
        { value: 'new', label: 'New' },
        { value: 'read', label: 'Read' },
        { value: 'replied', label: 'Replied' },
      ],
      admin: { position: 'sidebar' },
    },
    {
      name: 'mailed',
      type: 'checkbox',
      defaultValue: false,
      admin: { readOnly: true, position: 'sidebar', description: 'Whether the e-mail to the head office went out' },
    },
  ],
}
