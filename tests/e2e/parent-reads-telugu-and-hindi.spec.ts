import { readFileSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { axeOn } from './axe.ts'
import { apiToken, DEMO_PASSWORD, screenshotForPeople } from './support.ts'

// Issue 30 §1-§2: a parent picks Telugu (then Hindi) with the switcher on the login page of a phone; the portal
// speaks it from then on, on this device and, once signed in, on the account that drives their mails.

type Catalogue = Record<string, string>
const catalogue = (code: string, namespace: string): Catalogue =>
  JSON.parse(readFileSync(new URL(`../../portal/src/locales/${code}/${namespace}.json`, import.meta.url), 'utf8'))

async function accountLanguage(page: Page): Promise<string> {
  const token = await apiToken(page.request, 'demo-parent')
  const answer = await page.request.get('/api/parents/preferences', { headers: { authorization: `Bearer ${token}` } })
  return ((await answer.json()) as { language: string }).language
}

async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: innerWidth }))
  expect(widths.page).toBeLessThanOrEqual(widths.screen)
}

test.use({ viewport: { width: 390, height: 844 } })

test.afterEach(async ({ request }) => {
  // demo-parent is shared with other journeys: their account speaks English again.
  const token = await apiToken(request, 'demo-parent')
  await request.put('/api/parents/preferences/language', {
    headers: { authorization: `Bearer ${token}` },
    data: { language: 'en' },
  })
})

for (const { code, name, intl } of [
  { code: 'te', name: 'తెలుగు', intl: 'te' },
  { code: 'hi', name: 'हिन्दी', intl: 'hi' },
]) {
  test(`a parent on a phone switches to ${name} at login, signs in, and the home screen, the device and the account keep it`, async ({
    page,
    browser,
  }) => {
    const auth = catalogue(code, 'auth')
    const home = catalogue(code, 'parentHome')
    await page.goto('/login')
    await page.getByLabel('Language').selectOption(code)
    await expect(page.getByRole('heading', { name: auth['auth.login.heading'], exact: true })).toBeVisible()
    await expect(page.getByText(auth['auth.login.intro'])).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', intl)
    await expectNoSidewaysScroll(page)
    expect(
      (await axeOn(page).analyze()).violations.filter((v) => ['serious', 'critical'].includes(v.impact ?? '')),
    ).toEqual([])
    await screenshotForPeople(page, `test-results/language-${code}-login-390.png`)

    await page.getByLabel(auth['auth.login.username'], { exact: true }).fill('demo-parent')
    await page.getByLabel(auth['auth.login.password'], { exact: true }).fill(DEMO_PASSWORD)
    await page.getByRole('button', { name: auth['auth.login.submit'], exact: true }).click()
    await expect(page).toHaveURL('/parentdashboard')
    await expect(page.getByRole('list', { name: home['parentHome.title'] })).toBeVisible()
    await expect(page.getByRole('heading', { name: home['parentHome.visit.title'] }).first()).toBeVisible()
    await expectNoSidewaysScroll(page)
    expect(
      (await axeOn(page).analyze()).violations.filter((v) => ['serious', 'critical'].includes(v.impact ?? '')),
    ).toEqual([])
    await screenshotForPeople(page, `test-results/language-${code}-home-390.png`)

    // Chosen on the device before signing in: the header's switcher, used once signed in, keeps it on the account.
    await page
      .getByRole('banner')
      .getByLabel(catalogue(code, 'common')['common.language.label'])
      .selectOption(code === 'te' ? 'hi' : 'te')
    const other = code === 'te' ? 'hi' : 'te'
    await expect(page.getByRole('list', { name: catalogue(other, 'parentHome')['parentHome.title'] })).toBeVisible()
    await expect.poll(() => accountLanguage(page)).toBe(other)
    await page.getByRole('banner').getByLabel(catalogue(other, 'common')['common.language.label']).selectOption(code)
    await expect.poll(() => accountLanguage(page)).toBe(code)

    await page.reload()
    await expect(page.getByRole('list', { name: home['parentHome.title'] })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', intl)

    // Another phone, where nothing was chosen: the login page is English, and once signed in the account's language.
    const otherPhone = await browser.newContext({ viewport: { width: 390, height: 844 } })
    const fresh = await otherPhone.newPage()
    await fresh.goto('/login')
    await fresh.getByLabel('Username', { exact: true }).fill('demo-parent')
    await fresh.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
    await fresh.getByRole('button', { name: 'Login', exact: true }).click()
    await expect(fresh).toHaveURL('/parentdashboard')
    await expect(fresh.getByRole('list', { name: home['parentHome.title'] })).toBeVisible()
    await expect(fresh.locator('html')).toHaveAttribute('lang', intl)
    await otherPhone.close()
  })
}

test('a phone that chose Telugu is sent the login page in Telugu before any script runs, and the app keeps every screen in Telugu', async ({
  page,
  browser,
}) => {
  const auth = catalogue('te', 'auth')
  const appointments = catalogue('te', 'appointments')
  await page.goto('/login')
  await page.getByLabel('Language').selectOption('te')
  await expect(page.getByRole('heading', { name: auth['auth.login.heading'], exact: true })).toBeVisible()

  // The server hears of the choice (a cookie) and sends the page prerendered in Telugu: no English first.
  const sent = await (await page.request.get('/login')).text()
  expect(sent).toContain('<html lang="te" dir="ltr">')
  expect(sent).toContain(`>${auth['auth.login.heading']}</h1>`)
  expect(sent).not.toContain('>Login</h1>')
  const cookies = await page.context().cookies()
  // Without JavaScript too: the same phone's page, as the server sent it (its fields wait for the app).
  const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } })
  await noScript.addCookies(cookies)
  const bare = await noScript.newPage()
  await bare.goto('/login')
  await expect(bare.getByRole('heading', { name: auth['auth.login.heading'], exact: true })).toBeVisible()
  await expect(bare.locator('html')).toHaveAttribute('lang', 'te')
  await screenshotForPeople(bare, 'test-results/language-te-login-prerendered-390.png')
  await noScript.close()

  // Reloaded, the app takes over the Telugu page it was sent (the very heading the server sent stays: nothing was
  // drawn again in another language), and its fields work.
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => {
      ;(window as unknown as { sentHeading?: Element | null }).sentHeading = document.querySelector('h1')
    }),
  )
  await page.reload()
  await expect(page.getByRole('heading', { name: auth['auth.login.heading'], exact: true })).toBeVisible()
  await expect(page.getByLabel(auth['auth.login.username'], { exact: true })).toBeEnabled()
  expect(
    await page.evaluate(() => (window as unknown as { sentHeading?: Element | null }).sentHeading?.isConnected),
  ).toBe(true)
  await page.getByLabel(auth['auth.login.username'], { exact: true }).fill('demo-parent')
  await page.getByLabel(auth['auth.login.password'], { exact: true }).fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: auth['auth.login.submit'], exact: true }).click()
  await expect(page).toHaveURL('/parentdashboard')
  // A screen whose words are not among the first screens' (fetched when it opens, from the side menu of a laptop's
  // width): in Telugu.
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.getByRole('link', { name: catalogue('te', 'shell')['shell.menu.viewAppointments'] }).click()
  await expect(page).toHaveURL('/parentdashboard/viewappointments')
  await expect(
    page.getByRole('heading', { name: appointments['appointments.parent.title'], exact: true }),
  ).toBeVisible()

  // English again: the server forgets it too.
  await page.getByRole('banner').getByLabel(catalogue('te', 'common')['common.language.label']).selectOption('en')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  expect(await (await page.request.get('/login')).text()).toContain('>Login</h1>')
})

