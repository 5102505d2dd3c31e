import { expect, test, type APIRequestContext } from '@playwright/test'
import type { TestSmtpServer } from '../support/smtp.ts'
import { BOOKING_BRANCH, clinicDays, registerAccount, slot } from './booking-support.ts'
import { apiToken, expectToast, mailbox, submitPortalLogin, uniqueSuffix } from './support.ts'

let smtp: TestSmtpServer

// Registering, booking and rejecting send e-mail; keep a server listening for it.
test.beforeAll(async () => {
  smtp = await mailbox()
})

test.afterAll(async () => {
  await smtp.stop()
})

async function branchId(request: APIRequestContext, token: string): Promise<string> {
  const centres = (await (
    await request.get('/api/data/allcentres', { headers: { Authorization: `Bearer ${token}` } })
  ).json()) as { _id: string; name: string }[]
  return centres.find((centre) => centre.name === BOOKING_BRANCH)?._id ?? ''
}

/** A parent's booking for a new child, through the API (the journeys' setup, not what they prove). */
async function bookNewChild(
  request: APIRequestContext,
  parent: Awaited<ReturnType<typeof registerAccount>>,
  doctorId: string,
  fields: { childName: string; dob: string; date: string; time: string },
) {
  const token = await apiToken(request, parent.username, parent.password)
  const response = await request.post('/api/admins/bookAppointment', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: {
      childId: 'new',
      childName: fields.childName,
      dob: fields.dob,
      gender: 'Female',
      parentName: parent.name,
      email: parent.email,
      parentPhoneNo: parent.mobilenumber,
      appointmentDate: fields.date,
      time: fields.time,
      branch: await branchId(request, token),
      doctorId,
      consultationType: 'New Consultation',
      childConcerns: 'Speech delay',
    },
  })
  expect(response.status(), await response.text()).toBe(201)
  return (await response.json()) as { appointment: { _id: string; childId: { _id: string } } }
}

test('a deep link survives signing in: the parent lands on the page they asked for', async ({ page }) => {
  await page.goto('/parentdashboard/viewappointments')
  await expect(page).toHaveURL(/\/login\?redirect=/)
  await page.getByLabel('Username', { exact: true }).fill('demo-parent')
  await page.getByLabel('Password', { exact: true }).fill('Demo@12345')
  await page.getByRole('button', { name: 'Login', exact: true }).click()
  await expect(page).toHaveURL('/parentdashboard/viewappointments')
  await expect(page.getByRole('heading', { name: 'View Appointments', level: 1 })).toBeVisible()
})

test('a wrong password is explained under the form until a field changes', async ({ page }) => {
  await submitPortalLogin(page, 'demo-parent', 'Wrong@99999')
  await expectToast(page, 'Could not find Username')
  const message = page.getByTestId('login-failure')
  await expect(message).toHaveText('Could not find Username')
  await page.getByLabel('Password', { exact: true }).fill('Wrong@9999')
  await expect(message).toHaveCount(0)
})

