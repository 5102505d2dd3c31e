import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { openSitePage, PUBLIC_PATHS } from './site-support.ts'

async function expectNoViolations(page: Page, label: string) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze()
  const summary = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n    ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join('\n    ')}`,
  )
  expect(summary, `${label}:\n${summary.join('\n')}`).toEqual([])
}

test.describe('axe-core finds no accessibility violations', () => {
  for (const path of PUBLIC_PATHS) {
    test(`on ${path}`, async ({ page }) => {
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