test('an English screen fetches no whole Telugu or Devanagari face, yet the switcher writes both names; Telugu fetches Telugu only', async ({
  page,
}) => {
  const fonts: string[] = []
  page.on('request', (request) => {
    if (/\.woff2?$/.test(request.url())) fonts.push(new URL(request.url()).pathname)
  })
  await page.goto('/login')
  await expect(page.getByLabel('Language')).toBeEnabled()
  await page.evaluate(() => document.fonts.ready)
  // The two names come from their own faces of a few KB (drawn, not boxes); both scripts' faces were 86 KB, 40 % of
  // the login page, on every English screen.
  const loadedNameFaces = () =>
    page.evaluate(
      () =>
        [...document.fonts].filter((face) => face.family.includes('Language Names') && face.status === 'loaded').length,
    )
  await expect.poll(loadedNameFaces).toBe(2)
  expect(fonts.filter((font) => font.includes('noto-sans'))).toEqual([])

  await page.getByLabel('Language').selectOption('te')
  await expect(page.locator('html')).toHaveAttribute('lang', 'te')
  await expect.poll(() => fonts.some((font) => font.includes('noto-sans-telugu'))).toBe(true)
  expect(fonts.filter((font) => font.includes('noto-sans-devanagari'))).toEqual([])
  await screenshotForPeople(page, 'test-results/language-te-login-switcher-390.png')
})

