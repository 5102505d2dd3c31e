import type { ServiceLink } from '@app/content/types'
import type { MessageId } from '../../i18n/en.ts'

/** A link of the menus: its words (an id of the site's catalogue, or an editor's title from the CMS) and path. */
export interface NavLink {
  label: MessageId | { text: string }
  href: string
}

export interface NavItem extends NavLink {
  id: string
  children?: NavLink[]
}

/** The visitor header's menu (docs/product.md §3.2). The Services entries come from the CMS. */
export function mainNav(services: ServiceLink[]): NavItem[] {
  return [
    { id: 'home', label: 'nav.home', href: '/' },
    {
      id: 'about',
      label: 'nav.about',
      href: '/aboutus/whoarewe',
      children: [
        { label: 'nav.whoWeAre', href: '/aboutus/whoarewe' },
        { label: 'nav.whyUs', href: '/aboutus/whyus' },
        { label: 'nav.founders', href: '/aboutus/foundermessages' },
        { label: 'nav.goals', href: '/aboutus/goals' },
        { label: 'nav.research', href: '/aboutus/research' },
      ],
    },
    {
      id: 'services',
      label: 'nav.services',
      href: '/services',
      children: [
        { label: 'nav.allServices', href: '/services' },
        ...services.map((service) => ({ label: { text: service.title }, href: `/services/${service.slug}` })),
      ],
    },
    { id: 'training', label: 'nav.training', href: '/training' },
    { id: 'enquiry', label: 'nav.enquire', href: '/enquiry' },
    { id: 'branches', label: 'nav.branches', href: '/ourbranches' },
    {
      id: 'media',
      label: 'nav.media',
      href: '/media/photos',
      children: [
        { label: 'nav.photos', href: '/media/photos' },
        { label: 'nav.videos', href: '/media/videos' },
      ],
    },
    { id: 'contact', label: 'nav.contact', href: '/contact' },
  ]
}

export const QUICK_LINKS: NavLink[] = [
  { label: 'nav.home', href: '/' },
  { label: 'nav.about', href: '/aboutus/whoarewe' },
  { label: 'nav.training', href: '/training' },
  { label: 'nav.enquireProgramme', href: '/enquiry' },
  // The learning games (the portal): for a child at home, and the practice their therapist suggested.
  { label: 'nav.games', href: '/games' },
  { label: 'nav.homePractice', href: '/parentwrapper' },
  { label: 'nav.branches', href: '/ourbranches' },
  { label: 'nav.photos', href: '/media/photos' },
  { label: 'nav.videos', href: '/media/videos' },
  { label: 'nav.contact', href: '/contact' },
]

export const USEFUL_LINKS: NavLink[] = [
  { label: 'nav.whyUs', href: '/whyus' },
  { label: 'nav.goals', href: '/goals' },
  { label: 'nav.research', href: '/research' },
  { label: 'nav.faq', href: '/faq' },
  { label: 'nav.terms', href: '/terms-and-conditions' },
  { label: 'nav.services', href: '/services' },
]

/** Delay before a dropdown closes once the pointer leaves it (docs/product.md §3.2). */
export const DROPDOWN_CLOSE_MS = 300
/** At this width and wider the header shows the desktop menu (docs/product.md §3.2). */
export const DESKTOP_QUERY = '(min-width: 768px)'

/** The section of the menu a path belongs to, for aria-current (paths within the page's language). */
export const isCurrent = (path: string, href: string) => (href === '/' ? path === '/' : path === href)
