import { expect, test } from '@playwright/test'
import type { TestSmtpServer } from '../support/smtp.ts'
import { downloadedBytes, registerAccount } from './appointments-support.ts'
import { BOOKING_BRANCH, slot } from './booking-support.ts'
import { apiToken, expectToast, mailbox, signInToPortal, submitPortalLogin, uniqueSuffix } from './support.ts'

let smtp: TestSmtpServer

// Registrations and bookings send mail; keep a server listening for it.
test.beforeAll(async () => {
  smtp = await mailbox()
})

test.afterAll(async () => {
  await smtp.stop()
})

test('when a parent books while the admin watches Manage Appointments, then the booking appears live, approval takes it off the queue, and the parent sees it approved with a PDF', async ({
  page,
  browser,
  request,
}) => {
  const adminToken = await apiToken(request, 'demo-admin')
  const doctor = await registerAccount(request, adminToken, 'doctor', `Dr. Live Queue ${uniqueSuffix()}`)
  const parent = await registerAccount(request, adminToken, 'parent', 'Priya Live')
  const childName = `Kabir ${uniqueSuffix()}`

  await signInToPortal(page, 'demo-admin', '/admindashboard')
  await page
    .getByRole('complementary', { name: 'Admin menu' })
    .getByRole('link', { name: 'Manage Appointments' })
    .click()
  await expect(page).toHaveURL('/admindashboard/manageappointment')
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Appointments' })).toBeVisible()
  await expect(page.getByText('Live updates on')).toBeVisible()
  // A marker that a reload would wipe out.
  await page.evaluate(() => Object.assign(window, { __noReload: true }))

  // The parent books through the portal, in a browser of their own.
  const parentContext = await browser.newContext()
  const parentPage = await parentContext.newPage()
  await submitPortalLogin(parentPage, parent.username, parent.password)
  await expect(parentPage).toHaveURL('/parentdashboard')
  await parentPage.goto('/parentdashboard/bookappointment?childId=new')
  await expectToast(parentPage, 'Your details have been automatically filled.')
  await parentPage.getByLabel('Child name', { exact: true }).fill(childName)
  await parentPage.getByLabel('Date of birth', { exact: true }).fill('2018-03-09')
  await parentPage.getByLabel('Gender', { exact: true }).selectOption('Male')
  await parentPage.getByLabel('Branch', { exact: true }).selectOption({ label: BOOKING_BRANCH })
  await parentPage.getByLabel('Doctor', { exact: true }).selectOption({ label: doctor.name })
  await slot(parentPage, '11:30 AM').check()
  await parentPage.getByLabel('Consultation type', { exact: true }).selectOption({ label: 'New Consultation Rs.700' })
  await parentPage.getByLabel('Concerns', { exact: true }).fill('Attention in class')
  await parentPage.getByRole('button', { name: 'Book Appointment' }).click()
  await expect(parentPage.getByRole('heading', { name: 'Appointment booked successfully!' })).toBeVisible()

  const row = page.getByRole('row', { name: new RegExp(childName) })
  await expect(row).toBeVisible({ timeout: 2_000 })
  await expect(row).toContainText('Priya Live')
  await expect(row).toContainText('11:30 AM')
  await expect(row).toContainText('New Consultation (Rs.700)')
  // At 1280 px beside the side menu the queue is cards: each line is labelled with its column's name.
  await expect(row.locator('[data-label="Parent"]')).toContainText('Priya Live')
  await expect(row.locator('[data-label="Time"]')).toContainText('11:30 AM')
  expect(
    await row.locator('[data-label="Parent"]').evaluate((cell) => getComputedStyle(cell, '::before').content),
  ).toBe('"Parent"')
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true)

  await row.getByRole('button', { name: `Approve appointment of ${childName}` }).click()
  await expectToast(page, 'Appointment approved')
  await expect(row).toHaveCount(0)
  // Still gone after a reload: the server holds it as approved, not pending.
  await page.reload()
  await expect(page.getByText('Live updates on')).toBeVisible()
  await expect(page.getByRole('row', { name: new RegExp(childName) })).toHaveCount(0)

  // The parent sees it approved.
  await parentPage.goto('/parentdashboard/viewappointments')
  await expect(parentPage.getByRole('heading', { level: 1, name: 'View Appointments' })).toBeVisible()
  const parentRow = parentPage.getByRole('row', { name: new RegExp(childName) })
  await expect(parentRow).toContainText('Approved')
  await expect(parentRow).toContainText(doctor.name)

  // Filtering by another status hides it; back to all statuses shows it again.
  await parentPage.getByLabel('Status', { exact: true }).selectOption('rejected')
  await expect(parentPage.getByText('No matching appointments found')).toBeVisible()
  await parentPage.getByLabel('Status', { exact: true }).selectOption('approved')
  await expect(parentRow).toBeVisible()

  // View PDF shows the summary in the page; its Download PDF button saves it.
  await parentRow.getByRole('button', { name: /^View PDF for / }).click()
  const viewer = parentPage.getByRole('dialog', { name: 'Appointment PDF' })
  // The PDF is made in the page (its fonts fetched and the names shaped first): on a loaded two-core machine that
  // took longer than the default 10 s while the button waited, disabled.
  await expect(viewer.locator('iframe')).toHaveAttribute('src', /^blob:/, { timeout: 30_000 })
  const downloadPromise = parentPage.waitForEvent('download')
  await viewer.getByRole('button', { name: 'Download PDF' }).click()
  const download = await downloadPromise
  expect(download.suggestedFilename()).toMatch(/^appointment-kabir-.*\.pdf$/)
  const bytes = await downloadedBytes(download)
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF')
  await parentContext.close()
})
