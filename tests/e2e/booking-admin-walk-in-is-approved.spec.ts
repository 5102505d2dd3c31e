import { expect, test } from '@playwright/test'
import type { TestSmtpServer } from '../support/smtp.ts'
import { BOOKING_BRANCH, clinicDays, registerAccount, slot } from './booking-support.ts'
import { apiToken, expectToast, mailbox, signInToPortal, uniqueSuffix } from './support.ts'

let smtp: TestSmtpServer

// A walk-in for a new parent creates their account and mails them; keep a server listening.
test.beforeAll(async () => {
  smtp = await mailbox()
})

test.afterAll(async () => {
  await smtp.stop()
})

test('when an admin books a walk-in at their centre, then it is approved at once and the screen goes back after 10 s', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000)
  const id = uniqueSuffix()
  const { tomorrow } = clinicDays()
  const doctor = await registerAccount(request, 'doctor', `Dr. Walkin ${id}`)
  const childName = `Arjun Walkin ${id}`
  const parentEmail = `walkin.${id}@example.org`

  await signInToPortal(page, 'demo-admin', '/admindashboard')
  await page.goto('/admindashboard/appointment')

  // The branch is the admin's own centre; its doctors are offered at once.
  await expect(page.getByRole('heading', { level: 1, name: 'Book Appointment' })).toBeVisible()
  await expect(page.getByLabel('Branch', { exact: true })).toHaveValue(BOOKING_BRANCH)
  await expect(page.getByLabel('Child name', { exact: true })).toHaveValue('')
  await expect(page.getByLabel('Parent name', { exact: true })).toHaveValue('')

  await page.getByLabel('Child name', { exact: true }).fill(childName)
  await page.getByLabel('Date of birth', { exact: true }).fill('2017-09-30')
  await page.getByLabel('Gender', { exact: true }).selectOption('Male')
  await page.getByLabel('Parent name', { exact: true }).fill(`Ramesh Walkin ${id}`)
  await page.getByLabel('Email', { exact: true }).fill(parentEmail)
  await page.getByLabel('Phone number', { exact: true }).fill('9876512345')
  await page.getByLabel('Address', { exact: true }).fill('7 Temple Street, Barkatpura')
  await page.getByLabel('Doctor', { exact: true }).selectOption({ label: doctor.name })
  await expect(page.getByLabel('Appointment date', { exact: true })).toHaveValue(tomorrow)
  await page.getByLabel('Afternoon/Evening (2:00 PM - 5:30 PM)').check()
  await slot(page, '4:30 PM').check()
  await page.getByLabel('Consultation type', { exact: true }).selectOption({ label: 'Assessment (IQ) Rs.6000' })
  await page.getByLabel('Referred by', { exact: true }).fill('School counsellor')

  // Concerns are required: the schema's message, and nothing is booked.
  await page.getByRole('button', { name: 'Book Appointment' }).click()
  await expect(page.getByLabel('Concerns', { exact: true })).toHaveAccessibleDescription(
    /Please describe your concerns/,
  )
  await page.getByLabel('Concerns', { exact: true }).fill('Attention in class')

  // Meanwhile someone else takes 4:30 PM: the form says so, reloads the slots and clears the time.
  const token = await apiToken(request, 'demo-admin')
  const centreId = await page.evaluate(() => sessionStorage.getItem('centreId'))
  const other = await request.post('/api/admins/bookAppointment', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: {
      childName: `Other Walkin ${id}`,
      dob: '2015-01-20',
      gender: 'Female',
      parentName: `Other Parent ${id}`,
      email: `other.walkin.${id}@example.org`,
      parentPhoneNo: '9876512399',
      appointmentDate: tomorrow,
      time: '4:30 PM',
      branch: centreId ?? '',
      doctorId: doctor._id,
      consultationType: 'New Consultation',
      childConcerns: 'Sleep',
    },
  })
  expect(other.status(), await other.text()).toBe(201)
  await page.getByRole('button', { name: 'Book Appointment' }).click()
  await expectToast(page, 'This slot has just been booked. Please choose another time.')
  await expect(page.getByRole('group', { name: /Time slot/ })).toContainText(
    'This slot has just been booked. Please choose another time.',
  )
  await expect(slot(page, '4:30 PM')).toBeDisabled()
  await expect(slot(page, '4:30 PM')).toHaveAccessibleName(/Booked/)
  await expect(page.getByRole('button', { name: 'Book Appointment' })).toBeDisabled()

  await slot(page, '5:30 PM').check()
  await page.getByRole('button', { name: 'Book Appointment' }).click()

  await expectToast(page, 'Appointment booked successfully!')
  await expect(page.getByText('The appointment is approved.', { exact: false })).toBeVisible()

  // Stored as approved at the admin's centre, with the doctor, day and time chosen.
  const list = await request.get(`/api/admins/getAppointments/${centreId}?search=${encodeURIComponent(childName)}`, {
    headers: { Authorization: `Bearer ${token}` },
  })
  expect(list.status()).toBe(200)
  const appointments = (await list.json()) as {
    childId: { _id: string; name: string }
    doctorId: { _id: string } | null
    status: string
    appointmentTime: string
    appointmentDate: string
    consultationType: string
    email: string
  }[]
  expect(appointments).toHaveLength(1)
  expect(appointments[0]).toMatchObject({
    status: 'approved',
    appointmentTime: '5:30 PM',
    consultationType: 'Assessment (IQ)',
    email: parentEmail,
    doctorId: { _id: doctor._id },
  })
  expect(appointments[0].appointmentDate.slice(0, 10)).toBe(tomorrow)

  // After the countdown the screen goes back to where the admin came from.
  await expect(page).toHaveURL('/admindashboard', { timeout: 15_000 })

  // Booking again for that child (?childId=) starts from the child's and the parent's details.
  await page.goto(`/admindashboard/appointment?childId=${appointments[0].childId._id}`)
  await expect(page.getByLabel('Child name', { exact: true })).toHaveValue(childName)
  await expect(page.getByLabel('Date of birth', { exact: true })).toHaveValue('2017-09-30')
  await expect(page.getByLabel('Gender', { exact: true })).toHaveValue('Male')
  await expect(page.getByLabel('Parent name', { exact: true })).toHaveValue(`Ramesh Walkin ${id}`)
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(parentEmail)
  await expect(page.getByLabel('Phone number', { exact: true })).toHaveValue('9876512345')
})
