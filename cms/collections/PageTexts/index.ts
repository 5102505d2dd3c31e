import type { CollectionConfig } from 'payload'
import { publicContent } from '@app/platform/payload-access'
import { seoField } from '../../fields/seo.ts'
import { localized } from '../../fields/localized.ts'

export const PAGE_TEXTS_SLUG = 'page-texts'

/**
 * The pages whose words have no global of their own (their body is a list collection, or nothing):
 * key -> the page's name in /admin, also its heading while it has no document.
 */
export const PAGE_TEXT_PAGES = {
  founders: 'Founder Messages',
  goals: 'Our Goals',
  research: 'Research',
  servicesOverview: 'Our Services',
  training: 'Training Programmes',
  photos: 'Photos',
  videos: 'Videos',
  faq: 'Frequently Asked Questions',
  notFound: 'Page Not Found',
} as const

export type PageTextKey = keyof typeof PAGE_TEXT_PAGES

const PAGE_PATHS: Record<PageTextKey, string> = {
  founders: '/aboutus/foundermessages',
  goals: '/aboutus/goals',
  research: '/aboutus/research',
  servicesOverview: '/services',
  training: '/training',
  photos: '/media/photos',
  videos: '/media/videos',
  faq: '/faq',
  notFound: 'any unknown address (404)',
}

/** The heading, intro text and SEO fields of the public pages listed in PAGE_TEXT_PAGES, one document per page. */
export const PageTexts: CollectionConfig = {
  slug: PAGE_TEXTS_SLUG,
  labels: { singular: 'Page heading', plural: 'Page headings' },
  admin: {
    useAsTitle: 'heading',
    defaultColumns: ['heading', 'page', 'updatedAt'],
    group: 'Website pages',
    description:
      'The heading, intro text and search-engine fields of the FAQ, goals, founders, research, services, ' +
      'training, photos, videos and "page not found" pages. Changes show on the next page load.',
  },
  defaultSort: 'page',
  access: publicContent,
  fields: [
    {
      name: 'page',
      type: 'select',
      required: true,
      unique: true,
      index: true,
      options: (Object.keys(PAGE_TEXT_PAGES) as PageTextKey[]).map((value) => ({
        value,
        label: `${PAGE_TEXT_PAGES[value]} (${PAGE_PATHS[value]})`,
      })),
      admin: { description: 'Which page these words are for (each page has one).' },
    },
    localized({
      name: 'heading',
      type: 'text',
      required: true,
      maxLength: 120,
      admin: { description: 'The page title (h1).' },
    }),
    localized({
      name: 'lead',
      label: 'Intro text',
      type: 'textarea',
      maxLength: 1000,
      admin: { description: 'The short paragraph under the heading; also the search description if that is empty.' },
    }),
    seoField(),
  ],
}
