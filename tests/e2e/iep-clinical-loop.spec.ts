import { readFileSync } from 'node:fs'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { CHILD_TEST_PASSWORD, demoAdminToken, registerAtDemoCentre } from './children-support.ts'
import { clinicMonth, expectToast, submitPortalLogin, uniqueSuffix } from './support.ts'

/**
 * The IEP's loop through real Chromium: the doctor assigns a plan, the therapist records two session entries,
 * feedback and a session video whose upload is cut off midway and resumed, the doctor gives feedback, and the
 * parent reads the report (chart, history with every version, the video, the PDF). Another parent cannot.
 */
test.describe.configure({ mode: 'serial' })
test.setTimeout(180_000)

const CHUNK = 5 * 1024 * 1024

interface Cast {
  doctor: string
  therapist: string
  parent: string
  otherParent: string
  childId: string
  childName: string
}

let cast: Cast

async function signIn(page: Page, username: string, dashboard: string) {
  await page.context().clearCookies()
  await page.goto('/login')
  await page.evaluate(() => window.sessionStorage.clear())
  await submitPortalLogin(page, username, CHILD_TEST_PASSWORD)
  await expect(page).toHaveURL(dashboard)
}

async function setUp(request: APIRequestContext): Promise<Cast> {
  const admin = await demoAdminToken(request)
  const tag = uniqueSuffix()
  const childName = `Vihaan ${tag}`
  const doctor = await registerAtDemoCentre(request, admin, { role: 'doctor', name: `Dr. Rao ${tag}` })
  const therapist = await registerAtDemoCentre(request, admin, { role: 'therapist', name: `Therapist ${tag}` })
  const child = { name: childName, dob: '2018-03-02', gender: 'Male', schoolName: 'Oak School', schoolBoard: 'CBSE' }
  const parent = await registerAtDemoCentre(request, admin, { role: 'parent', name: `Parent ${tag}`, child })
  const other = await registerAtDemoCentre(request, admin, {
    role: 'parent',
    name: `Other ${tag}`,
    child: { ...child, name: `Other child ${tag}` },
  })
  const assigned = await request.put(`/api/admins/assign/${parent.childId}`, {
    headers: { authorization: `Bearer ${admin}` },
    data: { doctorId: doctor.id, therapistId: therapist.id },
  })
  expect(assigned.status()).toBe(200)
  return {
    doctor: doctor.username,
    therapist: therapist.username,
    parent: parent.username,
    otherParent: other.username,
    childId: parent.childId ?? '',
    childName,
  }
}

/** A real WebM (recorded from a canvas by the browser) padded past one tus chunk with an EBML Void element. */
async function sessionVideo(page: Page): Promise<Buffer> {
  const recorded = await page.evaluate(async () => {
    const canvas = document.createElement('canvas')
    canvas.width = 160
    canvas.height = 120
    const context = canvas.getContext('2d')!
    const stream = canvas.captureStream(15)
    const recorder = new MediaRecorder(stream, { mimeType: 'video/webm' })
    const chunks: Blob[] = []
    recorder.ondataavailable = (event) => chunks.push(event.data)
    let frame = 0
    const timer = setInterval(() => {
      context.fillStyle = `hsl(${(frame += 20) % 360} 70% 50%)`
      context.fillRect(0, 0, 160, 120)
    }, 50)
    recorder.start()
    await new Promise((resolve) => setTimeout(resolve, 800))
    recorder.stop()
    await new Promise((resolve) => (recorder.onstop = resolve))
    clearInterval(timer)
    return [...new Uint8Array(await new Blob(chunks).arrayBuffer())]
  })
  const padding = CHUNK + 512 * 1024
  // Void (0xEC) with an 8-byte size: valid anywhere in a WebM, ignored by players.
  const header = Buffer.alloc(9)
  header[0] = 0xec
  header[1] = 0x01
  header.writeUIntBE(padding, 3, 6)
  return Buffer.concat([Buffer.from(recorded), header, Buffer.alloc(padding)])
}

