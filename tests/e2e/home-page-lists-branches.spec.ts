import { expect, test, type Page } from '@playwright/test'
import { SEEDED_BRANCH_NAMES } from './support.ts'

async function expectTenBranchCards(page: Page) {
  const branches = page.getByRole('region', { name: 'Our Branches and Services' })
  await expect(branches.getByRole('heading', { level: 2 })).toHaveText('Our Branches and Services')
  await expect(branches.getByRole('listitem').getByRole('heading', { level: 3 })).toHaveText([...SEEDED_BRANCH_NAMES])
  // Every card offers tap-to-call.
  const callLinks = branches.getByRole('listitem').getByRole('link')
  await expect(callLinks).toHaveCount(SEEDED_BRANCH_NAMES.length)
  for (const link of await callLinks.all()) await expect(link).toHaveAttribute('href', /^tel:\+?\d+$/)
}

test.describe('a visitor opens the home page', () => {
  test('sees the ten branches from the CMS under "Our Branches and Services", in order', async ({ page }) => {
    const response = await page.goto('/')
    expect(response?.status()).toBe(200)
    await expectTenBranchCards(page)
  })

  test('finds the learning games and home practice from the footer, and the games open', async ({ page }) => {
    await page.goto('/')
    const quick = page.getByRole('contentinfo').getByRole('navigation', { name: 'Quick Links' })
    await expect(quick.getByRole('link', { name: 'Home practice' })).toHaveAttribute('href', '/parentwrapper')
    await quick.getByRole('link', { name: 'Learning games' }).click()
    await expect(page).toHaveURL('/games')
    await expect(page.getByRole('heading', { name: 'Games', level: 1 })).toBeVisible()
  })
})

test.describe('a visitor without JavaScript opens the home page', () => {
  test.use({ javaScriptEnabled: false })

  test('still sees every branch, because the page is rendered on the server', async ({ page }) => {
    await page.goto('/')
    await expectTenBranchCards(page)
  })
})
