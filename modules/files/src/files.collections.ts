import type { CollectionConfig } from 'payload'
import { superadminOnly } from '@app/platform/payload-access'

/** Kept from when reports and prescriptions lived in the appointments module: the same table, no data moves. */
export const PRIVATE_FILES_SLUG = 'private-uploads'

const hiddenUnlessSuperadmin = ({ user }: { user: unknown }) =>
  (user as { role?: string } | null)?.role !== 'superadmin'

/**
 * One row per private file (reports, prescriptions, session and enquiry videos). The bytes live in the
 * file store (a private folder on disk, or an S3 bucket) under `filename`, which the server generates;
 * only routes that check the caller ever read them.
 */
export const PrivateFiles: CollectionConfig = {
  slug: PRIVATE_FILES_SLUG,
  admin: {
    hidden: hiddenUnlessSuperadmin,
    useAsTitle: 'filename',
    defaultColumns: ['filename', 'kind', 'mimeType', 'filesize', 'createdAt'],
    description: 'Private files: reports, prescriptions, videos. Read-only here; served only to the people allowed.',
  },
  access: { ...superadminOnly, create: () => false, update: () => false },
  fields: [
    /** The stored name: a UUID and the checked extension, never the sender's name. */
    { name: 'filename', type: 'text', required: true, unique: true, maxLength: 80 },
    /** The content type the file was checked to be. */
    { name: 'mimeType', type: 'text', required: true, maxLength: 120 },
    { name: 'filesize', type: 'number', required: true, min: 0 },
    /** What the owning module calls it ("report", "prescription", "session-video", ...). */
    { name: 'kind', type: 'text', required: true, maxLength: 40 },
    /** The name the file had on the sender's computer (for the download's name only). */
    { name: 'originalName', type: 'text', maxLength: 255 },
    /** For uploads through a declared target: "<target>:<record id>", so reads can ask that target. */
    { name: 'attachedTo', type: 'text', maxLength: 160, index: true },
  ],
}

export const filesCollections = [PrivateFiles]
