import { expect, test } from '@playwright/test'
import type { TestSmtpServer } from '../support/smtp.ts'
import {
  bookAsParent,
  centreIdOf,
  clinicDay,
  downloadedBytes,
  openClinicDay,
  openDayAfter,
  registerAccount,
} from './appointments-support.ts'
import { apiToken, expectFieldError, expectToast, mailbox, signInToPortal, uniqueSuffix } from './support.ts'

let smtp: TestSmtpServer

// Registrations and bookings send mail; keep a server listening for it.
test.beforeAll(async () => {
  smtp = await mailbox()
})

test.afterAll(async () => {
  await smtp.stop()
})

/** A small, well-formed one-page PDF (header, objects, cross-reference table, trailer). */
function onePagePdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
  ]
  let body = '%PDF-1.4\n'
  const offsets = objects.map((object, index) => {
    const offset = body.length
    body += `${index + 1} 0 obj\n${object}\nendobj\n`
    return offset
  })
  const xref = body.length
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(body, 'latin1')
}

// Lists show a day as people read it ("4 Nov 2026"), written the Indian English way by Intl.
const shown = (date: string) =>
  new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  )

test('when an admin moves an appointment to another day and time and uploads a prescription, then the list shows the new slot and the prescription downloads', async ({
  page,
  request,
}) => {
  const adminToken = await apiToken(request, 'demo-admin')
  const doctor = await registerAccount(request, adminToken, 'doctor', 'Dr. Edit Dialog')
  const parent = await registerAccount(request, adminToken, 'parent', 'Meena Edit')
  const suffix = uniqueSuffix()
  const childName = `Ishaan ${suffix}`
  const firstDay = openClinicDay(3)
  const nextDay = openDayAfter(firstDay)
  const centreId = centreIdOf(adminToken)
  const booked = await bookAsParent(request, parent, {
    childName,
    doctorId: doctor._id,
    centreId,
    appointmentDate: firstDay,
    time: '10:30 AM',
  })
  // Another child holds 11:30 AM with the same doctor that day.
  await bookAsParent(request, parent, {
    childName: `Sibling ${suffix}`,
    doctorId: doctor._id,
    centreId,
    appointmentDate: firstDay,
    time: '11:30 AM',
  })

  await signInToPortal(page, 'demo-admin', '/admindashboard')
  await page.getByRole('complementary', { name: 'Admin menu' }).getByRole('link', { name: 'View Appointments' }).click()
  await expect(page).toHaveURL('/admindashboard/viewappointment')
  await page.getByLabel('Search by child or parent', { exact: true }).fill(childName)
  const row = page.getByRole('row', { name: new RegExp(childName) })
  await expect(row).toBeVisible()
  await expect(page.getByRole('row', { name: /Sibling/ })).toHaveCount(0)
  await expect(row).toContainText('Pending')
  await expect(row).toContainText(shown(firstDay))

  await row.getByRole('button', { name: `Edit appointment of ${childName}` }).click()
  const dialog = page.getByRole('dialog', { name: 'Edit Appointment' })
  const date = dialog.getByLabel('Appointment date', { exact: true })
  const time = dialog.getByLabel('Appointment time', { exact: true })
  await expect(date).toHaveValue(firstDay)
  // A move goes at most 120 days ahead, as the server accepts.
  await expect(date).toHaveAttribute('max', clinicDay(120))
  await expect(time).toHaveValue('10:30 AM')
  await expect(dialog.getByLabel('Consultation type', { exact: true })).toHaveValue('New Consultation (Rs.700)')
  await expect(dialog.getByLabel('Consultation type', { exact: true })).toHaveAttribute('readonly', '')
  // Its own slot stays choosable; the sibling's is booked.
  await expect(time.getByRole('option', { name: '10:30 AM', exact: true })).toBeEnabled()
  await expect(time.getByRole('option', { name: '11:30 AM (booked)' })).toBeDisabled()

  // Changing the date clears the time; without a date there is no time to choose.
  await date.fill(nextDay)
  await expect(time).toHaveValue('')
  await date.fill('')
  await expect(time).toBeDisabled()
  await date.fill(nextDay)
  await expect(time).toBeEnabled()
  await expect(time.getByRole('option', { name: '11:30 AM', exact: true })).toBeEnabled()
  await dialog.getByRole('button', { name: 'Save Changes' }).click()
  await expectFieldError(page, 'Appointment time', 'Please select an appointment time')
  await expectToast(page, 'Please select an appointment time')

  await time.selectOption('2:00 PM')
  await dialog.getByLabel('Concerns', { exact: true }).fill('Speech delay; also check fine motor skills')
  await dialog.getByRole('button', { name: 'Save Changes' }).click()
  await expectToast(page, 'Appointment updated successfully')
  await expect(dialog).toBeHidden()
  await expect(row).toContainText(shown(nextDay))
  await expect(row).toContainText('2:00 PM')
  await expect(row).toContainText('Pending')

  // The old slot is free again, the new one is held (the server agrees with the screen).
  const slots = async (day: string) =>
    (
      (await (
        await request.get(`/api/admins/getBookedSlots/${doctor._id}/${day}`, {
          headers: { Authorization: `Bearer ${adminToken}` },
        })
      ).json()) as { bookedSlots: string[] }
    ).bookedSlots
  expect(await slots(firstDay)).toEqual(['11:30 AM'])
  expect(await slots(nextDay)).toEqual(['2:00 PM'])

  // Prescriptions belong to approved appointments: none can be uploaded while it is pending.
  const upload = row.getByLabel(`Upload prescription for ${childName}`, { exact: true })
  await expect(upload).toHaveCount(0)
  const approved = await request.put(`/api/admins/manageAppointment/${booked._id}`, {
    headers: { Authorization: `Bearer ${adminToken}` },
    data: { status: 'approved' },
  })
  expect(approved.status()).toBe(200)
  await page.reload()
  await page.getByLabel('Search by child or parent', { exact: true }).fill(childName)
  await expect(row).toContainText('Approved')

  // A file that is not what its name says is refused with the server's reason.
  await upload.setInputFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('just text') })
  await expectToast(page, 'This type of file is not accepted. Please upload one of: PDF, DOC, DOCX, JPG, JPEG, PNG.')
  await expect(row.getByRole('button', { name: 'Prescription', exact: true })).toHaveCount(0)

  const prescription = onePagePdf()
  await upload.setInputFiles({ name: 'rx-ishaan.pdf', mimeType: 'application/pdf', buffer: prescription })
  await expectToast(page, 'Prescription uploaded successfully')
  const downloadButton = row.getByRole('button', { name: 'Prescription', exact: true })
  await expect(downloadButton).toBeVisible()

  const downloadPromise = page.waitForEvent('download')
  await downloadButton.click()
  const download = await downloadPromise
  expect(download.suggestedFilename()).toBe('rx-ishaan.pdf')
  expect((await downloadedBytes(download)).equals(prescription)).toBe(true)
})
