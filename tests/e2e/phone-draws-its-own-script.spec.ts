import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { chromium, expect, test, type Locator, type Page } from '@playwright/test'
import { deviceFontsEnv } from '../../scripts/device-fonts.mjs'
import { hi } from '../../site/src/i18n/hi.ts'
import { te } from '../../site/src/i18n/te.ts'
import { waitForHydration } from './site-support.ts'

// Issue 30 §5 (decision 072): a phone draws Telugu and Devanagari with its own Noto Sans, so a page in those languages
// downloads neither face there; a device without them still has both faces preloaded before its text is laid out.
// The phone is this machine's Chromium given the two scripts' faces as system fonts (scripts/device-fonts.mjs).

test.use({ viewport: { width: 390, height: 844 } })

/** The language's pages a device opens first: the site's home, the portal's login (sent in the language) and a screen of the app's own. */
const PAGES = [
  {
    language: 'te',
    site: '/te',
    words: te['header.appointment'],
    face: 'noto-sans-telugu',
    family: 'Noto Sans Telugu',
  },
  {
    language: 'hi',
    site: '/hi',
    words: hi['header.appointment'],
    face: 'noto-sans-devanagari',
    family: 'Noto Sans Devanagari',
  },
]

/** Records every font file the page asks for, and the chunk of the switcher's language-name faces. */
function fontRequests(page: Page): string[] {
  const fonts: string[] = []
  page.on('request', (request) => {
    const { pathname } = new URL(request.url())
    if (/\.woff2?$/.test(pathname) || /\/language-name-faces-[\w-]+\.js$/.test(pathname)) fonts.push(pathname)
  })
  return fonts
}

/** Resolves once the page was idle after the app's own idle work (whenIdle keeps to the callbacks' order). */
const afterIdleWork = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 200), { timeout: 5000 })))

const fontPreloads = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="font"]')].map(
      (link) => new URL(link.href).pathname,
    ),
  )

/** The fonts Chromium drew an element's text with (their family, and whether the page supplied them). */
async function fontsDrawing(page: Page, element: Locator) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('DOM.enable')
  await cdp.send('CSS.enable')
  const { root } = await cdp.send('DOM.getDocument', { depth: 0 })
  const selector = await element.evaluate((node) => {
    node.setAttribute('data-font-probe', '')
    return '[data-font-probe]'
  })
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector })
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId })
  await cdp.detach()
  return fonts.map((font) => ({ family: font.familyName, fromThePage: font.isCustomFont }))
}

/** Opens a language's first pages as a device that chose it: the site's home, the login, and the games screen. */
async function openFirstPages(page: Page, { language, site, words }: (typeof PAGES)[number]) {
  await page.goto(site)
  await waitForHydration(page)
  const siteWords = page.getByRole('button', { name: words })
  await expect(siteWords).toBeVisible()
  const onSite = await fontPreloads(page)

  // The portal learns the choice as the site's switch leaves it: the cookie for the server, storage for the app.
  await page.evaluate((code) => {
    document.cookie = `portal_lang=${code}; path=/`
    localStorage.setItem('portal.locale', code)
  }, language)
  await page.goto('/login')
  await expect(page.locator('html')).toHaveAttribute('lang', language)
  const onLogin = await fontPreloads(page)
  // A screen the server does not prerender: index.html's own script asks for the language's files.
  await page.goto('/games')
  await expect(page.locator('html')).toHaveAttribute('lang', language)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const onGames = await fontPreloads(page)
  await afterIdleWork(page)
  return { siteWords, onSite, onLogin, onGames }
}

test('a phone with its own Telugu and Devanagari fonts reads the site and the portal in them and downloads neither face', async ({
  baseURL,
}) => {
  test.setTimeout(90_000)
  const dir = mkdtempSync(path.join(tmpdir(), 'device-fonts-'))
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    env: { ...process.env, ...(await deviceFontsEnv(dir)) },
  })
  try {
    for (const languagePages of PAGES) {
      const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } })
      const page = await context.newPage()
      const fonts = fontRequests(page)
      const { siteWords, onSite, onLogin, onGames } = await openFirstPages(page, languagePages)
      await page.evaluate(() => document.fonts.ready)
      expect({ onSite, onLogin, onGames }).toEqual({ onSite: [], onLogin: [], onGames: [] })
      // Neither the scripts' faces nor the switcher's language-name faces (decision 073).
      expect(fonts).toEqual([])
      // Drawn by the phone's own font (not boxes), which the page did not have to send.
      await page.goto(languagePages.site)
      await page.evaluate(() => document.fonts.ready)
      expect(await fontsDrawing(page, siteWords)).toContainEqual({ family: languagePages.family, fromThePage: false })
      await context.close()
    }
  } finally {
    await browser.close()
    rmSync(dir, { recursive: true, force: true })
  }
})

test('a device without them has its language’s two faces preloaded on the same pages, and not the other script’s', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000)
  for (const languagePages of PAGES) {
    // A device that has only ever read this language: nothing of the other script in its cache.
    const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } })
    const page = await context.newPage()
    const fonts = fontRequests(page)
    const { siteWords, onSite, onLogin, onGames } = await openFirstPages(page, languagePages)
    const bothFaces = [
      expect.stringContaining(`/${languagePages.face}-`),
      expect.stringContaining(`/${languagePages.face}-`),
    ]
    expect({ onSite, onLogin, onGames }).toEqual({ onSite: bothFaces, onLogin: bothFaces, onGames: bothFaces })
    expect(fonts.filter((font) => font.includes('noto-sans') && !font.includes(languagePages.face))).toEqual([])
    // The switcher's faces for the other languages' names, once the app was idle.
    expect(fonts).toContainEqual(expect.stringMatching(/\/language-name-faces-[\w-]+\.js$/))
    // And the words are drawn in the face the page sent.
    await page.goto(languagePages.site)
    await page.evaluate(() => document.fonts.ready)
    expect(await fontsDrawing(page, siteWords)).toContainEqual({ family: languagePages.family, fromThePage: true })
    await context.close()
  }
})