test('the doctor assigns an IEP, with every rule of the form', async ({ page, request }) => {
  cast = await setUp(request)
  await signIn(page, cast.doctor, '/doctordashboard')
  await page.getByLabel('Search by name').fill(cast.childName.slice(0, 9))
  await page.getByRole('link', { name: `Assign IEP for ${cast.childName}` }).click()
  await expect(page).toHaveURL(`/doctordashboard/iepdoctor?childId=${cast.childId}`)
  await expect(page.getByText('IEP has not been assigned to the child yet')).toBeVisible()

  await page.getByRole('button', { name: 'Assign IEP' }).click()
  const dialog = page.getByRole('dialog', { name: 'Assign IEP' })
  await dialog.getByRole('button', { name: 'Create IEP' }).click()
  await expect(dialog.getByText('Therapy type is required')).toBeVisible()
  await expect(dialog.getByText('Year is required')).toBeVisible()
  await expect(dialog.getByText('Starting month is required')).toBeVisible()
  await expect(dialog.getByText('Long-term goal is required for Month 1')).toBeVisible()
  await expect(dialog.getByText('At least one short-term goal is required for Month 3')).toBeVisible()

  // The form's "this month" is the clinic's, not this machine's.
  const { month, year } = clinicMonth()
  await dialog.getByLabel('Therapy type').selectOption('Speech Therapy')
  await dialog.getByLabel('Starting year').selectOption(String(year))
  // A past month cannot be chosen (January is past unless it is January).
  if (month > 1) await expect(dialog.getByRole('option', { name: 'January' })).toBeDisabled()
  await dialog.getByLabel('Starting month').selectOption(String(month))
  for (const n of [1, 2, 3]) {
    await dialog.getByLabel(`Long-term goal for Month ${n}`).fill(`Speaks in ${n + 1}-word sentences`)
    await dialog.getByLabel(`Short-term goal 1 for Month ${n}`).fill(`Names ${n * 10} objects`)
  }
  // Add a second goal slot to Month 1, leave it empty, and be told so; then fill it.
  await dialog.getByRole('button', { name: 'Add a short-term goal to Month 1' }).click()
  await dialog.getByRole('button', { name: 'Create IEP' }).click()
  await expect(dialog.getByText('All short-term goals must be filled for Month 1')).toBeVisible()
  await dialog.getByLabel('Short-term goal 2 for Month 1').fill('Asks for help with words')
  await dialog.getByRole('button', { name: 'Create IEP' }).click()
  await expectToast(page, 'New IEP created successfully!')
  await expect(page.getByRole('table', { name: /IEPs of/ })).toContainText('Speech Therapy')
})

test('the therapist records two session entries, feedback and a video whose upload is cut off and resumed', async ({
  page,
}) => {
  await signIn(page, cast.therapist, '/therapistdashboard')
  await page.getByRole('link', { name: `IEP of ${cast.childName}` }).click()
  await expect(page).toHaveURL(`/therapistdashboard/iep?childId=${cast.childId}`)
  await page
    .getByRole('button', { name: /^View\/Update .* \d{4}$/ })
    .first()
    .click()
  const dialog = page.getByRole('dialog')

  for (const percent of ['40', '60']) {
    await dialog.getByLabel('% (goal 1)').fill(percent)
    await dialog.getByLabel('Note (goal 1)').fill(`Session at ${percent}`)
    await dialog.getByRole('button', { name: 'Add entry to goal 1' }).click()
    await expect(dialog.getByText(`${percent}% — Session at ${percent}`)).toBeVisible()
  }
  await expect(dialog.getByText('Leave empty to use the mean of the session entries: 50%.')).toBeVisible()
  await dialog.getByLabel('Therapist feedback').fill('Names objects readily; needs prompts to ask for help.')

  // A file that is not a video is refused before anything is sent.
  await dialog.getByLabel('Session video (optional)').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not a video'),
  })
  await expect(dialog.getByText('Please upload a video file')).toBeVisible()

  // The second PATCH (after the first 5 MB) is cut off; tus asks the server where it got to and goes on from there.
  const patches: string[] = []
  let cut = false
  await page.route('**/api/files/uploads/**', async (route) => {
    const request = route.request()
    if (request.method() === 'PATCH') {
      const offset = (await request.allHeaders())['upload-offset'] ?? ''
      patches.push(offset)
      if (!cut && offset === String(CHUNK)) {
        cut = true
        return route.abort('connectionreset')
      }
    }
    return route.continue()
  })
  await dialog.getByLabel('Session video (optional)').setInputFiles({
    name: 'session.webm',
    mimeType: 'video/webm',
    buffer: await sessionVideo(page),
  })
  await expect(dialog.getByText('Uploaded. Save to attach it to this month.')).toBeVisible({ timeout: 60_000 })
  expect(cut).toBe(true)
  // Resumed from the server's offset: the 5 MB already sent were not sent again.
  expect(patches).toEqual(['0', String(CHUNK), String(CHUNK)])
  await page.unroute('**/api/files/uploads/**')

  await dialog.getByLabel('Video description (optional)').fill('Naming animals from picture cards')
  await dialog.getByRole('button', { name: 'Save All' }).click()
  await expectToast(page, 'All data saved successfully!')

  // Opened again, the month shows the saved video with the description typed for it.
  await page
    .getByRole('button', { name: /^View\/Update .* \d{4}$/ })
    .first()
    .click()
  await expect(dialog.getByText('Current session video')).toBeVisible()
  await expect(dialog.getByText(/^Uploaded .* — Naming animals from picture cards$/)).toBeVisible()
})

