import type { Payload } from 'payload'
import { SITE_SETTINGS_SLUG } from '../globals/SiteSettings/index.ts'
import { seedImage } from './images.ts'

/** The words of the site settings a visitor reads (translated in cms/seed/translations). */
export const SITE_SETTINGS_SEED = {
  tagline: 'Assessment, therapy and special education for children in Hyderabad for over 15 years.',
  headOffice: { hours: 'Monday to Saturday, 9:30 AM to 6:30 PM' },
  seo: {
    title: 'Child Development & Therapy Centres in Hyderabad',
    description:
      'Assessments, occupational, speech and behaviour therapy, and remedial education for children at ten branches across Hyderabad.',
  },
  shareImageAlt: 'Drawing of two children and a parent flying a kite on a green hill',
}

/**
 * Head office details a fresh install starts with. The phone number is a placeholder (the 00000
 * block) and the e-mail uses the reserved .example domain until the office enters real ones in /admin.
 */
export async function seedSiteSettings(payload: Payload): Promise<boolean> {
  const settings = (await payload.findGlobal({ slug: SITE_SETTINGS_SLUG, depth: 0 })) as {
    headOffice?: { phone?: string | null }
  }
  if (settings.headOffice?.phone) return false
  await payload.updateGlobal({
    slug: SITE_SETTINGS_SLUG,
    data: {
      siteName: 'Child Development Centres',
      tagline: SITE_SETTINGS_SEED.tagline,
      headOffice: {
        address: 'Barkatpura Main Road, near Chaman, Barkatpura, Hyderabad, Telangana 500027',
        phone: '+91 90000 00000',
        email: 'office@centres.example',
        hours: SITE_SETTINGS_SEED.headOffice.hours,
      },
      social: [
        { platform: 'facebook', url: 'https://www.facebook.com/' },
        { platform: 'instagram', url: 'https://www.instagram.com/' },
        { platform: 'youtube', url: 'https://www.youtube.com/' },
        { platform: 'linkedin', url: 'https://www.linkedin.com/' },
      ],
      seo: {
        ...SITE_SETTINGS_SEED.seo,
        image: await seedImage(payload, 'share', SITE_SETTINGS_SEED.shareImageAlt),
      },
    },
  })
  return true
}
