import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { addDays } from '../../modules/platform/src/clinic-time.ts'
import { bookAsParent, centreIdOf, clinicDay, isOpenDay, registerAccount } from './appointments-support.ts'
import { apiToken, signInToPortal, uniqueSuffix } from './support.ts'

/**
 * The admin runs the centre's schedule from the portal (docs/product.md §5.2): closes a weekday, adds a holiday
 * over an appointment and sees it listed to move or cancel, gives a doctor leave, and the booking form then says
 * each day is closed and why. At a phone's and a laptop's width; each run uses days of its own and puts the
 * centre's week and holidays back as it found them, so the journeys after it book as before.
 */
const WIDTHS = [
  { name: 'phone', width: 390, height: 844, daysAhead: 40 },
  { name: 'laptop', width: 1280, height: 800, daysAhead: 55 },
] as const

/** The first day `days` or more ahead that the seeded week opens and that is not a Saturday (closed here). */
function weekdayAhead(days: number): string {
  let date = clinicDay(days)
  while (!isOpenDay(date) || new Date(`${date}T00:00:00Z`).getUTCDay() === 6) date = addDays(date, 1)
  return date
}

/** The next Saturday that is not a seeded holiday, a week or more ahead. */
function saturdayAhead(): string {
  let date = clinicDay(7)
  while (new Date(`${date}T00:00:00Z`).getUTCDay() !== 6 || !isOpenDay(date)) date = addDays(date, 1)
  return date
}

async function openingHoursOf(request: APIRequestContext, token: string, centreId: string) {
  const response = await request.get(`/api/centres/${centreId}/opening-hours`, {
    headers: { Authorization: `Bearer ${token}` },
  })
  expect(response.status()).toBe(200)
  return ((await response.json()) as { days: unknown[] }).days
}

/** The booking form's answer for a doctor on a day: the slot picker's words. */
async function bookingDaySays(page: Page, doctorName: string, date: string, words: string) {
  await page.goto('/admindashboard/appointment')
  await expect(page.getByRole('heading', { level: 1, name: 'Book Appointment' })).toBeVisible()
  await page.getByLabel('Doctor', { exact: true }).selectOption({ label: doctorName })
  await page.getByLabel('Appointment date', { exact: true }).fill(date)
  await expect(page.getByRole('status').filter({ hasText: words })).toHaveText(words)
}

