// The headings, intro texts and search descriptions of the public pages, as they read before they moved
// into the CMS. Editors change them in /admin ("Page headings", and the page's own global).
import type { PageTextKey } from '../../collections/PageTexts/index.ts'
import { POLICIES_SLUG } from '../../globals/Policies/index.ts'
import { WHO_WE_ARE_SLUG } from '../../globals/WhoWeAre/index.ts'
import { WHY_US_SLUG } from '../../globals/WhyUs/index.ts'

export const PAGE_TEXTS_SEED: Array<{
  page: PageTextKey
  heading: string
  lead: string
  seo: { description: string }
}> = [
  {
    page: 'founders',
    heading: 'Founder Messages',
    lead: 'A word from the people who started our centres.',
    seo: { description: 'Messages from the founders of our centres: why we started and how we care for every child.' },
  },
  {
    page: 'goals',
    heading: 'Our Goals',
    lead: 'What we work towards for every child and every family.',
    seo: { description: 'The thirteen goals that guide our work with children, parents, schools and the community.' },
  },
  {
    page: 'research',
    heading: 'Research',
    lead: 'We study what helps children most, and use what we learn in our therapy rooms.',
    seo: {
      description: 'Our ongoing research into autism, sensory integration and parent training, and the team behind it.',
    },
  },
  {
    page: 'servicesOverview',
    heading: 'Our Services',
    lead: 'Assessment, therapy and teaching for children with developmental, learning, emotional and behavioural needs, all under one roof.',
    seo: {
      description:
        'Assessment, occupational, speech and behaviour therapy, behaviour modification and remedial teaching for children.',
    },
  },
  {
    page: 'training',
    heading: 'Training Programmes',
    lead: 'Courses for teachers, therapists, special educators and parents, taught by our own specialists.',
    seo: {
      description:
        'Training for teachers, therapists and parents: pedagogy, behaviour therapy, PREP, COGENT, maths and more.',
    },
  },
  {
    page: 'photos',
    heading: 'Photos',
    lead: 'A look inside our centres, workshops and celebrations.',
    seo: { description: 'Photos from our therapy rooms, special education centre, parent workshops and celebrations.' },
  },
  {
    page: 'videos',
    heading: 'Videos',
    lead: 'Short videos about our therapies, our centres and how you can help your child.',
    seo: {
      description:
        'Short videos for parents about our therapies, child development and how to help your child at home.',
    },
  },
  {
    page: 'faq',
    heading: 'Frequently Asked Questions',
    lead: 'Answers to the questions parents ask us most.',
    seo: {
      description: 'Answers to the questions parents ask most: appointments, access, fees, sessions and cancellations.',
    },
  },
  {
    page: 'notFound',
    heading: 'Page Not Found',
    lead: 'Sorry, we could not find the page you were looking for.',
    seo: { description: 'The page you are looking for does not exist.' },
  },
]

/** The heading and search description of the pages that have their own global. */
export const GLOBAL_HEADINGS_SEED: Record<string, { heading: string; description: string }> = {
  [WHO_WE_ARE_SLUG]: {
    heading: 'Who We Are',
    description: 'Who we are: our mission, our vision and the values behind 15 years of helping children in Hyderabad.',
  },
  [WHY_US_SLUG]: {
    heading: 'Why Us',
    description: '25 reasons families across Hyderabad trust our child-development centres with their children.',
  },
  [POLICIES_SLUG]: {
    heading: 'Terms and Conditions',
    description: 'Our terms of use, privacy policy, refund and cancellation policy, and published prices.',
  },
}
