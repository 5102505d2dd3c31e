// A parent's own changes on a phone (issue 28 §1, decision 056): withdraw a pending request, cancel an approved
// appointment after reading the refund in money, reschedule one to an open slot of the same doctor; the centre's
// admin sees each change in the appointment's history.
import { expect, test } from '@playwright/test'
import type { TestSmtpServer } from '../support/smtp.ts'
import { bookAsParent, centreIdOf, openClinicDay, openDayAfter, registerAccount } from './appointments-support.ts'
import { axeOn } from './axe.ts'
import {
  apiToken,
  expectToast,
  mailbox,
  screenshotForPeople,
  signInToPortal,
  submitPortalLogin,
  uniqueSuffix,
} from './support.ts'

let smtp: TestSmtpServer

test.beforeAll(async () => {
  smtp = await mailbox()
})

test.afterAll(async () => {
  await smtp.stop()
})

for (const width of [390, 1280]) {
  test(`a parent withdraws, cancels and reschedules their own visits at ${width} px, reading the refund before cancelling`, async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(120_000)
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 })
    const id = uniqueSuffix()
    const adminToken = await apiToken(request, 'demo-admin')
    const centreId = centreIdOf(adminToken)
    const doctor = await registerAccount(request, adminToken, 'doctor', `Dr. Own ${id}`)
    const parent = await registerAccount(request, adminToken, 'parent', `Meena Own ${id}`)
    const day = openClinicDay(10)
    const booking = { doctorId: doctor._id, centreId, appointmentDate: day }
    const request1 = await bookAsParent(request, parent, { ...booking, childName: `Asha Own ${id}`, time: '10:30 AM' })
    const toCancel = await bookAsParent(request, parent, { ...booking, childName: `Bala Own ${id}`, time: '11:30 AM' })
    const toMove = await bookAsParent(request, parent, { ...booking, childName: `Chitra Own ${id}`, time: '12:30 PM' })
    for (const appointment of [toCancel, toMove]) {
      const approved = await request.put(`/api/admins/manageAppointment/${appointment._id}`, {
        headers: { Authorization: `Bearer ${adminToken}` },
        data: { status: 'approved' },
      })
      expect(approved.status()).toBe(200)
    }
    expect(request1.status).toBe('pending')

    await submitPortalLogin(page, parent.username, parent.password)
    await expect(page).toHaveURL('/parentdashboard')
    await page.goto('/parentdashboard/viewappointments')

    // Withdraw the pending request: costs nothing, no reason needed.
    await page.getByRole('button', { name: new RegExp(`^Withdraw the request for Asha Own ${id}`) }).click()
    const withdraw = page.getByRole('dialog', { name: `Withdraw Asha Own ${id}'s request?` })
    await expect(withdraw.getByText('withdrawing it costs nothing')).toBeVisible()
    await screenshotForPeople(page, `test-results/own-visits/withdraw-${width}.png`, { fullPage: false })
    await withdraw.getByRole('button', { name: 'Withdraw request' }).click()
    await expectToast(page, 'Request withdrawn')
    await expect(
      page.getByRole('button', { name: new RegExp(`^Withdraw the request for Asha Own ${id}`) }),
    ).toHaveCount(0)

    // Cancel the approved one: the refund in money first (booked today: the fee less the booking charge).
    await page.getByRole('button', { name: new RegExp(`^Cancel Bala Own ${id}'s appointment`) }).click()
    const cancel = page.getByRole('dialog', { name: `Cancel Bala Own ${id}'s appointment?` })
    await expect(cancel.getByText('You will get back Rs 500 of Rs 700.')).toBeVisible()
    await cancel.getByLabel('Reason (optional)').fill('Exams that week')
    await screenshotForPeople(page, `test-results/own-visits/cancel-${width}.png`, { fullPage: false })
    expect((await axeOn(page).include('dialog[open]').analyze()).violations.map((v) => v.id)).toEqual([])
    await cancel.getByRole('button', { name: 'Cancel appointment' }).click()
    await expectToast(page, 'Appointment cancelled. We have e-mailed you the details.')

    // Reschedule the other to the next open day's 2:00 PM, same doctor; it stays approved. The centre's admin,
    // watching that day's calendar in another browser, sees it arrive without reloading.
    const next = openDayAfter(day)
    const desk = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    const deskPage = await desk.newPage()
    await signInToPortal(deskPage, 'demo-admin', '/admindashboard')
    await deskPage.goto(`/admindashboard/calendar?view=day&date=${next}`)
    const arrived = deskPage.getByRole('button', { name: new RegExp(`^2:00 PM, Chitra Own ${id}, `) })
    await expect(deskPage.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(arrived).toHaveCount(0)
    // From the home screen: the child's next-visit card links straight to the Reschedule dialog.
    await page.goto('/parentdashboard')
    const card = page
      .getByTestId('child-overview')
      .filter({ has: page.getByRole('heading', { name: `Chitra Own ${id}` }) })
    await card.getByRole('link', { name: /^Reschedule the visit on / }).click()
    await expect(page).toHaveURL(/\/parentdashboard\/viewappointments\?appointmentId=.*&action=move/)
    const move = page.getByRole('dialog', { name: `Reschedule Chitra Own ${id}'s appointment` })
    await move.getByLabel('New date').fill(next)
    await move.getByRole('button', { name: 'Move appointment' }).click()
    await expect(move.getByText('Please choose a new time')).toBeVisible()
    await move.getByLabel('2:00 PM').check()
    await screenshotForPeople(page, `test-results/own-visits/move-${width}.png`, { fullPage: false })
    expect((await axeOn(page).include('dialog[open]').analyze()).violations.map((v) => v.id)).toEqual([])
    await move.getByRole('button', { name: 'Move appointment' }).click()
    await expect(
      page
        .getByRole('region', { name: /Notifications/ })
        .getByText(/^Appointment moved to .* at 2:00 PM$/)
        .first(),
    ).toBeVisible()
    await screenshotForPeople(page, `test-results/own-visits/list-${width}.png`)
    await expect(arrived).toBeVisible()
    await desk.close()

    // What the centre sees: the history of each change, with the refund stored for the desk.
    const history = async (appointmentId: string) =>
      (await (
        await request.get(`/api/appointments/${appointmentId}/history`, {
          headers: { Authorization: `Bearer ${adminToken}` },
        })
      ).json()) as Array<{ action: string; by: { role: string } | null; refund?: { amount: number } }>
    expect((await history(toCancel._id)).at(-1)).toMatchObject({
      action: 'cancelled',
      by: { role: 'parent' },
      refund: { amount: 500 },
    })
    expect((await history(toMove._id)).at(-1)).toMatchObject({ action: 'moved', by: { role: 'parent' } })
  })
}