for (const size of WIDTHS) {
  test.describe(`at ${size.width} px (${size.name})`, () => {
    test.use({ viewport: { width: size.width, height: size.height } })

    test('the admin closes a weekday, adds a holiday over an appointment, gives leave, and booking says why each day is closed', async ({
      page,
      request,
    }) => {
      test.setTimeout(180_000)
      const id = uniqueSuffix()
      const adminToken = await apiToken(request, 'demo-admin')
      const centreId = centreIdOf(adminToken)
      const week = await openingHoursOf(request, adminToken, centreId)
      const doctor = await registerAccount(request, adminToken, 'doctor', `Dr. Sched ${id}`)
      const parent = await registerAccount(request, adminToken, 'parent', `Lakshmi Sched ${id}`)
      const holidayDay = weekdayAhead(size.daysAhead)
      const leaveDay = weekdayAhead(size.daysAhead + 3)
      const saturday = saturdayAhead()
      const holidayName = `Founders Day ${id}`
      const onHoliday = `Ravi Holiday ${id}`
      const onLeave = `Meena Leave ${id}`
      await bookAsParent(request, parent, {
        childName: onHoliday,
        doctorId: doctor._id,
        centreId,
        appointmentDate: holidayDay,
        time: '11:30 AM',
      })
      await bookAsParent(request, parent, {
        childName: onLeave,
        doctorId: doctor._id,
        centreId,
        appointmentDate: leaveDay,
        time: '3:00 PM',
      })

      try {
        await signInToPortal(page, 'demo-admin', '/admindashboard')
        await page.goto('/admindashboard/schedule')
        await expect(page.getByRole('heading', { level: 1, name: 'Schedule' })).toBeVisible()
        await expect(page.getByRole('link', { name: 'Opening hours' })).toHaveAttribute('aria-current', 'page')

        // Opening hours: every slot box says its day and time; Saturday closes and stays closed after a reload.
        await expect(page.getByRole('checkbox', { name: 'Monday 10:30 AM' })).toBeChecked()
        await page.getByRole('checkbox', { name: 'Open on Saturday' }).uncheck()
        await expect(page.getByRole('checkbox', { name: 'Saturday 10:30 AM' })).toHaveCount(0)
        await page.getByRole('button', { name: 'Save opening hours' }).click()
        await expect(page.getByRole('status').filter({ hasText: 'Opening hours saved' })).toBeVisible()
        await page.reload()
        await expect(page.getByRole('checkbox', { name: 'Open on Saturday' })).not.toBeChecked()
        await expect(page.getByRole('checkbox', { name: 'Open on Monday' })).toBeChecked()

        // Holidays: a name is required (the server's words, under the field), then the holiday over the booking.
        await page.getByRole('link', { name: 'Holidays' }).click()
        await expect(page.getByRole('table', { name: 'Coming holidays' })).toContainText('Republic Day')
        await page.getByLabel('Date', { exact: true }).fill(holidayDay)
        await page.getByRole('button', { name: 'Add holiday' }).click()
        await expect(page.getByLabel('Name', { exact: true })).toHaveAccessibleDescription(
          'Please give the holiday a name',
        )
        await page.getByLabel('Name', { exact: true }).fill(holidayName)
        await page.getByRole('button', { name: 'Add holiday' }).click()
        const affected = page.getByRole('heading', {
          name: 'These appointments fall on the new holiday: move or cancel each.',
        })
        await expect(affected).toBeFocused()
        const item = page.getByRole('listitem').filter({ hasText: onHoliday })
        await expect(item).toContainText('11:30 AM')
        await expect(item).toContainText(doctor.name)
        await expect(item).toContainText('Pending')
        await expect(page.getByRole('table', { name: 'Coming holidays' })).toContainText(holidayName)
        // The same day twice: the server's refusal, under the date.
        await page.getByLabel('Date', { exact: true }).fill(holidayDay)
        await page.getByLabel('Name', { exact: true }).fill('Again')
        await page.getByRole('button', { name: 'Add holiday' }).click()
        await expect(page.getByLabel('Date', { exact: true })).toHaveAccessibleDescription(
          'This day is already a holiday at this centre.',
        )
        // Its link opens the centre's appointments on that child's day.
        await item.getByRole('link', { name: /^Open appointment/ }).click()
        await expect(page).toHaveURL(/\/admindashboard\/viewappointment\?/)
        await expect(page.getByText(onHoliday).first()).toBeVisible()

        // Doctors: leave for the journey's doctor over the other booking.
        await page.goto('/admindashboard/schedule?section=doctors')
        await page.getByLabel('Doctor', { exact: true }).selectOption({ label: doctor.name })
        await expect(page.getByRole('heading', { name: `Working week of ${doctor.name}` })).toBeVisible()
        await expect(page.getByLabel('Centre on Monday', { exact: true })).toHaveValue(centreId)
        await page.getByRole('button', { name: 'Add leave' }).click()
        const dialog = page.getByRole('dialog', { name: `Add leave for ${doctor.name}` })
        await dialog.getByLabel('First day', { exact: true }).fill(leaveDay)
        await dialog.getByLabel('Last day', { exact: true }).fill(leaveDay)
        await dialog.getByRole('button', { name: 'Add leave' }).click()
        await expect(dialog.getByLabel('Reason', { exact: true })).toHaveAccessibleDescription(/Please give a reason/)
        await dialog.getByLabel('Reason', { exact: true }).fill('Conference in Pune')
        await dialog.getByRole('button', { name: 'Add leave' }).click()
        await expect(dialog).toBeHidden()
        await expect(
          page.getByRole('heading', { name: 'These appointments fall on the new leave: move or cancel each.' }),
        ).toBeVisible()
        await expect(page.getByRole('listitem').filter({ hasText: onLeave })).toContainText('3:00 PM')
        await expect(page.getByRole('table', { name: `Leave of ${doctor.name}` })).toContainText('Whole day')

        // The booking form: each closed day says why.
        await bookingDaySays(page, doctor.name, holidayDay, `Closed: ${holidayName}`)
        await bookingDaySays(page, doctor.name, leaveDay, `${doctor.name} is on leave`)
        await bookingDaySays(page, doctor.name, saturday, 'Closed: Saturday')

        // Removing the holiday asks first; the centre opens that day again.
        await page.goto('/admindashboard/schedule?section=holidays')
        await page.getByRole('button', { name: new RegExp(`^Remove ${holidayName}`) }).click()
        const confirm = page.getByRole('dialog', { name: `Remove ${holidayName}?` })
        await confirm.getByRole('button', { name: 'Cancel' }).click()
        await expect(page.getByRole('table', { name: 'Coming holidays' })).toContainText(holidayName)
        await page.getByRole('button', { name: new RegExp(`^Remove ${holidayName}`) }).click()
        await confirm.getByRole('button', { name: 'Remove holiday' }).click()
        await expect(page.getByRole('table', { name: 'Coming holidays' })).not.toContainText(holidayName)
      } finally {
        // The centre's week and holidays as they were, whatever happened above.
        await request.put(`/api/centres/${centreId}/opening-hours`, {
          headers: { Authorization: `Bearer ${adminToken}` },
          data: { days: week },
        })
        await request.delete(`/api/centres/${centreId}/holidays/${holidayDay}`, {
          headers: { Authorization: `Bearer ${adminToken}` },
        })
      }
    })
  })
}