test('the doctor reads the performance and gives feedback', async ({ page }) => {
  await signIn(page, cast.doctor, '/doctordashboard')
  await page.goto(`/doctordashboard/iepdoctor?childId=${cast.childId}`)
  await page
    .getByRole('button', { name: /^View Performance of / })
    .first()
    .click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByText('(50%, mean of session entries)')).toBeVisible()
  await expect(dialog.getByText('Names objects readily; needs prompts to ask for help.')).toBeVisible()
  await dialog.getByRole('button', { name: 'Submit Feedback' }).click()
  await expect(dialog.getByText('Feedback is required')).toBeVisible()
  await dialog.getByLabel('Doctor feedback').fill('Good month. Keep practising asking for help at home.')
  // The therapist has recorded this month, so the parent is mailed now: no note that they will be later.
  await expect(dialog.getByText(/the parent will be e-mailed that the report is ready once they do/)).toHaveCount(0)
  await dialog.getByRole('button', { name: 'Submit Feedback' }).click()
  await expectToast(page, 'Feedback submitted successfully!')

  // A month the therapist has not recorded: the doctor is told that the parent hears only once it is recorded.
  await page.keyboard.press('Escape')
  await page
    .getByRole('button', { name: /^View Performance of / })
    .nth(1)
    .click()
  await expect(
    dialog.getByRole('note').filter({
      hasText:
        /^The therapist has not recorded \w+ \d{4} yet: the parent will be e-mailed that the report is ready once they do\.$/,
    }),
  ).toBeVisible()
})

test('the parent reads the report: chart, every version, the video and the PDF', async ({ page }) => {
  await signIn(page, cast.parent, '/parentdashboard')
  await page.goto(`/parentdashboard/child/${cast.childId}`)
  await page.getByRole('link', { name: 'IEP Reports' }).click()
  await expect(page).toHaveURL(`/parentdashboard/iepreports/${cast.childId}`)
  const table = page.getByRole('table', { name: /IEP reports of/ })
  await expect(table).toContainText('Speech Therapy')

  // Each goal's chart, with the figures as a table for screen readers. Each month has its own goals, so each goal
  // is its own chart: the first month's entries and baseline never appear under the second month's goal.
  await page.getByRole('button', { name: /^Progress of Speech Therapy/ }).click()
  const progress = page.getByRole('dialog', { name: /^Progress: Speech Therapy/ })
  const chart = progress.getByRole('img', { name: /^Goal 1, \w+ \d{4}: Names 10 objects/ })
  await expect(chart).toBeVisible()
  await expect(chart).toHaveAccessibleName(/2 session entries; baseline 40%; latest entry 60%; wording never changed/)
  await expect(progress.getByRole('img', { name: /^Goal 1, \w+ \d{4}: Names 20 objects/ })).toHaveAccessibleName(
    /No session entries yet; wording never changed/,
  )
  await expect(progress.getByRole('img')).toHaveCount(4)
  await expect(progress.getByRole('cell', { name: 'Session entry (baseline): Session at 40' })).toBeAttached()
  await progress.getByRole('button', { name: 'Close' }).click()

  // The month's history: the current version (the doctor's feedback) and each earlier one, with who and when.
  await page
    .getByRole('button', { name: /^View History of / })
    .first()
    .click()
  const history = page.getByRole('dialog', { name: /^History of / })
  await expect(history.getByRole('heading', { name: 'Current version (3)' })).toBeVisible()
  await expect(history.getByRole('heading', { name: 'Version 2' })).toBeVisible()
  await expect(history.getByRole('heading', { name: 'Version 1' })).toBeVisible()
  await expect(history.getByText(/^Version 3 by Dr\. Rao .* \(doctor\)/)).toBeVisible()
  await expect(history.getByText(/^Version 2 by Therapist .* \(therapist\)/)).toBeVisible()

  // The session video streams from a short-lived signed link (Range requests by the player, no blob copy).
  await expect(history.getByText(/^Uploaded .* — Naming animals from picture cards$/).first()).toBeVisible()
  await history.getByRole('button', { name: 'Play video' }).first().click()
  const video = history.locator('video').first()
  await expect(video).toHaveAttribute('src', /\/api\/files\/signed\/[0-9a-f-]{36}\?/)
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState), { timeout: 30_000 })
    .toBeGreaterThan(0)
  await history.getByRole('button', { name: 'Close' }).click()

  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: /^IEP Report \(PDF\) for Speech Therapy/ }).click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/^iep-vihaan-.*-speech-therapy-\d{4}-\d{2}\.pdf$/)
  const bytes = readFileSync((await file.path()) ?? '')
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-')
})

test("another parent cannot open the child's IEP reports", async ({ page, request }) => {
  await signIn(page, cast.otherParent, '/parentdashboard')
  await page.goto(`/parentdashboard/iepreports/${cast.childId}`)
  await expect(page.getByText('Child not found.')).toBeVisible()
  await expect(page.getByRole('table')).toHaveCount(0)
  // The API agrees, for the list and the video.
  const login = await request.post('/api/users/login', {
    data: { username: cast.otherParent, password: CHILD_TEST_PASSWORD },
  })
  const { token } = (await login.json()) as { token: string }
  const answer = await request.get(`/api/parents/iep/${cast.childId}`, {
    headers: { authorization: `Bearer ${token}` },
  })
  expect(answer.status()).toBe(404)
})
