import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { WHY_US_SEED } from '../../cms/seed/content-pages/about.ts'
import { FAQ_SEED } from '../../cms/seed/content-pages/faq.ts'
import { DEMO_PASSWORD } from './support.ts'

/** Waits until React has hydrated the server-rendered page, so its interactive pieces respond. */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1)
}

/** Opens a public page and waits for its interactive pieces. */
export async function openSitePage(page: Page, path: string): Promise<void> {
  const response = await page.goto(path)
  expect(response?.status()).toBe(200)
  await waitForHydration(page)
}

/** A CMS token for the demo editor, for reading what the site stored and for tidying up. */
export async function cmsAuth(request: APIRequestContext, username = 'demo-editor'): Promise<Record<string, string>> {
  const login = await request.post('/cms-api/users/login', { data: { username, password: DEMO_PASSWORD } })
  expect(login.ok()).toBe(true)
  const { token } = (await login.json()) as { token: string }
  return { authorization: `JWT ${token}` }
}

export { PUBLIC_PATHS } from '../support/public-paths.ts'

/** Each content page: its path, the canonical path, its <h1> and a text only its content has. */
export const CONTENT_PAGES = [
  { path: '/aboutus/whoarewe', canonical: '/aboutus/whoarewe', h1: 'Who We Are', text: 'Our mission' },
  { path: '/aboutus/whyus', canonical: '/aboutus/whyus', h1: 'Why Us', text: WHY_US_SEED.claims[24] },
  { path: '/whyus', canonical: '/aboutus/whyus', h1: 'Why Us', text: WHY_US_SEED.claims[0] },
  {
    path: '/aboutus/foundermessages',
    canonical: '/aboutus/foundermessages',
    h1: 'Founder Messages',
    text: 'Our Co-founder',
  },
  { path: '/aboutus/goals', canonical: '/aboutus/goals', h1: 'Our Goals', text: 'Early identification' },
  { path: '/goals', canonical: '/aboutus/goals', h1: 'Our Goals', text: 'Emotional well-being' },
  { path: '/aboutus/research', canonical: '/aboutus/research', h1: 'Research', text: 'Ongoing projects' },
  { path: '/research', canonical: '/aboutus/research', h1: 'Research', text: 'Our research team' },
  {
    path: '/services/assessment-evaluation',
    canonical: '/services/assessment-evaluation',
    h1: 'Assessment',
    text: 'Diagnostic evaluation',
  },
  {
    path: '/services/occupational-therapy',
    canonical: '/services/occupational-therapy',
    h1: 'Occupational Therapy',
    text: 'pencil grip',
  },
  {
    path: '/services/behaviour-therapy',
    canonical: '/services/behaviour-therapy',
    h1: 'Behaviour Therapy',
    text: 'Theory of mind',
  },
  {
    path: '/services/remedial-therapy',
    canonical: '/services/remedial-therapy',
    h1: 'Remedial',
    text: 'multi-sensory',
  },
  {
    path: '/services/behaviour-modification',
    canonical: '/services/behaviour-modification',
    h1: 'Behaviour Modification',
    text: 'visual schedules',
  },
  {
    path: '/services/speech-therapy',
    canonical: '/services/speech-therapy',
    h1: 'Speech',
    text: 'Receptive language evaluation',
  },
  { path: '/training', canonical: '/training', h1: 'Training', text: 'COGENT' },
  { path: '/media/photos', canonical: '/media/photos', h1: 'Photos', text: 'Art and craft afternoon' },
  { path: '/media/videos', canonical: '/media/videos', h1: 'Videos', text: 'Preparing your child for school' },
  { path: '/faq', canonical: '/faq', h1: 'Frequently Asked Questions', text: FAQ_SEED[1].answer },
  { path: '/terms-and-conditions', canonical: '/terms-and-conditions', h1: 'Terms and Conditions', text: 'Rs. 7,500' },
]
