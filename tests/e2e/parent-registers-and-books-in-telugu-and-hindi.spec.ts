import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import type { TestSmtpServer } from '../support/smtp.ts'
import { downloadedBytes } from './appointments-support.ts'
import { BOOKING_BRANCH, clinicDays, registerAccount, slot } from './booking-support.ts'
import { mailbox, otpFrom, screenshotForPeople, uniqueSuffix } from './support.ts'

// Issue 30, "Done when": a parent who reads Telugu (then one who reads Hindi) chooses the language on a 390 px phone,
// registers, books for a child named in that script, receives the mails in that language, downloads the
// appointment summary with the child's name exactly as typed (read back with pdftotext), and plays a game whose
// instructions are in that language. (The IEP report's PDF prints such names too: pdfs-print-every-name.spec.ts.)

type Catalogue = Record<string, string>
const catalogue = (code: string, namespace: string): Catalogue =>
  JSON.parse(readFileSync(new URL(`../../portal/src/locales/${code}/${namespace}.json`, import.meta.url), 'utf8'))

/** One branch of an ICU `select` message (`{period, select, morning {Morning ({from} - {to})} …}`), its values filled. */
const selectBranch = (message: string, branch: string, values: Record<string, string> = {}) => {
  const found = new RegExp(`${branch} \\{((?:[^{}]|\\{\\w+\\})*)\\}`).exec(message)?.[1]
  if (!found) throw new Error(`no "${branch}" in ${message}`)
  return found.replace(/\{(\w+)\}/g, (placeholder, name: string) => values[name] ?? placeholder)
}

/** A time of day as Intl writes it in the language, as the portal writes every time there ("10:30 am" in Hindi). */
const timeIn = (code: string, hours: number, minutes: number) =>
  new Intl.DateTimeFormat(`${code}-IN`, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2000, 0, 1, hours, minutes)),
  )

const SCRIPT = { te: /[\u0C00-\u0C7F]/, hi: /[\u0900-\u097F]/ } as const

let smtp: TestSmtpServer
test.beforeAll(async () => {
  smtp = await mailbox()
})
test.afterAll(async () => {
  await smtp.stop()
})

test.use({ viewport: { width: 390, height: 844 } })

async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: innerWidth }))
  expect(widths.page).toBeLessThanOrEqual(widths.screen)
}

