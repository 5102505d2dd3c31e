import type { CollectionBeforeChangeHook, CollectionConfig } from 'payload'
import { superadminOnly } from '@app/platform/payload-access'
import { ADMIT_STATUSES, GENDERS, SCHOOL_BOARDS } from './children.schema.ts'

export const CHILDREN_SLUG = 'children'
// The accounts module's collection; read here only for the parent's name (see copyParentName).
const USERS_SLUG = 'users'

const options = (values: readonly string[]) => values.map((value) => ({ label: value, value }))

const idOf = (ref: unknown): string | null =>
  ref && typeof ref === 'object' ? String((ref as { id: unknown }).id) : ref ? String(ref) : null

/**
 * Keeps a copy of the parent's name on the child, so the centre's list can search it in the same table
 * (no join per row). Set whenever a child is created or moved to another parent, however that happens
 * (portal, booking, /admin); the accounts module refreshes it when a parent renames themself.
 */
const copyParentName: CollectionBeforeChangeHook = async ({ data, originalDoc, operation, req, context }) => {
  const parentId = idOf(data.parent) ?? (operation === 'update' ? idOf(originalDoc?.parent) : null)
  if (!parentId) return data
  if (operation === 'create' || parentId !== idOf(originalDoc?.parent) || !originalDoc?.parentName) {
    // The server's own code may hand over the name it has just read from this parent's account (a
    // walk-in booking, decision 030); `context` is never filled from a request.
    const known = (context as { knownParentName?: { parentId: string; name: string } } | undefined)?.knownParentName
    if (known && known.parentId === parentId) {
      data.parentName = known.name
      return data
    }
    const parent = await req.payload.findByID({
      collection: USERS_SLUG,
      id: parentId,
      depth: 0,
      select: { name: true },
      disableErrors: true,
      req,
    })
    data.parentName = (parent as { name?: string | null } | null)?.name ?? ''
  }
  return data
}

/** A child seen by a centre: belongs to one parent and one centre, assigned a doctor and a therapist. */
export const Children: CollectionConfig = {
  slug: CHILDREN_SLUG,
  admin: { useAsTitle: 'name', hidden: ({ user }) => (user as { role?: string } | null)?.role !== 'superadmin' },
  access: superadminOnly,
  hooks: { beforeChange: [copyParentName] },
  // The centre's list filters by centre (and status) and shows the newest first, a page at a time; its
  // search is ILIKE '%word%' on name, parentName and schoolName. The indexes for both are written by
  // hand in the children_lists migration (Payload's compound index names are not prefixed by the table,
  // and it has no trigram indexes).
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 120 },
    { name: 'dob', type: 'date', required: true },
    { name: 'gender', type: 'select', required: true, options: options(GENDERS) },
    { name: 'schoolName', type: 'text', maxLength: 160 },
    { name: 'schoolBoard', type: 'select', options: options(SCHOOL_BOARDS) },
    { name: 'classGrade', type: 'text', maxLength: 40 },
    {
      name: 'admitStatus',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      options: options(ADMIT_STATUSES),
      index: true,
    },
    { name: 'parent', type: 'relationship', relationTo: 'users', required: true, index: true },
    {
      name: 'parentName',
      type: 'text',
      maxLength: 120,
      admin: { readOnly: true, description: "A copy of the parent's name, for searching the centre's list" },
    },
    { name: 'centre', type: 'relationship', relationTo: 'centres', required: true, index: true },
    { name: 'doctor', type: 'relationship', relationTo: 'users', index: true },
    { name: 'therapist', type: 'relationship', relationTo: 'users', index: true },
  ],
}

export const childrenCollections = [Children]
