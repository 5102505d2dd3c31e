import { expect, test } from '@playwright/test'
import { signInToPortal } from './support.ts'

test('at 800 px the admin side menu starts closed and opens and closes with its toggle', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 900 })
  await signInToPortal(page, 'demo-admin', '/admindashboard')

  const menu = page.getByRole('complementary', { name: 'Admin menu' })
  await expect(menu).toBeHidden()

  const toggle = page.getByRole('button', { name: 'Show menu' })
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await toggle.click()
  await expect(menu).toBeVisible()
  for (const label of ['Dashboard', 'Register', 'View Appointments', 'Manage Appointments']) {
    await expect(menu.getByRole('link', { name: label, exact: true })).toBeVisible()
  }
  // 'JWL Enquiries' carries the count of new enquiries when there are any ("JWL Enquiries 3 new").
  await expect(menu.getByRole('link', { name: /^JWL Enquiries( \d+ new)?$/ })).toBeVisible()
  // Open, it overlays the page (and the toggle); its own close button puts it away.
  await menu.getByRole('button', { name: 'Close menu' }).click()
  await expect(menu).toBeHidden()
  await expect(page.getByRole('button', { name: 'Show menu' })).toHaveAttribute('aria-expanded', 'false')

  // Following a link in the overlay puts the menu away.
  await page.getByRole('button', { name: 'Show menu' }).click()
  await menu.getByRole('link', { name: 'Register', exact: true }).click()
  await expect(page).toHaveURL('/admindashboard/register')
  await expect(menu).toBeHidden()
  await expect(page.getByRole('heading', { level: 1, name: 'Register Account' })).toBeVisible()

  // Escape closes it too.
  await page.getByRole('button', { name: 'Show menu' }).click()
  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
})

test('the menu is open on a wide screen and closes by itself when the window narrows under 1024 px', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await signInToPortal(page, 'demo-parent', '/parentdashboard')

  const menu = page.getByRole('complementary', { name: 'Parent menu' })
  await expect(menu).toBeVisible()
  for (const label of ['Dashboard', 'Book Appointment', 'View Appointments']) {
    await expect(menu.getByRole('link', { name: label, exact: true })).toBeVisible()
  }

  await page.setViewportSize({ width: 1000, height: 900 })
  await expect(menu).toBeHidden()
  await page.setViewportSize({ width: 1100, height: 900 })
  await expect(menu).toBeVisible()
})

test('unknown sub-paths of the dashboards lead back to the dashboard', async ({ page }) => {
  await signInToPortal(page, 'demo-admin', '/admindashboard')
  await page.goto('/admindashboard/no-such-screen')
  await expect(page).toHaveURL('/admindashboard')
  await page.goto('/admindashboard/register')
  await expect(page).toHaveURL('/admindashboard/register')
  await expect(page.getByRole('heading', { level: 1, name: 'Register Account' })).toBeVisible()
})
