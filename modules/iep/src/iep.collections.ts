import type { CollectionConfig } from 'payload'
import { PRIVATE_FILES_SLUG } from '@app/files/collections'
import { superadminOnly } from '@app/platform/payload-access'

export const IEPS_SLUG = 'ieps'
export const IEP_VERSIONS_SLUG = 'iep-versions'
export const IEP_ENTRIES_SLUG = 'iep-session-entries'

const hiddenUnlessSuperadmin = ({ user }: { user: unknown }) =>
  (user as { role?: string } | null)?.role !== 'superadmin'
// The history is append-only (docs/api/iep.md): not even /admin edits or removes a version or an entry.
const readOnlyForSuperadmin = { ...superadminOnly, create: () => false, update: () => false, delete: () => false }

/** A three-month plan for one child; its months live in `iep-versions`. */
export const Ieps: CollectionConfig = {
  slug: IEPS_SLUG,
  admin: { useAsTitle: 'therapy', defaultColumns: ['therapy', 'child', 'createdAt'], hidden: hiddenUnlessSuperadmin },
  access: superadminOnly,
  indexes: [{ fields: ['child', 'createdAt'] }],
  fields: [
    { name: 'child', type: 'relationship', relationTo: 'children', required: true, index: true },
    /** The doctor who planned it. */
    { name: 'doctor', type: 'relationship', relationTo: 'users', required: true },
    { name: 'therapy', type: 'text', required: true, maxLength: 120 },
    /** The therapist assigned to the child when it was planned (a copy: the plan's own record). */
    { name: 'therapistName', type: 'text', maxLength: 120 },
    { name: 'feedback', type: 'textarea', maxLength: 2000 },
    { name: 'startingMonth', type: 'number', required: true, min: 1, max: 12 },
    { name: 'startingYear', type: 'number', required: true },
  ],
}

/**
 * One version of one month of a plan, never changed once written. `versionKey` ("<iep>:<monthIndex>:<version>")
 * is unique, so two saves from the same base can never both become the same version: the database refuses
 * the second (docs/api/iep.md, "Saving from a stale screen").
 */
export const IepVersions: CollectionConfig = {
  slug: IEP_VERSIONS_SLUG,
  admin: { useAsTitle: 'versionKey', hidden: hiddenUnlessSuperadmin },
  access: readOnlyForSuperadmin,
  indexes: [{ fields: ['iep', 'monthIndex', 'version'] }],
  fields: [
    { name: 'iep', type: 'relationship', relationTo: IEPS_SLUG, required: true, index: true },
    { name: 'monthIndex', type: 'number', required: true, min: 0, max: 2 },
    { name: 'version', type: 'number', required: true, min: 1 },
    { name: 'versionKey', type: 'text', required: true, unique: true, maxLength: 100 },
    { name: 'month', type: 'number', required: true, min: 1, max: 12 },
    { name: 'year', type: 'number', required: true },
    { name: 'target', type: 'textarea', maxLength: 1000 },
    /** The short-term goals: string[]. */
    { name: 'goals', type: 'json', required: true },
    /** One per goal: number 0-100, or null for "the mean of the session entries"; [] until recorded. */
    { name: 'performance', type: 'json', required: true },
    /**
     * Optional learning-game targets of the short-term goals: [{ goal: index, game: slug, level, accuracy }]
     * (docs/api/iep.md, "Game targets"); empty on versions written before it existed.
     */
    { name: 'goalGames', type: 'json' },
    { name: 'therapistFeedback', type: 'textarea', maxLength: 5000 },
    { name: 'doctorFeedback', type: 'textarea', maxLength: 5000 },
    { name: 'video', type: 'relationship', relationTo: PRIVATE_FILES_SLUG },
    { name: 'videoUploadDate', type: 'text', maxLength: 10 },
    { name: 'videoDescription', type: 'textarea', maxLength: 1000 },
    { name: 'author', type: 'relationship', relationTo: 'users' },
    /** The author's name when they made the change (history shows who, even after a rename). */
    { name: 'authorName', type: 'text', maxLength: 120 },
    { name: 'authorRole', type: 'text', required: true, maxLength: 20 },
  ],
}

/**
 * A therapist's dated session entry under one short-term goal of one month. `entryKey`
 * ("<iep>:<idempotencyKey>") is unique, so a retried send never adds it twice.
 */
export const IepSessionEntries: CollectionConfig = {
  slug: IEP_ENTRIES_SLUG,
  admin: { useAsTitle: 'entryKey', hidden: hiddenUnlessSuperadmin },
  access: readOnlyForSuperadmin,
  indexes: [{ fields: ['iep', 'monthIndex', 'date'] }],
  fields: [
    { name: 'iep', type: 'relationship', relationTo: IEPS_SLUG, required: true, index: true },
    { name: 'monthIndex', type: 'number', required: true, min: 0, max: 2 },
    { name: 'goalIndex', type: 'number', required: true, min: 0 },
    /** The goal's wording when the entry was made. */
    { name: 'goal', type: 'textarea', maxLength: 1000 },
    { name: 'date', type: 'text', required: true, maxLength: 10 },
    { name: 'percent', type: 'number', required: true, min: 0, max: 100 },
    { name: 'note', type: 'textarea', maxLength: 500 },
    { name: 'entryKey', type: 'text', required: true, unique: true, maxLength: 160 },
    { name: 'author', type: 'relationship', relationTo: 'users' },
    { name: 'authorName', type: 'text', maxLength: 120 },
  ],
}

export const iepCollections = [Ieps, IepVersions, IepSessionEntries]
