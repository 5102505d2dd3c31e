import { expect, test } from '@playwright/test'
import pg from 'pg'
import type { TestSmtpServer } from '../support/smtp.ts'
import { centreIdOf, registerAccount } from './appointments-support.ts'
import { bookWalkIn, walkInDay } from './calendar-support.ts'
import { apiToken, e2eDatabaseUrl, mailbox, screenshotForPeople, signInToPortal, uniqueSuffix } from './support.ts'

// Reminders (docs/api/reminders.md): a walk-in's reminder reaches the parent by e-mail, the parent confirms with
// the one-click link (a page with one button), and reception's day sheet shows how they were reminded and that
// they confirmed.

let smtp: TestSmtpServer

test.beforeAll(async () => {
  smtp = await mailbox()
})

test.afterAll(async () => {
  await smtp.stop()
})

/** Makes an appointment's first reminder due now (its real time may be hours away): straight in the database. */
async function makeFirstReminderDue(appointmentId: string): Promise<void> {
  const db = new pg.Client({ connectionString: e2eDatabaseUrl() })
  await db.connect()
  try {
    const { rowCount } = await db.query(
      `UPDATE reminders SET due_at = now() WHERE id = (
         SELECT id FROM reminders WHERE appointment_id = $1 AND status = 'planned' ORDER BY due_at LIMIT 1)`,
      [appointmentId],
    )
    expect(rowCount).toBe(1)
  } finally {
    await db.end()
  }
}

test('the parent confirms from the reminder e-mail, and the day sheet shows it was delivered by e-mail and confirmed', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const id = uniqueSuffix()
  const adminToken = await apiToken(request, 'demo-admin')
  const centreId = centreIdOf(adminToken)
  const doctor = await registerAccount(request, adminToken, 'doctor', `Dr. Reminder ${id}`)
  const day = walkInDay()
  const childName = `Isha Reminder ${id}`
  const appointment = await bookWalkIn(request, adminToken, { doctor, centreId, date: day, time: '5:30 PM', childName })

  // Before anything is sent: the day sheet shows the reminder waiting and no confirmation.
  await page.setViewportSize({ width: 1280, height: 800 })
  await signInToPortal(page, 'demo-admin', '/admindashboard')
  await page.goto(`/admindashboard/calendar/day-sheet?date=${day}`)
  const row = page.getByRole('row').filter({ hasText: childName })
  await expect(row).toContainText('Not confirmed')
  await expect(row).toContainText(/E-mail \d+(\.\d+)? h: (due|sent)/)

  await makeFirstReminderDue(appointment._id)
  const mail = await smtp.waitFor((m) => m.subject.startsWith('Reminder:') && m.subject.includes(childName), 30_000)
  const confirm = /Confirm that you will come: (\S+)/.exec(mail.text)![1]

  // The link opens a page with one button (a mail scanner's fetch changes nothing); the click confirms.
  const parentPage = await page.context().newPage()
  await parentPage.goto(new URL(confirm).pathname)
  await expect(parentPage.getByRole('heading', { name: /Confirm that you will come on/ })).toBeVisible()
  await parentPage.getByRole('button', { name: 'Yes, confirm' }).click()
  await expect(parentPage.getByRole('heading', { name: /is confirmed/ })).toBeVisible()
  await parentPage.close()

  await page.reload()
  await expect(row).toContainText('Confirmed by parent')
  // The mail server took it: delivered, as far as anyone can know of an e-mail.
  await expect(row).toContainText(/E-mail \d+(\.\d+)? h: delivered/)
  await screenshotForPeople(page, 'test-results/reminders/laptop-day-sheet.png')
  await page.setViewportSize({ width: 390, height: 844 })
  await screenshotForPeople(page, 'test-results/reminders/phone-day-sheet.png')

  // The month's figures count the confirmation.
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.getByRole('link', { name: 'Reminder figures' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Reminder figures' })).toBeVisible()
  await page.getByLabel('Month').fill(day.slice(0, 7))
  await expect(page.getByRole('row').filter({ hasText: doctor.name })).toContainText('1')
  await screenshotForPeople(page, 'test-results/reminders/laptop-figures.png')
})
