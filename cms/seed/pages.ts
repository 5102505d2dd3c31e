import type { Payload } from 'payload'
import { BRANCHES_PAGE_SLUG } from '../globals/BranchesPage/index.ts'
import { CONTACT_PAGE_SLUG } from '../globals/ContactPage/index.ts'
import { seedImage } from './images.ts'

/** The words of /contact (translated in cms/seed/translations). */
export const CONTACT_PAGE_SEED = {
  heading: 'Contact Us',
  heroImageAlt: 'Drawing of two parents and a child chatting happily outdoors',
  getInTouchHeading: 'Get in touch',
  intro:
    'Have a question about your child, our services or fees? Call or e-mail our head office, ring the branch nearest to you, or send us a message below. We reply within two working days.',
  formHeading: 'Send us a message',
  contactsHeading: 'Contacts',
  seo: {
    title: 'Contact Us',
    description:
      'Call, e-mail or write to our head office in Hyderabad, or phone any of our ten branches to book an appointment.',
  },
}

/** The words of /ourbranches (translated in cms/seed/translations). */
export const BRANCHES_PAGE_SEED = {
  heading: 'Our Branches',
  intro:
    'We have ten branches across Hyderabad and Secunderabad, including our Special Education Center at Barkatpura. Tap a phone number to call a branch and book an appointment.',
  seo: {
    title: 'Our Branches in Hyderabad',
    description: 'Addresses and phone numbers of our ten child development branches across Hyderabad and Secunderabad.',
  },
}

/** The words of /contact, once. */
export async function seedContactPage(payload: Payload): Promise<boolean> {
  const doc = (await payload.findGlobal({ slug: CONTACT_PAGE_SLUG, depth: 0 })) as { intro?: string | null }
  if (doc.intro) return false
  const { heroImageAlt, ...words } = CONTACT_PAGE_SEED
  await payload.updateGlobal({
    slug: CONTACT_PAGE_SLUG,
    data: { ...words, heroImage: await seedImage(payload, 'contact-hero', heroImageAlt) },
  })
  return true
}

/** The words of /ourbranches, once. */
export async function seedBranchesPage(payload: Payload): Promise<boolean> {
  const doc = (await payload.findGlobal({ slug: BRANCHES_PAGE_SLUG, depth: 0 })) as { intro?: string | null }
  if (doc.intro) return false
  await payload.updateGlobal({
    slug: BRANCHES_PAGE_SLUG,
    data: BRANCHES_PAGE_SEED,
  })
  return true
}
