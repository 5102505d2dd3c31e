import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { CHILD_TEST_PASSWORD, demoAdminToken, registerAtDemoCentre } from './children-support.ts'
import { clinicMonth, expectToast, submitPortalLogin, uniqueSuffix } from './support.ts'

/**
 * Ways an IEP month could lose work, through real Chromium: the doctor saves goals from a screen the
 * therapist has changed meanwhile (refused as stale, the month reloaded, the doctor's typing kept, the next save
 * goes through), the therapist adds a session entry with no connection (kept as waiting, sent once when the
 * connection returns), and the server refuses a session entry (the typing kept, the reason beside its field).
 */
test.setTimeout(120_000)

interface Plan {
  childId: string
  childName: string
  iepId: string
  doctor: string
  therapist: string
  therapistName: string
  therapistToken: string
}

async function tokenOf(request: APIRequestContext, username: string): Promise<string> {
  const login = await request.post('/api/users/login', { data: { username, password: CHILD_TEST_PASSWORD } })
  expect(login.status()).toBe(200)
  return ((await login.json()) as { token: string }).token
}

/** A child with a doctor and a therapist, and a three-month plan the doctor made through the API. */
async function planForNewChild(request: APIRequestContext): Promise<Plan> {
  const admin = await demoAdminToken(request)
  const tag = uniqueSuffix()
  const childName = `Ishaan ${tag}`
  const therapistName = `Therapist ${tag}`
  const doctor = await registerAtDemoCentre(request, admin, { role: 'doctor', name: `Dr. Sen ${tag}` })
  const therapist = await registerAtDemoCentre(request, admin, { role: 'therapist', name: therapistName })
  const child = { name: childName, dob: '2019-05-04', gender: 'Male', schoolName: 'Elm School', schoolBoard: 'CBSE' }
  const parent = await registerAtDemoCentre(request, admin, { role: 'parent', name: `Parent ${tag}`, child })
  const childId = parent.childId ?? ''
  const assigned = await request.put(`/api/admins/assign/${childId}`, {
    headers: { authorization: `Bearer ${admin}` },
    data: { doctorId: doctor.id, therapistId: therapist.id },
  })
  expect(assigned.status()).toBe(200)

  const start = clinicMonth()
  const made = await request.post(`/api/doctors/assignIEP/${childId}`, {
    headers: { authorization: `Bearer ${await tokenOf(request, doctor.username)}` },
    data: {
      therapy: 'Speech Therapy',
      startingYear: start.year,
      startingMonth: start.month,
      monthlyGoals: [1, 2, 3].map((n) => ({
        target: `Speaks in ${n + 1}-word sentences`,
        goals: [`Names ${n * 10} objects`],
      })),
    },
  })
  expect(made.status()).toBe(201)
  const { iep } = (await made.json()) as { iep: { _id: string } }
  return {
    childId,
    childName,
    iepId: iep._id,
    doctor: doctor.username,
    therapist: therapist.username,
    therapistName,
    therapistToken: await tokenOf(request, therapist.username),
  }
}

interface MonthOnServer {
  latest: { version: number; target: string; goals: string[]; performance: (number | null)[] }
  entries: { goalIndex: number; percent: number; note: string }[]
}

/** The plan's first month as the server has it now (the therapist may read the child's plans). */
async function firstMonth(request: APIRequestContext, plan: Plan): Promise<MonthOnServer> {
  const answer = await request.get(`/api/doctors/childIEP/${plan.childId}`, {
    headers: { authorization: `Bearer ${plan.therapistToken}` },
  })
  expect(answer.status()).toBe(200)
  const ieps = (await answer.json()) as { _id: string; monthlyGoals: MonthOnServer[] }[]
  return ieps.find((iep) => iep._id === plan.iepId)!.monthlyGoals[0]
}

async function signIn(page: Page, username: string, dashboard: string) {
  await page.context().clearCookies()
  await page.goto('/login')
  await page.evaluate(() => window.sessionStorage.clear())
  await submitPortalLogin(page, username, CHILD_TEST_PASSWORD)
  await expect(page).toHaveURL(dashboard)
}

