import type { Payload } from 'payload'
import { HOME_SLUG } from '../globals/Home/index.ts'
import { HOME_SEED } from './home.ts'

/** Fills the home page text once; an edited home page is never overwritten. */
export async function seedHomeContent(payload: Payload): Promise<boolean> {
  const home = (await payload.findGlobal({ slug: HOME_SLUG, depth: 0 })) as { welcomeText?: string | null }
  if (home.welcomeText) return false
  await payload.updateGlobal({ slug: HOME_SLUG, data: HOME_SEED })
  return true
}
