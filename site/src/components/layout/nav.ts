import type { ServiceLink } from '@app/content/types'

export interface NavLink {
  label: string
  href: string
}

export interface NavItem extends NavLink {
  id: string
  children?: NavLink[]
}

/** The visitor header's menu (docs/product.md §3.2). The Services entries come from the CMS. */
export function mainNav(services: ServiceLink[]): NavItem[] {
  return [
    { id: 'home', label: 'Home', href: '/' },
    {
      id: 'about',
      label: 'About Us',
      href: '/aboutus/whoarewe',
      children: [
        { label: 'Who We Are', href: '/aboutus/whoarewe' },
        { label: 'Why Us', href: '/aboutus/whyus' },
        { label: 'Founder Messages', href: '/aboutus/foundermessages' },
        { label: 'Our Goals', href: '/aboutus/goals' },
        { label: 'Research', href: '/aboutus/research' },
      ],
    },
    {
      id: 'services',
      label: 'Services',
      href: '/services',
      children: [
        { label: 'All Services', href: '/services' },
        ...services.map((service) => ({ label: service.title, href: `/services/${service.slug}` })),
      ],
    },
    { id: 'training', label: 'Training', href: '/training' },
    { id: 'enquiry', label: 'Enquire', href: '/enquiry' },
    { id: 'branches', label: 'Our Branches', href: '/ourbranches' },
    {
      id: 'media',
      label: 'Media',
      href: '/media/photos',
      children: [
        { label: 'Photos', href: '/media/photos' },
        { label: 'Videos', href: '/media/videos' },
      ],
    },
    { id: 'contact', label: 'Contact Us', href: '/contact' },
  ]
}

export const QUICK_LINKS: NavLink[] = [
  { label: 'Home', href: '/' },
  { label: 'About Us', href: '/aboutus/whoarewe' },
  { label: 'Training', href: '/training' },
  { label: 'Enquire about the programme', href: '/enquiry' },
  // The learning games (the portal): for a child at home, and the practice their therapist suggested.
  { label: 'Learning games', href: '/games' },
  { label: 'Home practice', href: '/parentwrapper' },
  { label: 'Our Branches', href: '/ourbranches' },
  { label: 'Photos', href: '/media/photos' },
  { label: 'Videos', href: '/media/videos' },
  { label: 'Contact Us', href: '/contact' },
]

export const USEFUL_LINKS: NavLink[] = [
  { label: 'Why Us', href: '/whyus' },
  { label: 'Our Goals', href: '/goals' },
  { label: 'Research', href: '/research' },
  { label: 'FAQ', href: '/faq' },
  { label: 'Terms and Conditions', href: '/terms-and-conditions' },
  { label: 'Services', href: '/services' },
]

/** Delay before a dropdown closes once the pointer leaves it (docs/product.md §3.2). */
export const DROPDOWN_CLOSE_MS = 300
/** At this width and wider the header shows the desktop menu (docs/product.md §3.2). */
export const DESKTOP_QUERY = '(min-width: 768px)'

/** The section of the menu a path belongs to, for aria-current. */
export const isCurrent = (path: string, href: string) => (href === '/' ? path === '/' : path === href)
