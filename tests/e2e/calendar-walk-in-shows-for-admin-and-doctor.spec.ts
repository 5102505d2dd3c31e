import { expect, test } from '@playwright/test'
import type { TestSmtpServer } from '../support/smtp.ts'
import { centreIdOf, registerAccount } from './appointments-support.ts'
import { bookWalkIn, walkInDay } from './calendar-support.ts'
import { apiToken, mailbox, screenshotForPeople, signInToPortal, submitPortalLogin, uniqueSuffix } from './support.ts'

let smtp: TestSmtpServer

// A walk-in for a new parent mails them; keep a server listening.
test.beforeAll(async () => {
  smtp = await mailbox()
})

test.afterAll(async () => {
  await smtp.stop()
})

for (const size of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'laptop', width: 1280, height: 800 },
] as const) {
  test(`${size.name}: the admin sees the day's walk-in in the day view, live, and the doctor sees it in their schedule`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000)
    await page.setViewportSize({ width: size.width, height: size.height })
    const id = uniqueSuffix()
    const adminToken = await apiToken(request, 'demo-admin')
    const centreId = centreIdOf(adminToken)
    const doctor = await registerAccount(request, adminToken, 'doctor', `Dr. Calendar ${id}`)
    const day = walkInDay()
    const childName = `Meera Calendar ${id}`
    await bookWalkIn(request, adminToken, { doctor, centreId, date: day, time: '5:30 PM', childName })

    await signInToPortal(page, 'demo-admin', '/admindashboard')
    // The side menu starts closed on a phone.
    if (size.name === 'phone') await page.getByRole('button', { name: 'Show menu' }).click()
    await page.getByRole('link', { name: 'Calendar', exact: true }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible()
    await page.getByLabel('Date', { exact: true }).fill(day)
    await expect(page).toHaveURL(new RegExp(`date=${day}`))

    const card = page.getByRole('button', { name: new RegExp(`^5:30 PM, ${childName}, New Consultation, Approved`) })
    await expect(card).toBeVisible()
    if (size.name === 'laptop') {
      // a column per doctor: the doctor's name heads one
      await expect(page.getByRole('columnheader', { name: doctor.name })).toBeVisible()
    } else {
      // the phone's agenda names the doctor on the card
      await expect(card).toContainText(doctor.name)
    }

    // Opened with the keyboard: the dialog says who, when and with whom, and offers the approved one's actions.
    await card.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: `Appointment of ${childName}` })
    await expect(dialog).toBeVisible()
    await expect(dialog).toContainText(doctor.name)
    // The walk-in is on the next open day: it can be moved or cancelled, not yet checked in.
    await expect(dialog.getByRole('button', { name: 'Move' })).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Check in' })).toHaveCount(0)
    await expect(dialog.getByRole('button', { name: 'Cancel appointment' })).toBeVisible()
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(dialog).toBeHidden()

    // Another admin's walk-in shows without a reload (the centre's live events).
    const secondChild = `Kabir Calendar ${id}`
    await bookWalkIn(request, adminToken, { doctor, centreId, date: day, time: '4:30 PM', childName: secondChild })
    await expect(page.getByRole('button', { name: new RegExp(`^4:30 PM, ${secondChild}, `) })).toBeVisible()

    // For a person to look at: the week and reception's day sheet at this width.
    await screenshotForPeople(page, `test-results/calendar-screens/${size.name}-day.png`)
    await page.getByRole('button', { name: 'Week', exact: true }).click()
    await expect(page.getByRole('button', { name: new RegExp(`, ${childName}, `) })).toBeVisible()
    await screenshotForPeople(page, `test-results/calendar-screens/${size.name}-week.png`)
    await page.goto(`/admindashboard/calendar/day-sheet?date=${day}`)
    if (size.name === 'phone') {
      // A card per appointment with every field in view, the reminders' too: nothing to scroll sideways for.
      const sheetCard = page.getByRole('listitem').filter({ hasText: `5:30 PM · ${childName}` })
      await expect(sheetCard).toContainText(doctor.name)
      await expect(sheetCard.getByRole('list', { name: 'Reminder' })).toBeVisible()
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width)
      await expect(page.getByRole('table')).toBeHidden()
    } else {
      await expect(page.getByRole('cell', { name: childName })).toBeVisible()
    }
    await screenshotForPeople(page, `test-results/calendar-screens/${size.name}-day-sheet.png`)

    // The doctor's schedule lists it, one tap from the child's IEP.
    await page.context().clearCookies()
    await page.evaluate(() => window.sessionStorage.clear())
    await page.goto('/login')
    await submitPortalLogin(page, doctor.username, doctor.password)
    await expect(page).toHaveURL('/doctordashboard')
    await page.getByRole('link', { name: 'My schedule' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'My schedule' })).toBeVisible()
    const entry = page.getByRole('listitem').filter({ hasText: childName })
    await expect(entry).toContainText('5:30 PM')
    await expect(entry).toContainText('Approved')
    await screenshotForPeople(page, `test-results/calendar-screens/${size.name}-doctor-schedule.png`)
    await entry.getByRole('link', { name: `IEP of ${childName}` }).click()
    await expect(page).toHaveURL(/\/doctordashboard\/iepdoctor\?childId=/)
  })
}
