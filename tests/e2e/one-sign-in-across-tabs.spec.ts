import { expect, test, type Page } from '@playwright/test'
import { DEMO_PASSWORD, logoutThroughMenu, screenshotForPeople, signInToPortal } from './support.ts'

// Decision 055: a tab opened without a token resumes the browser's sign-in through an HttpOnly cookie; signing out
// in one tab signs out every tab.

const DEEP_LINK = '/parentdashboard/viewappointments'
/** A web mail on another site: its links are cross-site navigations, as a link in a real e-mail is. */
const MAIL_ORIGIN = 'http://mail.example.test'

const storedKeys = (page: Page) =>
  page.evaluate(() => ['token', 'role', 'parentId'].map((key) => sessionStorage.getItem(key)))

async function expectAppointmentsScreen(page: Page) {
  await expect(page).toHaveURL(DEEP_LINK)
  await expect(page.getByRole('heading', { level: 1, name: 'View Appointments' })).toBeVisible()
}

test('a link opened in a new tab, also from an e-mail, lands signed in on the screen it names', async ({
  page,
  context,
  baseURL,
}) => {
  await signInToPortal(page, 'demo-parent', '/parentdashboard')
  // The cookie that names the session is out of the page's reach; only the tab's own token is in storage.
  expect(await page.evaluate(() => document.cookie)).not.toContain('portal-session')
  const [token] = await storedKeys(page)
  expect(token).toBeTruthy()

  // A new tab of the same browser, straight at a deep link.
  // Its token came from resuming the session (a token issued in the same second as the first one is the same
  // string, so the answer of the resume call is what shows it).
  const second = await context.newPage()
  const resumed = second.waitForResponse((response) => new URL(response.url()).pathname === '/api/users/resume')
  await second.goto(DEEP_LINK)
  expect((await resumed).status()).toBe(200)
  await expectAppointmentsScreen(second)
  const [secondToken, role, parentId] = await storedKeys(second)
  expect(secondToken).toBeTruthy()
  expect([role, parentId]).toEqual(['parent', JSON.parse(atob(token!.split('.')[1])).user._id])

  // The link in an e-mail, read in web mail on another site and opened in a new tab. SameSite=Strict keeps the
  // cookie off that cross-site navigation, but the page's own call to /api that follows is same-site: it carries it.
  await context.route(`${MAIL_ORIGIN}/**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>Inbox</title><a href="${baseURL}${DEEP_LINK}" target="_blank">See your appointments</a>`,
    }),
  )
  const mail = await context.newPage()
  await mail.goto(`${MAIL_ORIGIN}/inbox`)
  const [fromMail] = await Promise.all([context.waitForEvent('page'), mail.getByRole('link').click()])
  await expectAppointmentsScreen(fromMail)
  expect((await storedKeys(fromMail))[1]).toBe('parent')

  for (const width of [390, 1280]) {
    await fromMail.setViewportSize({ width, height: width === 390 ? 844 : 800 })
    await screenshotForPeople(fromMail, test.info().outputPath(`resumed-from-mail-${width}.png`))
  }
})

test('signing out in one tab signs out every tab; the link then asks to sign in, keeping where it leads', async ({
  page,
  context,
}) => {
  await signInToPortal(page, 'demo-parent', '/parentdashboard')
  const other = await context.newPage()
  await other.goto(DEEP_LINK)
  await expectAppointmentsScreen(other)

  await logoutThroughMenu(page)

  // The other tab is told at once: no click, no call of its own first.
  await expect(other).toHaveURL('/login')
  await expect(other.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible()
  expect(await storedKeys(other)).toEqual([null, null, null])

  // Nothing is left to resume: a new tab at the deep link asks to sign in, and lands there afterwards.
  const third = await context.newPage()
  await third.goto(DEEP_LINK)
  await expect(third).toHaveURL(/\/login\?redirect=/)
  await third.getByLabel('Username', { exact: true }).fill('demo-parent')
  await third.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
  await third.getByRole('button', { name: 'Login', exact: true }).click()
  await expectAppointmentsScreen(third)
})

test("a centre's admin at 1280 px: a new tab at a deep link opens signed in, with the admin's centre", async ({
  page,
  context,
}) => {
  await signInToPortal(page, 'demo-admin', '/admindashboard')
  const other = await context.newPage()
  await other.goto('/admindashboard/jwlenquiries')
  await expect(other).toHaveURL('/admindashboard/jwlenquiries')
  await expect(other.getByRole('heading', { level: 1, name: 'JWL Enquiries' })).toBeVisible()
  // The keys the SPEC names, the centre's id among them, as a sign-in stores them.
  const keys = ['role', 'centreId', 'adminId']
  const read = (tab: Page) => tab.evaluate((names) => names.map((key) => sessionStorage.getItem(key)), keys)
  expect(await read(other)).toEqual(await read(page))
  expect((await read(other))[1]).toBeTruthy()
})
