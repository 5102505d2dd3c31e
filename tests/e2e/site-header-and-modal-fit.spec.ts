import { expect, test, type Page } from '@playwright/test'
import { openSitePage } from './site-support.ts'

// The public header and the Appointment modal fit the screen at the widths phones, tablets and laptops have:
// nothing scrolls sideways and every control can be seen and pressed where it is drawn.

/** How far the page is wider than the window (0 when nothing scrolls sideways). */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)

for (const width of [390, 768, 820, 899, 1280]) {
  test(`at ${width} px the header does not scroll sideways and its Appointment button is on screen and pressable`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 })
    await openSitePage(page, '/')
    expect(await sidewaysOverflow(page)).toBe(0)

    const button = page.getByRole('button', { name: 'Appointment' })
    const box = await button.boundingBox()
    expect(box).not.toBeNull()
    expect(box!.x).toBeGreaterThanOrEqual(0)
    expect(box!.x + box!.width).toBeLessThanOrEqual(width)
    // Nothing covers it: the element at its centre is the button.
    const centre = { x: box!.x + box!.width / 2, y: box!.y + box!.height / 2 }
    expect(
      await button.evaluate((element, { x, y }) => element.contains(document.elementFromPoint(x, y)), centre),
    ).toBe(true)
    await page.mouse.click(centre.x, centre.y)
    await expect(page.getByRole('dialog', { name: 'Make an Appointment' })).toBeVisible()
  })
}

test('on a phone every button of the Appointment modal lies inside the modal', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await openSitePage(page, '/')
  await page.getByRole('button', { name: 'Appointment' }).click()
  const modal = page.getByRole('dialog', { name: 'Make an Appointment' })
  await expect(modal).toBeVisible()

  const frame = (await modal.boundingBox())!
  // The buttons, and the links drawn as buttons (Register, Login, Enquire without an account).
  const buttons = await modal.locator('button, .button').all()
  expect(buttons.length).toBeGreaterThanOrEqual(4)
  for (const button of buttons) {
    const box = (await button.boundingBox())!
    const name = (await button.textContent())?.trim() || (await button.getAttribute('class'))
    expect(box.x, `${name} starts inside the modal`).toBeGreaterThanOrEqual(frame.x)
    expect(box.x + box.width, `${name} ends inside the modal`).toBeLessThanOrEqual(frame.x + frame.width)
  }
  expect(await modal.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0)
})
