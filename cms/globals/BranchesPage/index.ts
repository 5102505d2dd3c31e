import type { GlobalConfig } from 'payload'
import { anyone, isCmsUser } from '@app/platform/payload-access'
import { seoField } from '../../fields/seo.ts'
import { localized } from '../../fields/localized.ts'

export const BRANCHES_PAGE_SLUG = 'branches-page'

/** The /ourbranches page's words; the branches themselves are edited under Branches. */
export const BranchesPage: GlobalConfig = {
  slug: BRANCHES_PAGE_SLUG,
  label: 'Our Branches page',
  access: { read: anyone, update: isCmsUser },
  admin: { group: 'Website' },
  fields: [
    localized({ name: 'heading', type: 'text', required: true, defaultValue: 'Our Branches', maxLength: 120 }),
    localized({ name: 'intro', type: 'textarea', maxLength: 1000 }),
    seoField(),
  ],
}