test("when the therapist saves the month while the doctor edits it, then the doctor's save is refused, the month reloads and the typing stays", async ({
  page,
  request,
}) => {
  const plan = await planForNewChild(request)
  await signIn(page, plan.doctor, '/doctordashboard')
  await page.goto(`/doctordashboard/iepdoctor?childId=${plan.childId}`)
  await page
    .getByRole('button', { name: /^Edit / })
    .first()
    .click()
  const dialog = page.getByRole('dialog', { name: /^Edit Month 1:/ })
  await dialog.getByLabel('Long-term goal for Month 1').fill('Speaks in full sentences at home')
  await dialog.getByLabel('Short-term goal 1 for Month 1').fill('Names 15 objects in pictures')

  // Meanwhile the therapist records performance from version 1: performance is one value per short-term goal,
  // so it overlaps the doctor's change of the goals.
  const saved = await request.put(`/api/therapists/updateIEPperformance/${plan.childId}`, {
    headers: { authorization: `Bearer ${plan.therapistToken}` },
    data: { iepId: plan.iepId, monthIndex: 0, performance: [70], baseVersion: 1 },
  })
  expect(saved.status()).toBe(200)

  await dialog.getByRole('button', { name: 'Update IEP' }).click()
  const notice = dialog.getByRole('alert')
  await expect(notice).toContainText(
    `This month was changed by ${plan.therapistName} while you were editing. Please reload it: your changes are still on screen.`,
  )
  // The month was reloaded: the notice shows the version saved now, by the therapist.
  await expect(notice).toContainText('The month has been reloaded.')
  await expect(notice).toContainText(`Version 2 by ${plan.therapistName} (therapist)`)
  // What the doctor typed is still in the form, and nothing of it was saved.
  await expect(dialog.getByLabel('Long-term goal for Month 1')).toHaveValue('Speaks in full sentences at home')
  await expect(dialog.getByLabel('Short-term goal 1 for Month 1')).toHaveValue('Names 15 objects in pictures')
  expect((await firstMonth(request, plan)).latest).toMatchObject({ version: 2, target: 'Speaks in 2-word sentences' })

  // The next save builds on the reloaded version and goes through, keeping the therapist's performance.
  await dialog.getByRole('button', { name: 'Update IEP' }).click()
  await expectToast(page, 'IEP updated successfully!')
  await expect(dialog).toBeHidden()
  expect((await firstMonth(request, plan)).latest).toMatchObject({
    version: 3,
    target: 'Speaks in full sentences at home',
    goals: ['Names 15 objects in pictures'],
    performance: [70],
  })
})

test('when the therapist adds a session entry offline, then it waits on the device and is sent exactly once when back online', async ({
  page,
  context,
  request,
}) => {
  const plan = await planForNewChild(request)
  await signIn(page, plan.therapist, '/therapistdashboard')
  await page.goto(`/therapistdashboard/iep?childId=${plan.childId}`)
  const openFirstMonth = () =>
    page
      .getByRole('button', { name: /^View\/Update .* \d{4}$/ })
      .first()
      .click()
  await openFirstMonth()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByText('No session entries yet.')).toBeVisible()

  await context.setOffline(true)
  await dialog.getByLabel('% (goal 1)').fill('45')
  await dialog.getByLabel('Note (goal 1)').fill('Offline session')
  await dialog.getByRole('button', { name: 'Add entry to goal 1' }).click()
  const row = dialog.getByRole('listitem').filter({ hasText: '45% — Offline session' })
  await expect(row).toHaveCount(1)
  await expect(row).toContainText('Waiting to be sent')
  expect((await firstMonth(request, plan)).entries).toEqual([])

  await context.setOffline(false)
  await expect(dialog.getByText('Waiting to be sent')).toHaveCount(0, { timeout: 15_000 })
  await expect(row).toHaveCount(1)
  await expect(row).not.toContainText('Waiting to be sent')

  // The server has it once; a reload of the screen shows it once and nothing waiting.
  const entries = (await firstMonth(request, plan)).entries
  expect(entries).toHaveLength(1)
  expect(entries[0]).toMatchObject({ goalIndex: 0, percent: 45, note: 'Offline session' })
  await page.reload()
  await openFirstMonth()
  await expect(dialog.getByRole('listitem').filter({ hasText: '45% — Offline session' })).toHaveCount(1)
  await expect(dialog.getByText('Waiting to be sent')).toHaveCount(0)
})

test('when the server refuses a session entry dated in the future, then the typing stays and the reason is shown by the date', async ({
  page,
  request,
}) => {
  const plan = await planForNewChild(request)
  await signIn(page, plan.therapist, '/therapistdashboard')
  await page.goto(`/therapistdashboard/iep?childId=${plan.childId}`)
  // The plan's second month is next month: any day of it is within the month (as the screen checks) and in the
  // future (as only the server, on the clinic's clock, decides).
  await page
    .getByRole('button', { name: /^View\/Update .* \d{4}$/ })
    .nth(1)
    .click()
  const dialog = page.getByRole('dialog')
  const { month, year } = clinicMonth()
  const nextMonth = month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`
  const date = dialog.getByLabel('Date (goal 1)')
  await date.fill(`${nextMonth}-01`)
  await dialog.getByLabel('% (goal 1)').fill('75')
  await dialog.getByLabel('Note (goal 1)').fill('Counted ten blocks')
  await dialog.getByRole('button', { name: 'Add entry to goal 1' }).click()

  await expect(dialog.getByRole('alert')).toHaveText('The date cannot be in the future')
  await expect(date).toHaveAccessibleDescription('The date cannot be in the future')
  await expect(date).toHaveAttribute('aria-invalid', 'true')
  // What the therapist typed is still there to correct, and the entry neither waits nor was stored.
  await expect(date).toHaveValue(`${nextMonth}-01`)
  await expect(dialog.getByLabel('% (goal 1)')).toHaveValue('75')
  await expect(dialog.getByLabel('Note (goal 1)')).toHaveValue('Counted ten blocks')
  await expect(dialog.getByText('Waiting to be sent')).toHaveCount(0)
  await expect(dialog.getByText('Entry saved.')).toHaveCount(0)
  const answer = await request.get(`/api/doctors/childIEP/${plan.childId}`, {
    headers: { authorization: `Bearer ${plan.therapistToken}` },
  })
  const ieps = (await answer.json()) as { _id: string; monthlyGoals: MonthOnServer[] }[]
  expect(ieps.find((iep) => iep._id === plan.iepId)!.monthlyGoals[1].entries).toEqual([])
})
