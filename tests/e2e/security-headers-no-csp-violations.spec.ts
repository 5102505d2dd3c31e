import { expect, test, type Page } from '@playwright/test'
import { openSitePage } from './site-support.ts'
import { centreIdOf } from './appointments-support.ts'
import { recordedVideo, submitVerifiedEnquiry } from './enquiries-support.ts'
import { apiToken, DEMO_PASSWORD, mailbox, signInToPortal } from './support.ts'
import { SERVICE_PAGES_SEED } from '../../cms/seed/content-pages/services.ts'
import { VIDEOS_SEED } from '../../cms/seed/content-pages/media.ts'
import type { TestSmtpServer } from '../support/smtp.ts'

// Every page of the site, the portal and the admin panel works under its Content-Security-Policy
// (docs/decisions/022-security-headers.md): the browser reports no violation, and the page does its job.

interface Violation {
  page: string
  directive: string
  blocked: string
  sample: string
}

/**
 * Records what the browser refuses under the CSP: `securitypolicyviolation` events in every document
 * (an init script, which the CSP does not apply to) and console errors that name the policy.
 */
async function watchCsp(page: Page): Promise<Violation[]> {
  const violations: Violation[] = []
  await page.exposeFunction('__reportCspViolation', (violation: Violation) => violations.push(violation))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation?: (v: unknown) => void }).__reportCspViolation
      report?.({
        page: location.pathname,
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        sample: event.sample,
      })
    })
  })
  page.on('console', (message) => {
    if (/Content[ -]Security[ -]Policy/i.test(message.text())) {
      violations.push({ page: page.url(), directive: 'console', blocked: '', sample: message.text() })
    }
  })
  return violations
}

let violations: Violation[]
test.beforeEach(async ({ page }) => {
  violations = await watchCsp(page)
})
test.afterEach(async ({ page }) => {
  // Reports arrive as events: let the last ones in before judging.
  await page.waitForTimeout(250)
  expect(violations).toEqual([])
})

test.describe('the public site', () => {
  let smtp: TestSmtpServer
  test.beforeAll(async () => {
    smtp = await mailbox()
  })
  test.afterAll(async () => {
    await smtp?.stop()
  })

  test('home and a service page hydrate, with their menus and sliders, and nothing is refused', async ({ page }) => {
    await openSitePage(page, '/')
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible()
    const [slug] = Object.keys(SERVICE_PAGES_SEED)
    await openSitePage(page, `/services/${slug}`)
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible()
  })

  test('the videos page plays a video in YouTube’s frame', async ({ page }) => {
    // The test machine has no internet: answer the player's request here.
    await page.route(/youtube-nocookie/, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<p>player</p>' }),
    )
    await openSitePage(page, '/media/videos')
    await page.getByRole('link', { name: `Play video: ${VIDEOS_SEED[0]}` }).click()
    const player = page.frameLocator(`iframe[title="${VIDEOS_SEED[0]}"]`)
    await expect(player.getByText('player')).toBeVisible()
  })

  test('the contact form sends a message', async ({ page }) => {
    await openSitePage(page, '/contact')
    const form = page.getByRole('form', { name: 'Send us a message' })
    await form.getByLabel('Full name').fill('Lakshmi Rao')
    await form.getByLabel('Email address').fill(`csp-${Date.now()}@example.com`)
    await form.getByLabel('Contact Number').fill('98765 43210')
    await form.getByLabel('Message').fill('Could we book a speech assessment at Kukatpally?')
    await form.getByRole('button', { name: 'Submit' }).click()
    await expect(form.getByRole('status')).toHaveText(
      'Thank you! Your message has been sent. We will get back to you soon.',
    )
  })
})