test('a child’s game on a phone switches to Telugu in its settings: the words, the drums and the device follow', async ({
  page,
}) => {
  const games = catalogue('te', 'games')
  const drums = catalogue('te', 'echoDrums')
  await page.goto('/games/play/echo-drums?gameId=echo-drums')
  await page.getByRole('button', { name: 'Settings' }).click()
  const settings = page.getByRole('dialog', { name: 'Settings' })
  await settings.getByLabel('Language').selectOption('te')
  // The screen is drawn again in Telugu (every screen is, on a switch); its settings speak Telugu too.
  await page.getByRole('button', { name: games['games.play.settings'] }).click()
  const teluguSettings = page.getByRole('dialog', { name: games['games.settings.title'] })
  await expect(teluguSettings.getByRole('group', { name: games['games.settings.sound'] })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'te')
  await expectNoSidewaysScroll(page)
  expect(
    (await axeOn(page).analyze()).violations.filter((v) => ['serious', 'critical'].includes(v.impact ?? '')),
  ).toEqual([])
  await screenshotForPeople(page, 'test-results/language-te-game-settings-390.png')
  await teluguSettings.getByRole('button', { name: games['games.settings.done'] }).click()

  await page.getByRole('button', { name: games['games.play.ready'] }).click()
  await expect(page.getByText(drums['echoDrums.instruction.sequence'])).toBeVisible()
  await expect(page.getByRole('button', { name: drums['echoDrums.pad.0'] })).toBeVisible()
  await screenshotForPeople(page, 'test-results/language-te-game-390.png')
  expect(await page.evaluate(() => localStorage.getItem('portal.locale'))).toBe('te')
})

test('a parent reading Hindi gets the home with its words in the page, and the forms’ messages in Hindi with the forms', async ({
  page,
}) => {
  const auth = catalogue('hi', 'auth')
  const validation = catalogue('hi', 'validation')
  const children = catalogue('hi', 'children')
  // The server's messages and their Hindi (chunk-groups.ts, decision 073), as the page asks for them.
  const formsMessages: string[] = []
  // The first Hindi chunk, which a page sent in Hindi carries in itself (prerender-pages.ts, decision 073).
  const firstChunk: string[] = []
  page.on('request', (request) => {
    const { pathname } = new URL(request.url())
    if (/\/(errors|messages-hi-public)-[\w-]+\.js$/.test(pathname)) formsMessages.push(pathname)
    if (/\/messages-hi-(?!public-|rest-)[\w-]+\.js$/.test(pathname)) firstChunk.push(pathname)
  })
  await page.goto('/login')
  await page.getByLabel('Language').selectOption('hi')
  await page.reload()
  // The login sent in Hindi: its own required-field messages in Hindi.
  await page.getByRole('button', { name: auth['auth.login.submit'], exact: true }).click()
  await expect(page.getByText(validation['validation.usernameRequired'], { exact: true })).toBeVisible()
  await page.getByLabel(auth['auth.login.username'], { exact: true }).fill('demo-parent')
  await page.getByLabel(auth['auth.login.password'], { exact: true }).fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: auth['auth.login.submit'], exact: true }).click()
  await expect(page).toHaveURL('/parentdashboard')

  // The home opened afresh (a new visit to the page): sent in Hindi, its words in the page, and no form, so it fetches
  // no catalogue at all.
  formsMessages.length = 0
  firstChunk.length = 0
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    catalogue('hi', 'children')['children.parent.heading'],
  )
  await page.evaluate(
    () => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 200), { timeout: 5000 })),
  )
  expect(formsMessages).toEqual([])
  expect(firstChunk).toEqual([])
  await expect(
    page.getByRole('heading', { name: catalogue('hi', 'parentHome')['parentHome.visit.title'] }).first(),
  ).toBeVisible()

  // The child's details, saved with the name emptied: the shared schema's message, in Hindi (and nothing saved).
  await page
    .getByRole('link', { name: /Aarav Kumar/ })
    .last()
    .click()
  await expect(page).toHaveURL(/\/parentdashboard\/child\//)
  await page.getByRole('button', { name: children['children.details.editDetails'], exact: true }).click()
  await page.getByLabel(children['children.details.name'], { exact: true }).fill('')
  await page.getByRole('button', { name: children['children.edit.save'], exact: true }).click()
  await expect(page.getByText(validation['validation.childNameRequired'], { exact: true })).toBeVisible()
  expect(formsMessages).toEqual([
    expect.stringMatching(/\/errors-[\w-]+\.js$/),
    expect.stringMatching(/\/messages-hi-public-[\w-]+\.js$/),
  ])
})
