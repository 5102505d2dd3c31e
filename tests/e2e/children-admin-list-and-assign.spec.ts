import { expect, test } from '@playwright/test'
import { demoAdminToken, registerAtDemoCentre } from './children-support.ts'
import type { TestSmtpServer } from '../support/smtp.ts'
import { expectToast, mailbox, signInToPortal, uniqueSuffix } from './support.ts'

// Registering accounts sends welcome e-mails; a real SMTP server takes them.
let smtp: TestSmtpServer
test.beforeAll(async () => {
  smtp = await mailbox()
})
test.afterAll(async () => {
  await smtp.stop()
})

test('an admin searches, filters and pages the children list, opens a child and assigns staff', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000)
  const tag = uniqueSuffix()
  const adminToken = await demoAdminToken(request)
  const doctorName = `Dr. Nair ${tag}`
  const therapistName = `Therapist Rao ${tag}`
  await registerAtDemoCentre(request, adminToken, { role: 'doctor', name: doctorName })
  await registerAtDemoCentre(request, adminToken, { role: 'therapist', name: therapistName })
  for (let i = 0; i < 11; i++) {
    await registerAtDemoCentre(request, adminToken, {
      role: 'parent',
      name: `Parent${i} ${tag}`,
      child: {
        name: `Kid${i} ${tag}`,
        dob: '2018-06-14',
        gender: 'Male',
        schoolName: `School ${tag}`,
        schoolBoard: 'CBSE',
      },
    })
  }

  await signInToPortal(page, 'demo-admin', '/admindashboard')
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible()
  const table = page.getByRole('table', { name: 'Children' })
  const rows = table.locator('tbody tr')
  const summary = page.getByText(/^Showing /)

  // Search by school name (any case): 11 matches, 10 on the first page, newest first.
  await page.getByLabel('Search').fill(`SCHOOL ${tag.toUpperCase()}`)
  await expect(summary).toHaveText('Showing 1–10 of 11')
  await expect(rows).toHaveCount(10)
  await expect(rows.first()).toContainText(`Kid10 ${tag}`)
  await expect(rows.first()).toContainText('pending')

  await page.getByRole('button', { name: 'Next' }).click()
  await expect(summary).toHaveText('Showing 11–11 of 11')
  await expect(rows).toHaveCount(1)
  await expect(rows.first()).toContainText(`Kid0 ${tag}`)

  // A new page size starts again at page 1.
  await page.getByLabel('Rows per page').selectOption('25')
  await expect(summary).toHaveText('Showing 1–11 of 11')
  await expect(page.getByText('Page 1 of 1')).toBeVisible()

  // None of them is active yet.
  await page.getByLabel('Status').selectOption('active')
  await expect(summary).toHaveText('Showing 0–0 of 0')
  await expect(page.getByText('No children found')).toBeVisible()
  await page.getByLabel('Status').selectOption('')

  // By parent name.
  await page.getByLabel('Search').fill(`parent3 ${tag}`)
  await expect(summary).toHaveText('Showing 1–1 of 1')
  await rows
    .first()
    .getByRole('link', { name: `Kid3 ${tag}` })
    .click()

  await expect(page).toHaveURL(/\/admindashboard\/child\/[0-9a-f-]{36}$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Child Details' })).toBeVisible()
  await expect(page.getByText(`Parent3 ${tag}`)).toBeVisible()
  await expect(page.getByText(`School ${tag}`)).toBeVisible()
  await expect(page.locator('section').getByRole('link', { name: 'Book Appointment' })).toHaveAttribute(
    'href',
    /\/admindashboard\/appointment\?childId=[0-9a-f-]{36}$/,
  )

  await page.getByLabel('Doctor', { exact: true }).selectOption({ label: doctorName })
  await page.getByLabel('Therapist', { exact: true }).selectOption({ label: therapistName })
  await page.getByRole('button', { name: 'Assign Staff' }).click()
  await expectToast(page, 'Staff assigned successfully!')
  await expect(page.getByText('active').first()).toBeVisible()

  await page.getByRole('link', { name: 'Back to Dashboard' }).click()
  await expect(page).toHaveURL('/admindashboard')
  await page.getByLabel('Search').fill(tag)
  await page.getByLabel('Status').selectOption('active')
  await expect(summary).toHaveText('Showing 1–1 of 1')
  await expect(rows.first()).toContainText(`Kid3 ${tag}`)
  await expect(rows.first()).toContainText('active')
})
