import type { Payload } from 'payload'
import { seedHome } from './home.ts'
import { BRANCH_IMAGE_ALT, seedImage } from './images.ts'
import { seedBranchesPage, seedContactPage } from './pages.ts'
import { seedServices } from './services.ts'
import { seedSiteSettings } from './site-settings.ts'
import { CONTENT_PAGE_SEED_STEPS } from './content-pages/index.ts'
import { seedTranslations } from './translations/index.ts'

export { seedImage, SEED_IMAGES_DIR } from './images.ts'

/**
 * The website's content seed, in order. Each step checks before it writes and returns whether it
 * wrote anything, so it runs on every start and never overwrites an editor's work.
 * Add a step for each new collection or global (see site/README.md).
 */
export const SITE_SEED_STEPS: Array<{ name: string; run: (payload: Payload) => Promise<boolean> }> = [
  { name: 'site settings', run: seedSiteSettings },
  { name: 'services', run: seedServices },
  { name: 'home page', run: seedHome },
  { name: 'branches page', run: seedBranchesPage },
  { name: 'contact page', run: seedContactPage },
  ...CONTENT_PAGE_SEED_STEPS,
  // Last: the Telugu and Hindi of everything above, also on a database seeded in English before (decision 063).
  { name: 'translations', run: seedTranslations },
]

/** Runs every content seed step; returns the names of the steps that wrote something. */
export async function seedSiteContent(payload: Payload): Promise<string[]> {
  const seeded: string[] = []
  for (const step of SITE_SEED_STEPS) if (await step.run(payload)) seeded.push(step.name)
  return seeded
}

/** The picture for the branch at `position` (1 to 10), uploaded once. */
export const seedBranchImage = (payload: Payload, position: number) =>
  seedImage(payload, `branch-${((position - 1) % 10) + 1}`, BRANCH_IMAGE_ALT)
