import { expect, test } from '@playwright/test'
import type { TestSmtpServer } from '../support/smtp.ts'
import { centreIdOf } from './appointments-support.ts'
import { registerAccount, slot } from './booking-support.ts'
import { backdateEnquiry, recordedVideo, submitVerifiedEnquiry } from './enquiries-support.ts'
import { apiToken, expectToast, mailbox, signInToPortal, uniqueSuffix } from './support.ts'

/**
 * The centre's side of an enquiry: the admin watching JWL Enquiries sees a parent's verified enquiry arrive
 * without a reload (and the menu's New count grow), opens it, plays the video, marks the parent Contacted,
 * books the assessment from it (the booking form filled from the enquiry), and archives it; another centre's
 * admin gets 'Enquiry not found'.
 */
let smtp: TestSmtpServer

test.beforeAll(async () => {
  smtp = await mailbox()
})

test.afterAll(async () => {
  await smtp.stop()
})

test('when a parent verifies an enquiry while the admin watches the list, then it arrives live and is followed up to a booking and archived', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000)
  const adminToken = await apiToken(request, 'demo-admin')
  const centreId = centreIdOf(adminToken)
  const doctor = await registerAccount(request, 'doctor', `Dr. Enquiry ${uniqueSuffix()}`)

  await signInToPortal(page, 'demo-admin', '/admindashboard')
  const menu = page.getByRole('complementary', { name: 'Admin menu' })
  await menu.getByRole('link', { name: /^JWL Enquiries/ }).click()
  await expect(page).toHaveURL('/admindashboard/jwlenquiries')
  await expect(page.getByRole('heading', { level: 1, name: 'JWL Enquiries' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Active', pressed: true })).toBeVisible()
  const newCountBefore = await page
    .getByTestId('new-enquiry-count')
    .textContent({ timeout: 1000 })
    .catch(() => '0')
  // A marker that a reload would wipe out.
  await page.evaluate(() => Object.assign(window, { __noReload: true }))

  const video = await recordedVideo(page)
  const enquiry = await submitVerifiedEnquiry(request, smtp, { centreId, video })

  // It arrives within a second, with no reload: reference, dd-MM-yyyy date, stage New, due for a call.
  const results = page.getByRole('region', { name: 'Enquiries', exact: true })
  const row = results.getByRole('listitem').filter({ hasText: enquiry.childName })
  await expect(row).toBeVisible({ timeout: 1_500 })
  await expect(row).toContainText(enquiry.referenceId)
  await expect(row).toContainText(enquiry.parentEmail)
  await expect(row).toContainText(/Enquired on \d{2}-\d{2}-\d{4}/)
  await expect(row).toContainText('New')
  await expect(row).toContainText(/Call by|Call today/)
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true)
  await expect(page.getByTestId('new-enquiry-count')).not.toHaveText(newCountBefore ?? '0')

  // The search finds it by reference.
  await page.getByLabel('Search', { exact: true }).fill(enquiry.referenceId)
  await expect(results.getByRole('listitem')).toHaveCount(1)
  await expect(row).toBeVisible()

  // Details: the questionnaire as the parent read it, the notes, the consent, the video.
  await row.getByRole('link', { name: `Details of the enquiry for ${enquiry.childName}` }).click()
  await expect(page).toHaveURL(`/admindashboard/jwlenquiries/${enquiry.referenceId}`)
  await expect(page.getByRole('heading', { level: 1, name: `Enquiry for ${enquiry.childName}` })).toBeVisible()
  await expect(page.getByText('Active', { exact: true })).toBeVisible()
  await expect(page.getByText('Barkatpura Centre').first()).toBeVisible()
  await expect(page.getByText(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/).first()).toBeVisible()
  await expect(page.getByText('Finds reading hard and avoids homework.')).toBeVisible()
  const firstQuestion = page.locator('summary').filter({ hasText: /^1\. / })
  await expect(page.getByText('Comment: Mixes up b and d')).toBeHidden()
  await firstQuestion.click()
  await expect(page.getByText('Comment: Mixes up b and d')).toBeVisible()

  // The video streams: the player itself asks for ranges of a short-lived signed link; the page never
  // downloads the file first (no blob: URL, no request for the whole file with the token).
  const videoRequests: Array<{ url: string; range: string | undefined; authorization: string | undefined }> = []
  page.on('request', (request) => {
    if (/\/api\/(files\/signed\/|admins\/jwl-enquiries\/[^/]+\/video$|admins\/get-jwluser-video)/.test(request.url())) {
      videoRequests.push({
        url: request.url(),
        range: request.headers()['range'],
        authorization: request.headers()['authorization'],
      })
    }
  })
  await page.getByRole('button', { name: 'Play video' }).click()
  const player = page.getByLabel(`Video of ${enquiry.childName}`)
  await expect(player).toBeVisible()
  await expect.poll(() => player.evaluate((element: HTMLVideoElement) => element.readyState)).toBeGreaterThan(0)
  await expect
    .poll(() =>
      player.evaluate((element: HTMLVideoElement) => (Number.isFinite(element.duration) ? element.duration : 1)),
    )
    .toBeGreaterThan(0)
  expect(await player.evaluate((element: HTMLVideoElement) => new URL(element.currentSrc).pathname)).toMatch(
    /^\/api\/files\/signed\/[0-9a-f-]{36}$/,
  )
  expect(videoRequests.length).toBeGreaterThan(0)
  for (const request of videoRequests) {
    expect(request.url).toContain('/api/files/signed/')
    expect(request.range).toMatch(/^bytes=\d+-/)
    expect(request.authorization).toBeUndefined()
  }
  await expect(page.getByText(/^Video viewed/)).toBeVisible()

  // Contacted: the stage is saved and logged; the call is no longer due.
  await page.getByLabel('Stage', { exact: true }).selectOption({ label: 'Contacted' })
  await page.getByRole('button', { name: 'Save stage' }).click()
  await expectToast(page, 'Enquiry updated')
  await expect(page.getByText(/Call by|Call today|Late:/)).toHaveCount(0)
  await expect(page.getByText(/^Stage changed/)).toBeVisible()

  // The owner is one of the centre's admins; a note joins the activity log.
  await page.getByLabel('Owner', { exact: true }).selectOption({ label: 'Anita Rao (me)' })
  await page.getByRole('button', { name: 'Save owner' }).click()
  await expect(page.getByText('Owner changed to Anita Rao')).toBeVisible()
  await page.getByLabel('Add a note', { exact: true }).fill('Mother prefers a call after 5 pm.')
  await page.getByRole('button', { name: 'Add note' }).click()
  await expect(page.getByText('Note: Mother prefers a call after 5 pm.')).toBeVisible()

  // Book assessment: the walk-in form filled from the enquiry.
  await page.getByRole('link', { name: 'Book assessment' }).click()
  await expect(page).toHaveURL(/\/admindashboard\/appointment\?/)
  await expect(page.getByText(`Booking the assessment for enquiry ${enquiry.referenceId}.`)).toBeVisible()
  await expect(page.getByLabel('Child name', { exact: true })).toHaveValue(enquiry.childName)
  await expect(page.getByLabel('Parent name', { exact: true })).toHaveValue(enquiry.parentName)
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(enquiry.parentEmail)
  await expect(page.getByLabel('Gender', { exact: true })).toHaveValue('Male')
  await expect(page.getByLabel('Concerns', { exact: true })).toHaveValue(/Finds reading hard/)
  await page.getByLabel('Date of birth', { exact: true }).fill('2019-02-14')
  await page.getByLabel('Doctor', { exact: true }).selectOption({ label: doctor.name })
  await page.getByLabel('Afternoon/Evening (2:00 PM - 5:30 PM)').check()
  await slot(page, '3:30 PM').check()
  await page.getByLabel('Consultation type', { exact: true }).selectOption({ label: 'Assessment (IQ) Rs.6000' })
  await page.getByRole('button', { name: 'Book Appointment' }).click()
  await expect(page.getByRole('heading', { name: 'Appointment booked successfully!' })).toBeVisible()
  await expectToast(page, `Enquiry ${enquiry.referenceId} moved to Assessment booked`)

  await page.getByRole('link', { name: `Back to enquiry ${enquiry.referenceId}` }).click()
  await expect(page.getByText('An assessment has been booked from this enquiry.')).toBeVisible()
  await expect(page.getByText('Assessment booked', { exact: true }).first()).toBeVisible()

  // Archive: the confirmation says it is not deletion; the enquiry stays, marked Archived, with no Archive button.
  await page.getByRole('button', { name: 'Archive', exact: true }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toContainText('Archiving is not deletion')
  await dialog.getByRole('button', { name: 'Archive', exact: true }).click()
  await expectToast(page, 'Enquiry archived successfully')
  await expect(page.getByText('Archived', { exact: true }).first()).toBeVisible()
  await expect(page.getByRole('button', { name: 'Archive', exact: true })).toHaveCount(0)

  await page.getByRole('link', { name: 'Back to JWL Enquiries' }).click()
  await page.getByRole('button', { name: 'Archived', exact: true }).click()
  const archivedRow = results.getByRole('listitem').filter({ hasText: enquiry.childName })
  await expect(archivedRow).toBeVisible()
  await expect(archivedRow.getByRole('button', { name: /Archive/ })).toHaveCount(0)

  // Another centre's admin: the same address is 'Enquiry not found'.
  const otherContext = await browser.newContext()
  const other = await otherContext.newPage()
  await signInToPortal(other, 'demo-admin2', '/admindashboard')
  await other.goto(`/admindashboard/jwlenquiries/${enquiry.referenceId}`)
  await expect(other.getByRole('heading', { level: 1, name: 'Enquiry not found' })).toBeVisible()
  await expect(other.getByText(enquiry.childName)).toHaveCount(0)
  await otherContext.close()
})

test("when another admin of the centre archives an enquiry, then it leaves the open list without a reload; a video never sent shows 'Video pending'", async ({
  page,
  request,
}) => {
  const adminToken = await apiToken(request, 'demo-admin')
  const enquiry = await submitVerifiedEnquiry(request, smtp, { centreId: centreIdOf(adminToken), video: 'pending' })
  await signInToPortal(page, 'demo-admin', '/admindashboard')
  await page.goto('/admindashboard/jwlenquiries')
  const row = page
    .getByRole('region', { name: 'Enquiries', exact: true })
    .getByRole('listitem')
    .filter({ hasText: enquiry.childName })
  await expect(row).toBeVisible()
  await expect(row).toContainText('Video pending')

  const archived = await request.put('/api/admins/archive-jwl-enquiry', {
    headers: { Authorization: `Bearer ${adminToken}` },
    data: { referenceId: enquiry.referenceId },
  })
  expect(archived.status()).toBe(200)
  await expect(row).toHaveCount(0, { timeout: 1_500 })
})

test('when an enquiry has waited past its contact-by day, then the list and the details mark it Late, and marking the parent Contacted clears it', async ({
  page,
  request,
}) => {
  const adminToken = await apiToken(request, 'demo-admin')
  const enquiry = await submitVerifiedEnquiry(request, smtp, { centreId: centreIdOf(adminToken) })
  // Four days back: past any contact-by day (one working day after arrival, at most two calendar days).
  await backdateEnquiry(enquiry.referenceId, 4)

  await signInToPortal(page, 'demo-admin', '/admindashboard')
  await page.goto('/admindashboard/jwlenquiries')
  await page.getByLabel('Search', { exact: true }).fill(enquiry.referenceId)
  const row = page
    .getByRole('region', { name: 'Enquiries', exact: true })
    .getByRole('listitem')
    .filter({ hasText: enquiry.childName })
  await expect(row).toBeVisible()
  await expect(row.getByText(/^Late: call was due \d{1,2} [A-Z][a-z]{2} \d{4}$/)).toBeVisible()
  await expect(row.getByText(/Call by|Call today/)).toHaveCount(0)

  await row.getByRole('link', { name: `Details of the enquiry for ${enquiry.childName}` }).click()
  // The details have replaced the list (whose row shows the same badge) once their heading shows.
  await expect(page.getByRole('heading', { name: `Enquiry for ${enquiry.childName}`, level: 1 })).toBeVisible()
  const late = page.getByText(/^Late: call was due /)
  await expect(late).toBeVisible()
  await page.getByLabel('Stage', { exact: true }).selectOption({ label: 'Contacted' })
  await page.getByRole('button', { name: 'Save stage' }).click()
  await expectToast(page, 'Enquiry updated')
  await expect(late).toHaveCount(0)
})
