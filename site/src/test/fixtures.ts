import type { CommonData, ContentKey, PageContentMap, SiteData, SiteImage } from '@app/content/types'
import type { Language } from '@app/platform/format'
import type { SitePage } from '../lib/site-data.ts'

/** An image as the content readers return it. */
export const image = (name: string, alt = `Picture ${name}`): SiteImage => ({
  src: `/uploads/${name}.webp?v=1`,
  width: 1600,
  height: 700,
  alt,
  srcset: [
    { src: `/uploads/${name}-400x175.webp?v=1`, width: 400 },
    { src: `/uploads/${name}-800x350.webp?v=1`, width: 800 },
    { src: `/uploads/${name}.webp?v=1`, width: 1600 },
  ],
})

export const common: CommonData = {
  settings: {
    siteName: 'Child Development Centres',
    tagline: 'Helping children grow',
    headOffice: {
      address: 'Main Road, Hyderabad 500027',
      phone: '+91 90000 00000',
      email: 'office@centres.example',
      hours: null,
    },
    social: [{ platform: 'facebook', url: 'https://www.facebook.com/' }],
    seo: { title: 'Default title', description: 'Default description', image: image('share') },
  },
  branches: [
    {
      id: 'b1',
      name: 'Barkatpura <Centre>',
      location: 'Barkatpura',
      address: 'Barkatpura Main Road, Barkatpura, Hyderabad, Telangana 500027',
      phone: '+91 90000 00002',
      colour: '#1d4ed8',
    },
  ],
  services: [{ title: 'Speech Therapy', slug: 'speech-therapy' }],
}

/** Data for one page render, as the server builds it (`path` within the page's language). */
export function siteData<K extends ContentKey>(
  route: string,
  page: PageContentMap[K],
  path = route,
  locale: Language = 'en',
): SitePage {
  return { route, path, locale, params: {}, publicUrl: 'https://example.org', common, page } as SiteData & SitePage
}
