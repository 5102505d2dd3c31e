import type { Payload } from 'payload'
import { HOME_SLUG } from '../globals/Home/index.ts'
import { seedImage } from './images.ts'

/** The home page text a fresh install starts with; editors change it in /admin. */
export const HOME_SEED = {
  welcomeTitle: 'Welcome to our Child Development Centres',
  welcomeText:
    'For more than 15 years we have helped children with autism, ADHD, learning difficulties, sensory processing differences and emotional or behavioural challenges to grow in confidence. ' +
    'Our psychologists, occupational therapists, speech therapists and special educators assess each child carefully, agree clear goals with parents, and review progress every month. ' +
    'Visit any of our ten branches across Hyderabad and Secunderabad, or call us to book an assessment.',
  servicesHeading: 'Our Services',
  branchesHeading: 'Our Branches and Services',
  treatmentHeading: 'Treatment',
  seo: {
    title: 'Child Development & Therapy Centres in Hyderabad',
    description:
      'Assessments, occupational, speech and behaviour therapy, and remedial education for children at ten branches across Hyderabad.',
  },
}

/** Each hero slide's caption and its picture's description (the media alt text gets a full stop). */
export const HERO_SLIDES = [
  ['Every child can grow with the right support', 'Drawing of two children and a parent flying a kite on a green hill'],
  ['Therapy that feels like play', 'Drawing of three children building with blocks in a bright room'],
  ['Parents and therapists working together', 'Drawing of a parent and child reading together indoors'],
  ['Helping children find their words', 'Drawing of two children outdoors beside a speech bubble and a puzzle'],
  ['Ten branches across Hyderabad', 'Drawing of a family playing ball on a hillside'],
  ['Learning at your child’s own pace', 'Drawing of a teacher and two children at a table with blocks'],
] as const

/** What each treatment picture shows; its alt text is `treatmentAlt(...)`. */
export const TREATMENT_ALTS = [
  'A therapist and child stacking blocks',
  'A child playing catch in the garden',
  'A child reading a picture book',
  'Two children solving a puzzle',
  'A child practising words with picture cards',
  'Children flying a kite together',
  'A child working at a small table',
  'A therapist helping a child build a tower',
  'A child bouncing a ball',
  'Two children reading together',
  'A child fitting puzzle pieces',
  'A child talking about a picture',
  'A therapist and children playing outdoors',
]

/** A treatment picture's alt text, as the seed uploads it. */
export const treatmentAlt = (alt: string) => `Drawing: ${alt.toLowerCase()}.`

interface HomeDoc {
  welcomeText?: string | null
  heroSlides?: unknown[] | null
  treatmentImages?: unknown[] | null
}

/**
 * Fills each part of the home page that is still empty (text, hero slides, treatment pictures).
 * A part an editor has filled is never overwritten.
 */
export async function seedHome(payload: Payload): Promise<boolean> {
  const home = (await payload.findGlobal({ slug: HOME_SLUG, depth: 0 })) as HomeDoc
  const data: Record<string, unknown> = {}
  if (!home.welcomeText) Object.assign(data, HOME_SEED)
  if (!home.heroSlides?.length) {
    data.heroSlides = await Promise.all(
      HERO_SLIDES.map(async ([caption, alt], index) => ({
        caption,
        image: await seedImage(payload, `hero-${index + 1}`, `${alt}.`),
      })),
    )
  }
  if (!home.treatmentImages?.length) {
    data.treatmentImages = []
    for (const [index, alt] of TREATMENT_ALTS.entries()) {
      ;(data.treatmentImages as unknown[]).push({
        image: await seedImage(payload, `treatment-${index + 1}`, treatmentAlt(alt)),
      })
    }
  }
  if (Object.keys(data).length === 0) return false
  await payload.updateGlobal({ slug: HOME_SLUG, data })
  return true
}
