import { execFileSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test, type APIRequestContext, type Download } from '@playwright/test'
import { bookAsParent, centreIdOf, downloadedBytes, openClinicDay, registerAccount } from './appointments-support.ts'
import { CHILD_TEST_PASSWORD, demoAdminToken, registerAtDemoCentre } from './children-support.ts'
import { apiToken, clinicMonth, signInToPortal, submitPortalLogin, uniqueSuffix } from './support.ts'

/**
 * Both PDFs print every name as it was typed (issue 30 §4, decision 046): a child named in Telugu and a doctor
 * named in Devanagari come back from `pdftotext` exactly, each font is embedded, and `qpdf --check` passes. The IEP
 * report is read by a parent who chose Telugu, so its therapy is printed in Telugu too.
 * Set PDF_KEEP_DIR to keep the files (and a screenshot of the names in the page) to look at.
 */
test.setTimeout(120_000)

const TELUGU = 'సాన్వి'
const HINDI = 'श्रीनिवास'

function saved(bytes: Buffer, name: string): string {
  const dir = process.env.PDF_KEEP_DIR ?? mkdtempSync(path.join(tmpdir(), 'pdfs-'))
  const file = path.join(dir, name)
  writeFileSync(file, bytes)
  return file
}

async function checkedPdf(download: Download, name: string) {
  const bytes = await downloadedBytes(download)
  const file = saved(bytes, name)
  const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' })
  const fonts = execFileSync('pdffonts', [file], { encoding: 'utf8' }).split('\n').slice(2).filter(Boolean)
  expect(execFileSync('qpdf', ['--check', file], { encoding: 'utf8' })).toContain('No syntax or stream encoding errors')
  return { text, fonts, size: bytes.byteLength }
}

async function doctorToken(request: APIRequestContext, username: string) {
  return apiToken(request, username, CHILD_TEST_PASSWORD)
}

test('the appointment summary and the IEP report print a Telugu and a Hindi name exactly, fonts embedded', async ({
  page,
  request,
}) => {
  const tag = uniqueSuffix()
  const childName = `${TELUGU} ${tag}`
  const doctorName = `Dr. ${HINDI} ${tag}`
  const admin = await demoAdminToken(request)

  // An appointment booked by a parent for the child, with the Devanagari-named doctor.
  const doctor = await registerAccount(request, admin, 'doctor', doctorName)
  const parent = await registerAccount(request, admin, 'parent', `Parent ${tag}`)
  await bookAsParent(request, parent, {
    childName,
    doctorId: doctor._id,
    centreId: centreIdOf(admin),
    appointmentDate: openClinicDay(3),
    time: '10:30 AM',
  })
  await signInToPortal(page, 'demo-admin', '/admindashboard')
  await page.goto('/admindashboard/viewappointment')
  await page.getByLabel('Search by child or parent', { exact: true }).fill(childName)
  const row = page.getByRole('row', { name: new RegExp(childName) })
  await expect(row).toBeVisible()
  if (process.env.PDF_KEEP_DIR) await row.screenshot({ path: path.join(process.env.PDF_KEEP_DIR, 'row.png') })
  const summaryDownload = page.waitForEvent('download')
  await row.getByRole('button', { name: new RegExp(`^PDF for ${childName}`) }).click()
  const summary = await checkedPdf(await summaryDownload, 'appointment.pdf')
  expect(summary.text).toContain(childName)
  expect(summary.text).toContain(doctorName)
  expect(summary.fonts.every((font) => / yes +yes +yes /.test(font))).toBe(true)
  expect(summary.size).toBeLessThan(60_000)

  // A plan for a child of the same name at the centre, by a doctor of the same name.
  const iepDoctor = await registerAtDemoCentre(request, admin, { role: 'doctor', name: doctorName })
  const therapist = await registerAtDemoCentre(request, admin, { role: 'therapist', name: `Therapist ${tag}` })
  const child = { name: childName, dob: '2019-05-04', gender: 'Female', schoolName: 'Elm School', schoolBoard: 'CBSE' }
  const family = await registerAtDemoCentre(request, admin, { role: 'parent', name: `Parent ${tag}`, child })
  const assigned = await request.put(`/api/admins/assign/${family.childId}`, {
    headers: { authorization: `Bearer ${admin}` },
    data: { doctorId: iepDoctor.id, therapistId: therapist.id },
  })
  expect(assigned.status()).toBe(200)
  // A plan starts this month or later, in the clinic's time zone.
  const { month, year } = clinicMonth()
  const made = await request.post(`/api/doctors/assignIEP/${family.childId}`, {
    headers: { authorization: `Bearer ${await doctorToken(request, iepDoctor.username)}` },
    data: {
      therapy: 'Speech Therapy',
      startingYear: year,
      startingMonth: month,
      monthlyGoals: [1, 2, 3].map((n) => ({
        target: `Speaks in ${n + 1}-word sentences`,
        goals: [`${TELUGU} names ${n * 10} objects`],
      })),
    },
  })
  expect(made.status()).toBe(201)

  await page.context().clearCookies()
  await page.goto('/login')
  await page.evaluate(() => window.sessionStorage.clear())
  await submitPortalLogin(page, family.username, CHILD_TEST_PASSWORD)
  await expect(page).toHaveURL('/parentdashboard')
  // The parent reads Telugu: the plan's therapy, one of the doctor's choices, is named in it on screen and on paper.
  await page.getByRole('banner').getByLabel('Language').selectOption('te')
  await expect(page.locator('html')).toHaveAttribute('lang', 'te')
  const speechTherapy = 'స్పీచ్ థెరపీ'
  await page.goto(`/parentdashboard/iepreports/${family.childId}`)
  await expect(page.getByRole('cell', { name: speechTherapy, exact: true })).toBeVisible()
  const reportDownload = page.waitForEvent('download')
  await page.getByRole('button', { name: new RegExp(`^${speechTherapy}, .*IEP`) }).click()
  const report = await checkedPdf(await reportDownload, 'iep.pdf')
  expect(report.text).toContain(speechTherapy)
  expect(report.text).toContain(childName)
  expect(report.text).toContain(doctorName)
  expect(report.text).toContain(`1. ${TELUGU} names 10 objects`)
  expect(report.fonts.every((font) => / yes +yes +yes /.test(font))).toBe(true)
  expect(report.size).toBeLessThan(80_000)
  console.log(`appointment summary ${summary.size} bytes, IEP report ${report.size} bytes`)
})
