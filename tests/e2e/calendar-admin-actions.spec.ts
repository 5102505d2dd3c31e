// The appointment dialog's lifecycle actions (check in, complete, move, cancel) call the lifecycle endpoints
// built beside the calendars (POST /api/appointments/:id/status, /move, /cancel, GET /history): this journey
// passes once both are merged.
import { expect, test, type Page } from '@playwright/test'
import type { TestSmtpServer } from '../support/smtp.ts'
import { centreIdOf, openDayAfter, registerAccount } from './appointments-support.ts'
import { bookWalkIn, walkInDay } from './calendar-support.ts'
import { apiToken, expectToast, mailbox, signInToPortal, uniqueSuffix } from './support.ts'

let smtp: TestSmtpServer

test.beforeAll(async () => {
  smtp = await mailbox()
})

test.afterAll(async () => {
  await smtp.stop()
})

const openCard = async (page: Page, childName: string) => {
  await page
    .getByRole('button', { name: new RegExp(`, ${childName}, `) })
    .first()
    .click()
  const dialog = page.getByRole('dialog', { name: `Appointment of ${childName}` })
  await expect(dialog).toBeVisible()
  return dialog
}

test('the admin sees only the actions an appointment’s day allows, moves and cancels from the calendar, each kept in its history', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000)
  const id = uniqueSuffix()
  const adminToken = await apiToken(request, 'demo-admin')
  const centreId = centreIdOf(adminToken)
  const doctor = await registerAccount(request, adminToken, 'doctor', `Dr. Actions ${id}`)
  const day = walkInDay()
  const seen = `Isha Actions ${id}`
  const moved = `Rohan Actions ${id}`
  const cancelled = `Tara Actions ${id}`
  await bookWalkIn(request, adminToken, { doctor, centreId, date: day, time: '5:30 PM', childName: seen })
  await bookWalkIn(request, adminToken, { doctor, centreId, date: day, time: '4:30 PM', childName: moved })
  await bookWalkIn(request, adminToken, { doctor, centreId, date: day, time: '3:30 PM', childName: cancelled })

  await signInToPortal(page, 'demo-admin', '/admindashboard')
  await page.goto(`/admindashboard/calendar?view=day&date=${day}`)

  // Before its day the dialog offers only what the server would accept then: no check-in, no no-show
  // (the check-in and completion themselves are proven with a set clock in tests/api/appointments-lifecycle).
  let dialog = await openCard(page, seen)
  await expect(dialog.getByRole('button', { name: 'Move' })).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Check in' })).toHaveCount(0)
  await expect(dialog.getByRole('button', { name: 'Mark no-show' })).toHaveCount(0)
  await dialog.getByRole('button', { name: 'Close' }).click()

  // Move to the next open day's 10:30 AM with the same doctor.
  const next = openDayAfter(day)
  dialog = await openCard(page, moved)
  await dialog.getByRole('button', { name: 'Move' }).click()
  const move = page.getByRole('dialog', { name: 'Move the appointment' })
  await move.getByLabel('New date').fill(next)
  await move.getByLabel('10:30 AM').check()
  await move.getByRole('button', { name: 'Move appointment' }).click()
  await expectToast(page, 'Appointment moved')
  await expect(page.getByRole('button', { name: new RegExp(`, ${moved}, `) })).toBeHidden()
  await page.goto(`/admindashboard/calendar?view=day&date=${next}`)
  await expect(page.getByRole('button', { name: new RegExp(`^10:30 AM, ${moved}, `) })).toBeVisible()

  // Cancel needs a reason; the slot is free again.
  await page.goto(`/admindashboard/calendar?view=day&date=${day}`)
  dialog = await openCard(page, cancelled)
  await dialog.getByRole('button', { name: 'Cancel appointment' }).click()
  const cancel = page.getByRole('dialog', { name: 'Cancel the appointment' })
  await cancel.getByRole('button', { name: 'Cancel appointment' }).click()
  await expect(cancel.getByLabel('Reason')).toHaveAccessibleDescription(/Please give a reason/)
  await cancel.getByLabel('Reason').fill('Family travelling')
  await cancel.getByRole('button', { name: 'Cancel appointment' }).click()
  await expectToast(page, 'Appointment cancelled')
  await expect(page.getByRole('button', { name: new RegExp(`, ${cancelled}, `) })).toBeHidden()
})