test.describe('the portal', () => {
  test('the prerendered login and register pages start their app and take input', async ({ page }) => {
    await page.goto('/login')
    await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible()
    // The fields are enabled once the app has started (the prerendered page locks them until then).
    await expect(page.getByLabel('Username', { exact: true })).toBeEditable()
    await page.goto('/register')
    await expect(page.getByLabel('Email', { exact: true }).first()).toBeEditable()
  })

  test('an admin’s dashboard lists the centre’s children, live queue and profile menu included', async ({ page }) => {
    await signInToPortal(page, 'demo-admin', '/admindashboard')
    await expect(page.getByRole('table', { name: 'Children' })).toBeVisible()
    // Radix's menu (it locks scrolling with a style element of its own) and the Socket.IO queue.
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^Profile menu for/ })
      .click()
    await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible()
    await page.keyboard.press('Escape')
    const socket = page.waitForEvent('websocket', (ws) => ws.url().includes('/socket.io/'))
    await page.goto('/admindashboard/manageappointment')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect((await socket).url()).toMatch(/^ws:\/\//)
  })

  test('a parent’s dashboard and the booking form render', async ({ page }) => {
    await signInToPortal(page, 'demo-parent', '/parentdashboard')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.goto('/parentdashboard/bookappointment')
    await expect(page.getByLabel('Appointment date', { exact: true })).toBeVisible()
    await expect(page.getByLabel('Parent name', { exact: true })).toBeVisible()
    // The appointment summary: a PDF made in the page, shown in a frame from a blob: URL.
    await page.goto('/parentdashboard/viewappointments')
    await page
      .getByRole('button', { name: /^View PDF for / })
      .first()
      .click()
    // Made in the page first (fonts fetched, names shaped): slower than 10 s on a loaded machine.
    await expect(page.locator('iframe[title^="Appointment summary of"]')).toBeVisible({ timeout: 30_000 })
  })

  test('an admin plays an enquiry’s video, streamed from its signed link', async ({ page, request }) => {
    test.setTimeout(90_000)
    const smtp = await mailbox()
    try {
      await page.goto('/login')
      const video = await recordedVideo(page)
      const centreId = centreIdOf(await apiToken(request, 'demo-admin'))
      const enquiry = await submitVerifiedEnquiry(request, smtp, { centreId, video })
      await signInToPortal(page, 'demo-admin', '/admindashboard')
      await page.goto(`/admindashboard/jwlenquiries/${enquiry.referenceId}`)
      await page.getByRole('button', { name: 'Play video' }).click()
      const player = page.getByLabel(`Video of ${enquiry.childName}`)
      await expect.poll(() => player.evaluate((element: HTMLVideoElement) => element.readyState)).toBeGreaterThan(0)
    } finally {
      await smtp.stop()
    }
  })
})

test.describe('the admin panel', () => {
  // Payload's side navigation starts open only on wide screens.
  test.use({ viewport: { width: 1600, height: 900 } })

  test('the admin panel’s REST answers to a signed-in editor are not kept', async ({ request }) => {
    const anonymous = await request.get('/cms-api/centres')
    expect(anonymous.status()).toBe(200)
    expect(anonymous.headers()['cache-control']).not.toBe('no-store')
    // Signing in sets the admin panel's cookie; the token goes in the header too.
    const login = await request.post('/cms-api/users/login', {
      data: { username: 'demo-superadmin', password: DEMO_PASSWORD },
    })
    const { token } = (await login.json()) as { token: string }
    const me = await request.get('/cms-api/users/me', { headers: { authorization: `JWT ${token}` } })
    expect(me.status()).toBe(200)
    expect(me.headers()['cache-control']).toBe('no-store')
    expect(me.headers()['x-content-type-options']).toBe('nosniff')
    expect(me.headers()['x-powered-by']).toBeUndefined()
  })

  test('a superadmin signs in at /admin and opens the dashboard and a collection', async ({ page }) => {
    // The admin panel's first pages are slow on a fresh server.
    test.setTimeout(90_000)
    const first = await page.goto('/admin/login')
    const policy = first?.headers()['content-security-policy'] ?? ''
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1]
    expect(nonce, policy).toBeTruthy()
    // Next.js put the request's nonce on its inline scripts.
    expect(await page.locator(`script[nonce]`).count()).toBeGreaterThan(0)
    expect(first?.headers()['x-powered-by']).toBeUndefined()
    expect(first?.headers()['x-frame-options']).toBe('DENY')
    expect(first?.headers()['x-content-type-options']).toBe('nosniff')
    expect(policy).toContain("frame-ancestors 'none'")
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/)

    await page.getByLabel('Username').fill('demo-superadmin')
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
    await page.getByRole('button', { name: 'Login' }).click()
    await expect(page).toHaveURL(/\/admin\/?$/)
    await expect(page.getByRole('link', { name: 'Branches', exact: true })).toBeVisible()

    await page.getByRole('link', { name: 'Branches', exact: true }).click()
    await expect(page).toHaveURL(/\/admin\/collections\/centres/)
    await page.getByRole('link', { name: 'Suchitra Centre', exact: true }).click()
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Suchitra Centre')

    // Uploads with their thumbnails, and a global with arrays of pictures and rich text.
    await page.goto('/admin/collections/media')
    await expect(page.getByRole('link', { name: /\.webp$/ }).first()).toBeVisible()
    const thumbnail = page.locator('img[src*="media"]').first()
    await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
    // Choosing a file to upload shows its preview (a blob: URL) before anything is saved.
    await page.goto('/admin/collections/media/create')
    await page.locator('input[type="file"]').setInputFiles('cms/seed/images/branch-1.webp')
    await expect(page.locator('img[src^="blob:"]').first()).toBeVisible()
    await page.goto('/admin/globals/home')
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeVisible()
  })
})
