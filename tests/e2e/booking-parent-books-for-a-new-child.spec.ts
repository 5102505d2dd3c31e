import { expect, test } from '@playwright/test'
import type { TestSmtpServer } from '../support/smtp.ts'
import { BOOKING_BRANCH, clinicDays, registerAccount, slot } from './booking-support.ts'
import { apiToken, expectToast, mailbox, submitPortalLogin, uniqueSuffix } from './support.ts'

let smtp: TestSmtpServer

// Registering accounts and booking send e-mail; keep a server listening for it.
test.beforeAll(async () => {
  smtp = await mailbox()
})

test.afterAll(async () => {
  await smtp.stop()
})

test('when a parent books for a new child, then the form guides the choice of slot and the booking waits for approval', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000)
  const id = uniqueSuffix()
  const { tomorrow, dayAfter, lastBookable } = clinicDays()
  const doctor = await registerAccount(request, 'doctor', `Dr. Booking ${id}`)
  const parent = await registerAccount(request, 'parent', `Lakshmi Booking ${id}`)
  const parentToken = await apiToken(request, parent.username, parent.password)
  const auth = { Authorization: `Bearer ${parentToken}` }

  // Someone already holds tomorrow's 11:30 AM with this doctor (the parent's earlier booking).
  const centres = (await (await request.get('/api/data/allcentres', { headers: auth })).json()) as {
    _id: string
    name: string
  }[]
  const branchId = centres.find((centre) => centre.name === BOOKING_BRANCH)?._id ?? ''
  const earlier = await request.post('/api/admins/bookAppointment', {
    headers: auth,
    multipart: {
      childId: 'new',
      childName: `Older Sibling ${id}`,
      dob: '2016-02-10',
      gender: 'Male',
      parentName: parent.name,
      email: parent.email,
      parentPhoneNo: parent.mobilenumber,
      appointmentDate: tomorrow,
      time: '11:30 AM',
      branch: branchId,
      doctorId: doctor._id,
      consultationType: 'New Consultation',
      childConcerns: 'Reading',
    },
  })
  expect(earlier.status(), await earlier.text()).toBe(201)

  await submitPortalLogin(page, parent.username, parent.password)
  await expect(page).toHaveURL('/parentdashboard')
  await page.goto('/parentdashboard/bookappointment?childId=new')

  // The parent's own details are filled in.
  await expectToast(page, 'Your details have been automatically filled.')
  await expect(page.getByLabel('Parent name', { exact: true })).toHaveValue(parent.name)
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(parent.email)
  await expect(page.getByLabel('Phone number', { exact: true })).toHaveValue(parent.mobilenumber)
  await expect(page.getByLabel('Child', { exact: true })).toHaveValue('new')
  await expect(page.getByLabel('Appointment date', { exact: true })).toHaveValue(tomorrow)
  // The date picker offers today up to 120 days ahead, as the server accepts.
  await expect(page.getByLabel('Appointment date', { exact: true })).toHaveAttribute('max', lastBookable)

  // A new child: the age follows the date of birth.
  const childName = `Meera Booking ${id}`
  await page.getByLabel('Child name', { exact: true }).fill(childName)
  await page.getByLabel('Date of birth', { exact: true }).fill('2019-01-01')
  await expect(page.getByLabel('Age', { exact: true })).toHaveValue(/^\d+ years$/)
  await page.getByLabel('Gender', { exact: true }).selectOption('Female')
  await page.getByLabel('School name', { exact: true }).fill('Little Stars School')
  await page.getByLabel('Class/Grade', { exact: true }).fill('UKG')
  await page.getByLabel('School board', { exact: true }).selectOption('CBSE')

  const doctorSelect = page.getByLabel('Doctor', { exact: true })
  const book = page.getByRole('button', { name: 'Book Appointment' })
  await expect(doctorSelect).toBeDisabled()
  await expect(book).toBeDisabled()
  await page.getByLabel('Branch', { exact: true }).selectOption({ label: BOOKING_BRANCH })
  await expect(doctorSelect).toBeEnabled()
  await doctorSelect.selectOption({ label: doctor.name })

  // Tomorrow's held slot cannot be chosen and says why.
  await expect(slot(page, '11:30 AM')).toBeDisabled()
  await expect(slot(page, '11:30 AM')).toHaveAccessibleName(/Booked/)
  await expect(slot(page, '10:30 AM')).toBeEnabled()

  // A Sunday cannot be booked: the picker says why and offers no time (docs/product.md §5.2).
  await page.getByLabel('Appointment date', { exact: true }).fill(nextSunday())
  await expect(page.getByRole('status').filter({ hasText: 'Closed: Sunday' })).toBeVisible()
  await expect(page.getByRole('radio', { name: /^\d{1,2}:\d{2} (AM|PM)/ })).toHaveCount(0)
  await page.getByLabel('Appointment date', { exact: true }).fill(tomorrow)
  await expect(slot(page, '10:30 AM')).toBeEnabled()

  // Changing the period, the date or the doctor clears the time; changing the branch clears the doctor too.
  await slot(page, '10:30 AM').check()
  await page.getByLabel('Afternoon/Evening (2:00 PM - 5:30 PM)').check()
  await expect(slot(page, '2:00 PM')).toBeVisible()
  await expect(page.getByRole('radio', { checked: true, name: /PM$|AM$/ })).toHaveCount(0)
  await slot(page, '3:00 PM').check()
  await page.getByLabel('Appointment date', { exact: true }).fill(dayAfter)
  await expect(slot(page, '3:00 PM')).not.toBeChecked()
  await slot(page, '3:00 PM').check()
  await page.getByLabel('Branch', { exact: true }).selectOption({ label: 'Kukatpally Centre' })
  await expect(doctorSelect).toHaveValue('')
  await expect(page.getByText('Choose a doctor and a date to see the free times.')).toBeVisible()
  await expect(book).toBeDisabled()

  await page.getByLabel('Branch', { exact: true }).selectOption({ label: BOOKING_BRANCH })
  await doctorSelect.selectOption({ label: doctor.name })
  await page.getByLabel('Appointment date', { exact: true }).fill(tomorrow)
  await page.getByLabel('Morning (10:30 AM - 12:30 PM)').check()
  await slot(page, '12:30 PM').check()
  await page.getByLabel('Consultation type', { exact: true }).selectOption({ label: 'New Consultation Rs.700' })
  await page.getByLabel('Concerns', { exact: true }).fill('Delayed speech')

  // A report that is not a PDF or Word document is refused before sending.
  const report = page.getByLabel('Report', { exact: true })
  await expect(report).toHaveAttribute('accept', '.pdf,.doc,.docx')
  await report.setInputFiles({ name: 'scan.png', mimeType: 'image/png', buffer: Buffer.from('png') })
  await expect(report).toHaveAccessibleDescription(/Please upload a PDF or Word document/)
  // A text file named .pdf passes the name check but the server reads its content and refuses it.
  await report.setInputFiles({ name: 'fake.pdf', mimeType: 'application/pdf', buffer: Buffer.from('just text') })
  await book.click()
  await expect(report).toHaveAccessibleDescription(/This type of file is not accepted/)
  await expect(page.getByRole('heading', { name: 'Appointment booked successfully!' })).toHaveCount(0)
  await expect(slot(page, '12:30 PM')).toBeChecked()

  await report.setInputFiles({
    name: 'previous-report.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from(
      '%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\nxref\n0 2\n0000000000 65535 f \n0000000009 00000 n \ntrailer<</Size 2/Root 1 0 R>>\nstartxref\n40\n%%EOF\n',
    ),
  })

  await expect(book).toBeEnabled()
  await book.click()

  // Booked: pending approval, a countdown back to the previous page, the PDF and Book Another.
  await expectToast(page, 'Appointment booked successfully!')
  await expect(page.getByRole('heading', { name: 'Appointment booked successfully!' })).toBeVisible()
  await expect(page.getByText('Your appointment is pending approval.', { exact: false })).toBeVisible()
  await expect(page.getByRole('timer')).toContainText(/in (10|9|8) seconds/)
  await expect(page.getByRole('timer')).toContainText(/in [1-7] seconds?/)

  // The PDF itself is made by the appointments feature (appointment-pdf.ts); here it must arrive as a download.
  const downloading = page.waitForEvent('download', { timeout: 10_000 })
  await page.getByRole('button', { name: 'Download PDF' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/\.pdf$/)

  await page.getByRole('button', { name: 'Book Another' }).click()
  await expect(page.getByLabel('Child name', { exact: true })).toHaveValue('')
  await expect(page.getByLabel('Parent name', { exact: true })).toHaveValue(parent.name)
  await expect(page.getByLabel('Doctor', { exact: true })).toBeDisabled()
  await expect(book).toBeDisabled()

  // The child just registered is offered next time; choosing a child fills in its details.
  const childChoice = page.getByLabel('Child', { exact: true })
  await expect(childChoice.locator('option', { hasText: childName })).toHaveCount(1)
  await childChoice.selectOption({ label: `Older Sibling ${id}` })
  await expect(page.getByLabel('Child name', { exact: true })).toHaveValue(`Older Sibling ${id}`)
  await expect(page.getByLabel('Date of birth', { exact: true })).toHaveValue('2016-02-10')
  await expect(page.getByLabel('Gender', { exact: true })).toHaveValue('Male')
  await childChoice.selectOption({ label: 'A new child' })
  await expect(page.getByLabel('Child name', { exact: true })).toHaveValue('')

  // The booking is stored as pending, for the new child, and holds its slot.
  const list = await request.get(`/api/parents/getappointments/${parent._id}`, { headers: auth })
  expect(list.status()).toBe(200)
  const { appointments } = (await list.json()) as {
    appointments: { childId: { name: string }; status: string; appointmentTime: string; appointmentDate: string }[]
  }
  const booked = appointments.find((a) => a.childId.name === childName)
  expect(booked).toMatchObject({ status: 'pending', appointmentTime: '12:30 PM' })
  expect(booked?.appointmentDate.slice(0, 10)).toBe(tomorrow)
  const held = await request.get(`/api/admins/getBookedSlots/${doctor._id}/${tomorrow}`, { headers: auth })
  expect(((await held.json()) as { bookedSlots: string[] }).bookedSlots.sort()).toEqual(['11:30 AM', '12:30 PM'])
})

/** The first Sunday after today, clinic time. */
function nextSunday(): string {
  const date = new Date(
    `${new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date())}T00:00:00Z`,
  )
  do date.setUTCDate(date.getUTCDate() + 1)
  while (date.getUTCDay() !== 0)
  return date.toISOString().slice(0, 10)
}