for (const { code, childFirstName, parentName } of [
  { code: 'te', childFirstName: 'సాన్వి', parentName: 'లక్ష్మి రెడ్డి' },
  { code: 'hi', childFirstName: 'श्रीनिवास', parentName: 'सुनीता शर्मा' },
] as const) {
  test(`a parent who reads ${code === 'te' ? 'Telugu' : 'Hindi'} registers, books, reads the mails and the PDF, and plays, all in it`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000)
    const registration = catalogue(code, 'registration')
    const auth = catalogue(code, 'auth')
    const booking = catalogue(code, 'booking')
    const common = catalogue(code, 'common')
    // The consultation type as the parent's language names it (the API stores it in English).
    const newConsultation = common['common.consultationType.newConsultation']
    const id = uniqueSuffix()
    const email = `parent-${code}.${id}@example.org`
    const username = `parent${code}${id}`
    const password = 'Garden$2024'
    const childName = `${childFirstName} ${id}`
    const doctor = await registerAccount(request, 'doctor', `Dr. Language ${id}`)

    // The language, chosen on the login page; the registration page speaks it.
    await page.goto('/login')
    await page.getByLabel('Language').selectOption(code)
    await expect(page.getByRole('heading', { name: auth['auth.login.heading'], exact: true })).toBeVisible()
    await page.locator('a[href="/register"]').click()
    await expect(page.getByRole('heading', { level: 1, name: registration['registration.heading'] })).toBeVisible()
    await page.getByLabel(registration['registration.form.parentName'], { exact: true }).fill(parentName)
    await page.getByLabel(registration['registration.form.email'], { exact: true }).fill(email)
    await page.getByLabel(registration['registration.form.phone'], { exact: true }).fill('9876501234')
    await page.getByLabel(registration['registration.form.username'], { exact: true }).fill(username)
    await page.getByLabel(registration['registration.form.password'], { exact: true }).fill(password)
    await page.getByLabel(registration['registration.form.confirmPassword'], { exact: true }).fill(password)
    await page
      .getByLabel(registration['registration.form.address'], { exact: true })
      .fill('12 Lake View Road, Hyderabad')
    await page.getByRole('button', { name: registration['registration.otp.send'] }).click()

    // The code arrives in the parent's language.
    const codeMail = await smtp.waitFor((mail) => mail.to.includes(email), 15_000)
    expect(codeMail.subject).toMatch(SCRIPT[code])
    await page.getByLabel(registration['registration.otp.label'], { exact: true }).fill(otpFrom(codeMail))
    await page.getByRole('button', { name: registration['registration.otp.verify'] }).click()
    await page.getByRole('link', { name: registration['registration.success.goToLogin'] }).click()

    await page.getByLabel(auth['auth.login.username'], { exact: true }).fill(username)
    await page.getByLabel(auth['auth.login.password'], { exact: true }).fill(password)
    await page.getByRole('button', { name: auth['auth.login.submit'], exact: true }).click()
    await expect(page).toHaveURL('/parentdashboard')
    await expect(page.locator('html')).toHaveAttribute('lang', code)

    // A booking for a new child, named in the parent's script, through the form in the parent's language.
    const { tomorrow } = clinicDays()
    await page.goto('/parentdashboard/bookappointment?childId=new')
    await expect(page.getByLabel(booking['booking.form.parentName'], { exact: true })).toHaveValue(parentName)
    await page.getByLabel(booking['booking.form.childName'], { exact: true }).fill(childName)
    await page.getByLabel(booking['booking.form.dob'], { exact: true }).fill('2019-01-01')
    await page.getByLabel(booking['booking.form.gender'], { exact: true }).selectOption('Female')
    await page.getByLabel(booking['booking.form.schoolName'], { exact: true }).fill('Little Stars School')
    await page.getByLabel(booking['booking.form.classGrade'], { exact: true }).fill('UKG')
    await page.getByLabel(booking['booking.form.schoolBoard'], { exact: true }).selectOption('CBSE')
    await page.getByLabel(booking['booking.form.branch'], { exact: true }).selectOption({ label: BOOKING_BRANCH })
    await page.getByLabel(booking['booking.form.doctor'], { exact: true }).selectOption({ label: doctor.name })
    await page.getByLabel(booking['booking.form.appointmentDate'], { exact: true }).fill(tomorrow)
    // The periods and the slots write their times as the language writes every other time ("10:30 am" in Hindi).
    const morning = { from: timeIn(code, 10, 30), to: timeIn(code, 12, 30) }
    await page.getByLabel(selectBranch(booking['booking.form.period'], 'morning', morning), { exact: true }).check()
    await slot(page, morning.from).check()
    await page.getByLabel(booking['booking.form.consultationType'], { exact: true }).selectOption({
      label: booking['booking.form.consultationOption'].replace('{type}', newConsultation).replace('{fee}', '700'),
    })
    await page.getByLabel(booking['booking.form.concerns'], { exact: true }).fill('Delayed speech')
    await expectNoSidewaysScroll(page)
    await screenshotForPeople(page, `test-results/journey-${code}-booking-390.png`)
    await page.getByRole('button', { name: booking['booking.form.submit'] }).click()
    await expect(page.getByRole('heading', { name: booking['booking.toast.booked'] })).toBeVisible()
    await expect(page.getByText(newConsultation, { exact: true })).toBeVisible()
    await expect(page.getByText(morning.from, { exact: true })).toBeVisible()
    await screenshotForPeople(page, `test-results/journey-${code}-booked-390.png`)

    // The booking's mail, in the parent's language, names the child as typed.
    const bookedMail = await smtp.waitFor(
      (mail) => mail.to.includes(email) && mail.text.includes(childName) && mail !== codeMail,
      15_000,
    )
    expect(bookedMail.subject).toMatch(SCRIPT[code])
    expect(bookedMail.text).toContain(`: ${newConsultation}`)
    expect(bookedMail.text).toContain(`, ${morning.from}`)

    // The appointment summary prints the child's name exactly as typed.
    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: booking['booking.success.downloadPdf'] }).click()
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'journey-pdf-')), 'appointment.pdf')
    writeFileSync(file, await downloadedBytes(await download))
    const summary = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' })
    expect(summary).toContain(childName)
    expect(summary).toContain(newConsultation)
    expect(summary).toContain(morning.from)

    // The home's next visit for the child: the consultation type and the time in the same language.
    await page.goto('/parentdashboard')
    const nextVisit = page.getByTestId('child-overview').filter({ hasText: childName }).getByTestId('next-visit')
    await expect(nextVisit).toContainText(newConsultation)
    await expect(nextVisit).toContainText(morning.from)
    await expectNoSidewaysScroll(page)
    await screenshotForPeople(page, `test-results/journey-${code}-home-390.png`)

    // A game, its instructions in the parent's language.
    const games = catalogue(code, 'games')
    const drums = catalogue(code, 'echoDrums')
    await page.goto('/games/play/echo-drums?gameId=echo-drums')
    await page.getByRole('button', { name: games['games.play.ready'] }).click()
    await expect(page.getByText(drums['echoDrums.instruction.sequence'])).toBeVisible()
    await expectNoSidewaysScroll(page)
    await screenshotForPeople(page, `test-results/journey-${code}-game-390.png`)
  })
}
