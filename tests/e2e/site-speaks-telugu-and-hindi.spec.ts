import { readFileSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { hi } from '../../site/src/i18n/hi.ts'
import { te } from '../../site/src/i18n/te.ts'
import { axeOn } from './axe.ts'
import { waitForHydration } from './site-support.ts'
import { screenshotForPeople } from './support.ts'

// Issue 30 §1, §2, §5 for the public site (decision 062): a visitor on a phone picks Telugu in the header's menu, reads
// the site in Telugu (its own words; the CMS's pages follow when their content is localised), and the portal opens
// in the same language; the same in Hindi. The choice is remembered on the device until English is chosen.

type Catalogue = Record<string, string>
const portalCatalogue = (code: string, namespace: string): Catalogue =>
  JSON.parse(readFileSync(new URL(`../../portal/src/locales/${code}/${namespace}.json`, import.meta.url), 'utf8'))

const seriousViolations = async (page: Page) =>
  (await axeOn(page).analyze()).violations
    .filter((v) => ['serious', 'critical'].includes(v.impact ?? ''))
    .map((v) => v.id)

const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)

/** Chooses a language in the header: in the mobile menu on a phone. */
/** A screenshot once the page's fonts have arrived (until then a phone without the script draws boxes). */
async function screenshotWhenDrawn(page: Page, path: string, options?: { fullPage: boolean }) {
  await page.evaluate(() => document.fonts.ready)
  await screenshotForPeople(page, path, options)
}

async function chooseInMenu(page: Page, menuName: string, language: string, screenshot?: string) {
  await page.getByRole('button', { name: menuName, exact: true }).click()
  if (screenshot) await screenshotWhenDrawn(page, screenshot, { fullPage: false })
  await page.locator('#site-menu').getByRole('link', { name: language, exact: true }).click()
  await waitForHydration(page)
}

test.use({ viewport: { width: 390, height: 844 } })

test('a visitor on a phone switches the site to Telugu, reads it in Telugu, and the portal opens in Telugu; Hindi likewise', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const fonts: string[] = []
  page.on('request', (request) => {
    if (/\.woff2?$/.test(request.url())) fonts.push(new URL(request.url()).pathname)
  })

  await page.goto('/')
  await waitForHydration(page)
  // An English page fetches no Indic face: at most the few KB that write the switcher's two names.
  expect(fonts.filter((font) => font.includes('noto-sans'))).toEqual([])

  await chooseInMenu(page, 'Menu', 'తెలుగు', 'test-results/site-en-menu-390.png')
  await expect(page).toHaveURL('/te')
  await expect(page.locator('html')).toHaveAttribute('lang', 'te')
  await expect(page.getByRole('button', { name: te['header.appointment'] })).toBeVisible()
  await expect(page.getByRole('contentinfo').getByRole('heading', { name: te['footer.quickLinks'] })).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('portal.locale'))).toBe('te')
  // And the portal's login comes from the server in Telugu (the choice's cookie), before any script runs.
  expect(await (await page.request.get('/login')).text()).toContain('<html lang="te" dir="ltr">')
  // The switcher fits beside nothing else on a phone: it is in the menu, and the header does not scroll sideways.
  expect(await sidewaysOverflow(page)).toBe(0)
  await expect.poll(() => fonts.some((font) => font.includes('noto-sans-telugu'))).toBe(true)
  expect(fonts.filter((font) => font.includes('noto-sans-devanagari'))).toEqual([])
  expect(await seriousViolations(page)).toEqual([])
  await screenshotWhenDrawn(page, 'test-results/site-te-home-390.png', { fullPage: false })

  // A service page, from the home page's tiles: the address and every link keep /te/.
  await page.locator('.tile').first().click()
  await expect(page).toHaveURL(/\/te\/services\/[\w-]+$/)
  await expect(page.getByRole('link', { name: te['services.all'] })).toHaveAttribute('href', '/te/services')
  expect(await seriousViolations(page)).toEqual([])

  // The enquiry form: its labels, steps and messages.
  await page.getByRole('button', { name: te['header.menu'], exact: true }).click()
  await page.locator('#site-menu').getByRole('link', { name: te['nav.enquire'], exact: true }).click()
  await expect(page).toHaveURL('/te/enquiry')
  await waitForHydration(page)
  await expect(page.getByRole('heading', { name: te['enquiry.step.child'] })).toBeVisible()
  await expect(page.getByLabel(te['enquiry.childName'])).toBeVisible()
  await expect(page.getByLabel(te['enquiry.childAge'])).toBeVisible()
  await expect(page.getByRole('radio', { name: te['enquiry.gender.female'] })).toBeVisible()
  await page.getByRole('button', { name: te['enquiry.next'], exact: true }).click()
  await expect(page.getByText(te['server.enquiry.childNameRequired']).first()).toBeVisible()
  expect(await sidewaysOverflow(page)).toBe(0)
  expect(await seriousViolations(page)).toEqual([])
  await screenshotWhenDrawn(page, 'test-results/site-te-enquiry-errors-390.png')

  // Later, an English address (a bookmark, a search result) opens in Telugu: the device remembers the choice.
  await page.goto('/services')
  await expect(page).toHaveURL('/te/services')

  // The portal opens in the same language.
  await page.goto('/login')
  const auth = portalCatalogue('te', 'auth')
  await expect(page.getByRole('heading', { name: auth['auth.login.heading'], exact: true })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'te')

  // Hindi, briefly.
  await page.goto('/te')
  await waitForHydration(page)
  await chooseInMenu(page, te['header.menu'], 'हिन्दी', 'test-results/site-te-menu-390.png')
  await expect(page).toHaveURL('/hi')
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
  await expect(page.getByRole('button', { name: hi['header.appointment'] })).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  await page.goto('/login')
  await expect(
    page.getByRole('heading', { name: portalCatalogue('hi', 'auth')['auth.login.heading'], exact: true }),
  ).toBeVisible()

  // English again: unprefixed addresses stay English from now on.
  await page.goto('/hi/faq')
  await waitForHydration(page)
  await chooseInMenu(page, hi['header.menu'], 'English')
  await expect(page).toHaveURL('/faq')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await page.goto('/services')
  await expect(page).toHaveURL('/services')
  expect(await page.evaluate(() => localStorage.getItem('portal.locale'))).toBe('en')
  expect(await (await page.request.get('/login')).text()).toContain('<html lang="en" dir="ltr">')
})

test('the Telugu home page and enquiry fit a phone and a laptop, with the switcher in the header', async ({ page }) => {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 })
    for (const path of ['/te', '/te/enquiry', '/']) {
      await page.goto(path)
      await waitForHydration(page)
      expect(await sidewaysOverflow(page), `${path} at ${width} px`).toBe(0)
      if (width === 1280) {
        const switcher = page.locator('.language-bar')
        await expect(switcher).toBeVisible()
        const box = (await switcher.boundingBox())!
        expect(box.x + box.width).toBeLessThanOrEqual(width)
        // The brand, every menu entry and the Appointment button keep to one row under the switcher.
        const bar = (await page.locator('.header-inner').boundingBox())!
        expect(bar.height, `${path}: the header's bar is one row`).toBeLessThan(80)
      }
      const name = path === '/' ? 'en-home' : path.slice(1).replace('/', '-')
      await screenshotWhenDrawn(page, `test-results/site-${name}-${width}.png`, { fullPage: false })
    }
  }
})
