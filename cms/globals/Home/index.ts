import type { GlobalConfig } from 'payload'
import { anyone, isCmsUser } from '@app/platform/payload-access'
import { seoField } from '../../fields/seo.ts'
import { localized } from '../../fields/localized.ts'

export const HOME_SLUG = 'home'

/** The home page: hero slides, welcome text, section headings and the treatment carousel. */
export const Home: GlobalConfig = {
  slug: HOME_SLUG,
  label: 'Home page',
  access: { read: anyone, update: isCmsUser },
  admin: {
    group: 'Website',
    description: 'The service tiles come from Services and the branch grid from Branches.',
  },
  fields: [
    {
      name: 'heroSlides',
      type: 'array',
      label: 'Hero slides',
      maxRows: 10,
      admin: { description: 'The slider at the top of the page (six work best). The first one loads first.' },
      fields: [
        { name: 'image', type: 'upload', relationTo: 'media', required: true },
        localized({
          name: 'caption',
          type: 'text',
          maxLength: 120,
          admin: { description: 'A short line shown on the slide' },
        }),
      ],
    },
    localized({ name: 'welcomeTitle', type: 'text', required: true, maxLength: 160 }),
    localized({ name: 'welcomeText', type: 'textarea', required: true, maxLength: 4000 }),
    localized({ name: 'servicesHeading', type: 'text', required: true, defaultValue: 'Our Services', maxLength: 120 }),
    localized({
      name: 'branchesHeading',
      type: 'text',
      required: true,
      defaultValue: 'Our Branches and Services',
      maxLength: 120,
    }),
    localized({ name: 'treatmentHeading', type: 'text', required: true, defaultValue: 'Treatment', maxLength: 120 }),
    {
      name: 'treatmentImages',
      type: 'array',
      label: 'Treatment carousel',
      maxRows: 30,
      admin: { description: 'Pictures shown three at a time under "Treatment".' },
      fields: [
        { name: 'image', type: 'upload', relationTo: 'media', required: true },
        localized({ name: 'caption', type: 'text', maxLength: 120 }),
      ],
    },
    seoField(),
  ],
}
