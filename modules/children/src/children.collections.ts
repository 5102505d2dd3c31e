import type { CollectionConfig } from 'payload'
import { superadminOnly } from '@app/platform/payload-access'
import { ADMIT_STATUSES, GENDERS, SCHOOL_BOARDS } from './children.schema.ts'

export const CHILDREN_SLUG = 'children'

const options = (values: readonly string[]) => values.map((value) => ({ label: value, value }))

/** A child seen by a centre: belongs to one parent and one centre, assigned a doctor and a therapist. */
export const Children: CollectionConfig = {
  slug: CHILDREN_SLUG,
  admin: { useAsTitle: 'name', hidden: ({ user }) => (user as { role?: string } | null)?.role !== 'superadmin' },
  access: superadminOnly,
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
    { name: 'centre', type: 'relationship', relationTo: 'centres', required: true, index: true },
    { name: 'doctor', type: 'relationship', relationTo: 'users', index: true },
    { name: 'therapist', type: 'relationship', relationTo: 'users', index: true },
  ],
}

export const childrenCollections = [Children]
