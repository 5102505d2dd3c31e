import { expect, test, type Page } from '@playwright/test'
import { axeOn } from './axe.ts'
import { CONTENT_PAGES, openSitePage, PUBLIC_PATHS } from './site-support.ts'

// The longest files of the stage: their journeys are independent of one another, so both workers share them out
// instead of one worker running them all while the other finishes early (issue 24).
test.describe.configure({ mode: 'parallel' })

// The WCAG 2.0/2.1 A and AA rules and axe's best practices. In axe-core 4.13 these tags select exactly the rules axe
// runs by default (none switched off, none left out), so one run per page serves this file and the content pages'
// file alike (decision 049).
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']

async function expectNoViolations(page: Page, label: string) {
  const { violations } = await axeOn(page).withTags(TAGS).analyze()
  const summary = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n    ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join('\n    ')}`,
  )
  expect(summary, `${label}:\n${summary.join('\n')}`).toEqual([])
}

/**
 * The content pages (content-pages-head-no-js-and-axe.spec.ts checks their heads) are measured with reduced motion:
 * the why-us claims are then fully drawn, so colour contrast is measured on the real colours.
 */
const CONTENT_PATHS = new Set<string>(
  CONTENT_PAGES.filter((entry) => entry.path === entry.canonical).map((e) => e.path),
)

test.describe('axe-core finds no accessibility violations', () => {
  for (const path of PUBLIC_PATHS) {
    test(`on ${path}`, async ({ page }) => {
      if (CONTENT_PATHS.has(path)) await page.emulateMedia({ reducedMotion: 'reduce' })
      await openSitePage(page, path)
      await expectNoViolations(page, path)
    })
  }

  test('on the 404 page', async ({ page }) => {
    await page.goto('/no-such-page')
    await expectNoViolations(page, '404')
  })

  test('with the Appointment modal and a dropdown open', async ({ page }) => {
    await openSitePage(page, '/')
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Services', exact: true }).hover()
    await expectNoViolations(page, 'dropdown open')
    await page.getByRole('button', { name: 'Appointment' }).click()
    await expect(page.getByRole('dialog', { name: 'Make an Appointment' })).toBeVisible()
    await expectNoViolations(page, 'modal open')
  })

  test('on a phone with the menu open and the contact form showing its messages', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 })
    await openSitePage(page, '/contact')
    await page.getByRole('button', { name: 'Menu', exact: true }).click()
    await page.getByRole('button', { name: 'About Us menu' }).click()
    await expectNoViolations(page, 'mobile menu open')
    await page.getByRole('button', { name: 'Menu', exact: true }).click()
    await page.getByRole('button', { name: 'Submit' }).click()
    await expect(page.getByText('Full name is required')).toBeVisible()
    await expectNoViolations(page, 'contact form messages')
  })
})
