import { expect, test } from '@playwright/test'
import { openSitePage } from './site-support.ts'

test.describe('a visitor on a wide screen uses the header menus', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('a dropdown opens on hover and closes 300 ms after the pointer leaves, not before', async ({ page }) => {
    // The page's timers on Playwright's clock, paused once the page is up: the 300 ms are the page's own, however
    // long the browser takes to move the pointer on a busy machine.
    await page.clock.install()
    await openSitePage(page, '/')
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 100)
    const about = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About Us', exact: true })
    const submenu = page.locator('#submenu-about')
    await expect(submenu).toBeHidden()

    await about.hover()
    await expect(submenu).toBeVisible()
    await expect(submenu.getByRole('link', { name: 'Why Us' })).toBeVisible()

    // Moving into the dropdown within the delay keeps it open.
    await page.mouse.move(10, 700)
    await page.clock.runFor(200)
    await submenu.getByRole('link', { name: 'Founder Messages' }).hover()
    await page.clock.runFor(450)
    await expect(submenu).toBeVisible()

    // Leaving it: still open 250 ms later, closed once 300 ms have passed.
    await page.mouse.move(10, 700)
    await page.clock.runFor(250)
    await expect(submenu).toBeVisible()
    await page.clock.runFor(60)
    await expect(submenu).toBeHidden()
  })

  test('a keyboard user opens a dropdown by focusing it, tabs into it, and Escape closes it', async ({ page }) => {
    await openSitePage(page, '/')
    const submenu = page.locator('#submenu-services')
    const main = page.getByRole('navigation', { name: 'Main' })
    await main.getByRole('link', { name: 'Home', exact: true }).focus()
    await page.keyboard.press('Tab') // About Us
    await expect(page.locator('#submenu-about')).toBeVisible()
    await page.keyboard.press('Tab') // About Us menu toggle
    await page.keyboard.press('Tab') // Who We Are
    await expect(page.locator('#submenu-about').getByRole('link', { name: 'Who We Are' })).toBeFocused()
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab') // Research
    await page.keyboard.press('Tab') // Services: the About Us dropdown closes, Services opens
    await expect(main.getByRole('link', { name: 'Services', exact: true })).toBeFocused()
    await expect(page.locator('#submenu-about')).toBeHidden()
    await expect(submenu).toBeVisible()
    await expect(submenu.getByRole('link', { name: 'Speech Therapy' })).toHaveAttribute(
      'href',
      '/services/speech-therapy',
    )

    await page.keyboard.press('Escape')
    await expect(submenu).toBeHidden()
    await expect(main.getByRole('link', { name: 'Services', exact: true })).toBeFocused()
  })
})

test.describe('a visitor on a phone uses the hamburger menu', () => {
  test.use({ viewport: { width: 360, height: 780 } })

  test('sections open one at a time, a tap outside closes the menu, and a wide window resets it', async ({ page }) => {
    await openSitePage(page, '/')
    const menu = page.getByRole('navigation', { name: 'Main' })
    const toggle = page.getByRole('button', { name: 'Menu', exact: true })
    await expect(menu).toBeHidden()
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')

    await toggle.click()
    await expect(menu).toBeVisible()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')

    await page.getByRole('button', { name: 'About Us menu' }).click()
    await expect(page.locator('#submenu-about')).toBeVisible()
    await page.getByRole('button', { name: 'Media menu' }).click()
    await expect(page.locator('#submenu-media')).toBeVisible()
    await expect(page.locator('#submenu-about')).toBeHidden()
    await page.getByRole('button', { name: 'Media menu' }).click()
    await expect(page.locator('#submenu-media')).toBeHidden()

    // A tap below the menu, on the page, closes it.
    await page.mouse.click(180, 700)
    await expect(menu).toBeHidden()
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')

    // Open again with a section open, then widen the window: the open dropdown is reset.
    await toggle.click()
    await page.getByRole('button', { name: 'Services menu' }).click()
    await expect(page.locator('#submenu-services')).toBeVisible()
    await page.setViewportSize({ width: 1024, height: 780 })
    await expect(page.locator('#submenu-services')).toBeHidden()
    await expect(page.getByRole('link', { name: 'Our Branches', exact: true }).first()).toBeVisible()
    await page.setViewportSize({ width: 360, height: 780 })
    await expect(menu).toBeHidden()
  })

  test('a link in the menu leads to its page, which starts at the top', async ({ page }) => {
    await openSitePage(page, '/')
    await page.mouse.wheel(0, 2000)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
    await page.getByRole('button', { name: 'Menu', exact: true }).click()
    await page.getByRole('link', { name: 'Contact Us', exact: true }).first().click()
    await expect(page).toHaveURL(/\/contact$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible()
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
  })
})
