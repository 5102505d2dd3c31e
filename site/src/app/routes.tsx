import type { ReactElement } from 'react'
import { HomePage } from '../features/home/HomePage.tsx'
import { ContentPage } from '../components/ContentPage.tsx'
import { NotFoundPage } from '../components/NotFoundPage.tsx'
import type { SiteData } from '../lib/site-data.ts'

export interface SiteRoute {
  path: string
  title: string
  description: string
  render: (data: SiteData) => ReactElement
}

const page = (path: string, title: string, description: string): SiteRoute => ({
  path,
  title,
  description,
  render: () => <ContentPage title={title} intro={description} />,
})

const whyUs = page('/aboutus/whyus', 'Why Us', 'Why families across Hyderabad choose our centres for their children.')
const goals = page('/aboutus/goals', 'Our Goals', 'The goals that guide our work with children and families.')
const research = page('/aboutus/research', 'Research', 'Our ongoing research projects and the people behind them.')

/** Every public route of SPEC section 2; anything else is the 404 page. */
export const SITE_ROUTES: SiteRoute[] = [
  {
    path: '/',
    title: 'Child Development Centres',
    description:
      'Assessments, occupational, speech and behaviour therapy, and remedial education for children at ten branches across Hyderabad.',
    render: (data) => <HomePage data={data} />,
  },
  page('/aboutus/whoarewe', 'Who We Are', 'Our mission, our vision and the values we work by.'),
  whyUs,
  page('/aboutus/foundermessages', 'Founder Messages', 'A word from the founders of our centres.'),
  goals,
  research,
  { ...whyUs, path: '/whyus' },
  { ...goals, path: '/goals' },
  { ...research, path: '/research' },
  page(
    '/services',
    'Our Services',
    'Assessment, therapy and education services for children with developmental needs.',
  ),
  page(
    '/services/assessment-evaluation',
    'Assessment and Evaluation',
    'IQ, psychological, developmental and psycho-educational assessments.',
  ),
  page(
    '/services/occupational-therapy',
    'Occupational Therapy',
    'Helping children build the skills for everyday life, play and school.',
  ),
  page(
    '/services/behaviour-therapy',
    'Behaviour Therapy',
    'Structured support for social skills, life skills and behaviour.',
  ),
  page(
    '/services/remedial-therapy',
    'Remedial Therapy',
    'One-to-one teaching for children with specific learning difficulties.',
  ),
  page(
    '/services/behaviour-modification',
    'Behaviour Modification',
    'Changing difficult behaviour with consistent, positive methods.',
  ),
  page('/services/speech-therapy', 'Speech Therapy', 'Speech and language evaluation and therapy for children.'),
  page('/training', 'Training Programmes', 'Courses for teachers, therapists and parents.'),
  page('/ourbranches', 'Our Branches', 'Addresses and phone numbers of our ten branches.'),
  page('/media/photos', 'Photos', 'Photos from our centres, workshops and events.'),
  page('/media/videos', 'Videos', 'Videos about our therapies, workshops and events.'),
  page('/faq', 'Frequently Asked Questions', 'Answers to the questions parents ask us most.'),
  page(
    '/terms-and-conditions',
    'Terms and Conditions',
    'Our terms, privacy policy, refund and cancellation policy, and prices.',
  ),
  page('/contact', 'Contact Us', 'Get in touch with our head office or any of our branches.'),
]

export const NOT_FOUND_ROUTE: SiteRoute = {
  path: '*',
  title: 'Page Not Found',
  description: 'The page you are looking for does not exist.',
  render: () => <NotFoundPage />,
}

const normalisePath = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path)

/** The route for a path, or undefined when the path is not a public page. */
export function findSiteRoute(pathname: string): SiteRoute | undefined {
  const path = normalisePath(pathname)
  return SITE_ROUTES.find((route) => route.path === path)
}