test("Book Appointment on a child's page books for that child; the parent's only child is preselected; the same new child is reused", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const id = uniqueSuffix()
  const { tomorrow, dayAfter } = clinicDays()
  const doctor = await registerAccount(request, 'doctor', `Dr. Edges ${id}`)
  const parent = await registerAccount(request, 'parent', `Kavya Edges ${id}`)
  const childName = `Riya Edges ${id}`
  const booked = await bookNewChild(request, parent, doctor._id, {
    childName,
    dob: '2018-03-09',
    date: tomorrow,
    time: '10:30 AM',
  })
  const childId = booked.appointment.childId._id

  await submitPortalLogin(page, parent.username, parent.password)
  await expect(page).toHaveURL('/parentdashboard')

  // From the child's page.
  await page.goto(`/parentdashboard/child/${childId}`)
  await page.locator('section').getByRole('link', { name: 'Book Appointment' }).click()
  await expect(page).toHaveURL(new RegExp(`/parentdashboard/bookappointment\\?childId=${childId}`))
  await expect(page.getByLabel('Child', { exact: true })).toHaveValue(childId)
  await expect(page.getByLabel('Child name', { exact: true })).toHaveValue(childName)

  // From the menu, with one child on record: that child is chosen.
  await page.getByRole('complementary', { name: 'Parent menu' }).getByRole('link', { name: 'Book Appointment' }).click()
  await expect(page).toHaveURL('/parentdashboard/bookappointment')
  await expect(page.getByLabel('Child', { exact: true })).toHaveValue(childId)

  // A date of birth in the future is explained, not silently refused.
  await page.getByLabel('Child', { exact: true }).selectOption('new')
  await page.getByLabel('Date of birth', { exact: true }).fill('2099-01-01')
  await expect(page.getByText('Date of birth cannot be in the future')).toBeVisible()

  // "New child" again with the same name and date of birth: the booking reuses the child.
  await page.getByLabel('Child name', { exact: true }).fill(childName)
  await page.getByLabel('Date of birth', { exact: true }).fill('2018-03-09')
  await expect(page.getByText('Date of birth cannot be in the future')).toHaveCount(0)
  await page.getByLabel('Gender', { exact: true }).selectOption('Female')
  await page.getByLabel('Branch', { exact: true }).selectOption({ label: BOOKING_BRANCH })
  await page.getByLabel('Doctor', { exact: true }).selectOption({ label: doctor.name })
  await page.getByLabel('Appointment date', { exact: true }).fill(dayAfter)
  await slot(page, '11:30 AM').check()
  await page.getByLabel('Consultation type', { exact: true }).selectOption({ label: 'New Consultation Rs.700' })
  await page.getByLabel('Concerns', { exact: true }).fill('Follow-up on speech')
  await page.getByRole('button', { name: 'Book Appointment' }).click()
  await expectToast(page, 'Appointment booked successfully!')

  // One child, not two: one entry in the list of children, one card above it.
  await page.goto('/parentdashboard')
  await expect(page.getByRole('list', { name: 'Your children' }).getByText(childName, { exact: true })).toHaveCount(1)
  await expect(page.getByTestId('child-overview')).toHaveCount(1)
})

test('an admin rejects with a reason after confirming, and the reason reaches the parent by e-mail', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000)
  const id = uniqueSuffix()
  const { tomorrow } = clinicDays()
  const doctor = await registerAccount(request, 'doctor', `Dr. Reject ${id}`)
  const parent = await registerAccount(request, 'parent', `Farah Reject ${id}`)
  const childName = `Zoya Reject ${id}`
  await bookNewChild(request, parent, doctor._id, { childName, dob: '2017-05-01', date: tomorrow, time: '2:00 PM' })

  await submitPortalLogin(page, 'demo-admin')
  await expect(page).toHaveURL('/admindashboard')
  await page.goto('/admindashboard/manageappointment')
  await page.getByLabel('Search by child or parent').fill(childName)
  await page.getByRole('button', { name: `Reject appointment of ${childName}` }).click()
  const dialog = page.getByRole('dialog', { name: 'Reject Appointment' })
  await expect(dialog).toContainText(childName)
  // Cancel leaves it pending.
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(page.getByRole('button', { name: `Reject appointment of ${childName}` })).toBeVisible()

  await page.getByRole('button', { name: `Reject appointment of ${childName}` }).click()
  const reason = 'The doctor is away that day; please book a slot next week.'
  await dialog.getByLabel('Reason (optional)').fill(reason)
  await dialog.getByRole('button', { name: 'Reject Appointment' }).click()
  await expectToast(page, 'Appointment rejected')

  const mail = await smtp.waitFor((m) => m.to.includes(parent.email) && /could not be accepted/.test(m.subject))
  expect(mail.text).toContain(reason)
})
