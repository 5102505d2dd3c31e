import { expect, test } from '@playwright/test'
import {
  FOUNDER_MESSAGES_SEED,
  GOALS_SEED,
  RESEARCH_PROJECTS_SEED,
  RESEARCH_STAFF_SEED,
  WHO_WE_ARE_SEED,
  WHY_US_SEED,
} from '../../cms/seed/content-pages/about.ts'

test.describe('a parent reads the about-us pages', () => {
  test('"Who We Are" shows the mission, the vision and the core-values image with its size set', async ({ page }) => {
    await page.goto('/aboutus/whoarewe')
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { level: 1, name: 'Who We Are' })).toBeVisible()
    await expect(main.getByRole('region', { name: 'Our mission' })).toContainText(WHO_WE_ARE_SEED.mission)
    await expect(main.getByRole('region', { name: 'Our vision' })).toContainText(WHO_WE_ARE_SEED.vision)
    const image = main.getByRole('img', { name: /core values/i })
    await expect(image).toBeVisible()
    await expect(image).toHaveAttribute('width', /^\d+$/)
    await expect(image).toHaveAttribute('height', /^\d+$/)
    expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
  })

  test('"Why Us" lists the 25 claims, each revealed 0.2 s after the one before', async ({ page }) => {
    await page.goto('/aboutus/whyus')
    const claims = page.getByRole('main').getByRole('list').first().getByRole('listitem')
    await expect(claims).toHaveCount(25)
    await expect(claims).toHaveText(WHY_US_SEED.claims.map((claim, i) => `${i + 1}${claim}`))
    const delays = await claims.evaluateAll((items) => items.map((item) => getComputedStyle(item).animationDelay))
    expect(delays).toEqual(WHY_US_SEED.claims.map((_, i) => `${Math.round(i * 2) / 10}s`))
    // Each is wiped into view; the last one is fully shown after about five seconds.
    await expect(claims.first()).toHaveCSS('animation-name', 'why-us-in')
    await expect(claims.last()).toHaveCSS('clip-path', 'none', { timeout: 8_000 })
  })

  test('"Why Us" shows every claim at once to a visitor who prefers reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/whyus')
    const claims = page.getByRole('main').getByRole('list').first().getByRole('listitem')
    await expect(claims).toHaveCount(25)
    const styles = await claims.evaluateAll((items) =>
      items.map((item) => `${getComputedStyle(item).animationName} ${getComputedStyle(item).clipPath}`),
    )
    expect(styles).toEqual(Array(25).fill('none none'))
  })

  test('"Our Goals" shows the 13 goal cards in order', async ({ page }) => {
    await page.goto('/aboutus/goals')
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(
      GOALS_SEED.map((goal) => goal.title),
    )
  })

  test('"Research" shows 3 ongoing projects and 3 staff cards', async ({ page }) => {
    await page.goto('/research')
    const projects = page.getByRole('region', { name: 'Ongoing projects' }).getByRole('listitem')
    await expect(projects.getByRole('heading', { level: 3 })).toHaveText(RESEARCH_PROJECTS_SEED.map((p) => p.title))
    const staff = page.getByRole('region', { name: 'Our research team' }).getByRole('listitem')
    await expect(staff.getByRole('heading', { level: 3 })).toHaveText(RESEARCH_STAFF_SEED.map((s) => s.name))
  })

  test("the founders' messages are shown in full", async ({ page }) => {
    await page.goto('/aboutus/foundermessages')
    const articles = page.getByRole('main').getByRole('article')
    await expect(articles).toHaveCount(FOUNDER_MESSAGES_SEED.length)
    await expect(articles.first().getByRole('heading', { level: 2 })).toHaveText(FOUNDER_MESSAGES_SEED[0].name)
    await expect(articles.first()).toContainText(
      'A family should never have to choose between their child and their budget.',
    )
  })
})
