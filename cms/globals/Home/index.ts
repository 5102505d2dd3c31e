import type { GlobalConfig } from 'payload'
import { anyone, isCmsUser } from '@app/platform/payload-access'

export const HOME_SLUG = 'home'

/** The home page's text. Sections with images (hero, treatment carousel) join as the site grows. */
export const Home: GlobalConfig = {
  slug: HOME_SLUG,
  label: 'Home page',
  access: { read: anyone, update: isCmsUser },
  fields: [
    { name: 'welcomeTitle', type: 'text', required: true, maxLength: 160 },
    { name: 'welcomeText', type: 'textarea', required: true, maxLength: 4000 },
    {
      name: 'branchesHeading',
      type: 'text',
      required: true,
      defaultValue: 'Our Branches and Services',
      maxLength: 120,
    },
    { name: 'seoTitle', type: 'text', maxLength: 70 },
    { name: 'seoDescription', type: 'textarea', maxLength: 170 },
  ],
}
