import { randomBytes } from 'node:crypto'
import { UPLOAD_CHUNK_BYTES } from '@app/files/upload-client'
import { expect, test } from '@playwright/test'
import type { TestSmtpServer } from '../support/smtp.ts'
import { axeOn } from './axe.ts'
import { waitForHydration } from './site-support.ts'
import { apiToken, mailbox, otpFrom, uniqueSuffix } from './support.ts'

let smtp: TestSmtpServer

test.beforeAll(async () => {
  smtp = await mailbox()
})
test.afterAll(async () => {
  await smtp.stop()
})

/** A 3 MB MP4 (a real first box, then filler): three tus chunks of 1 MB. */
/** More than one of the upload client's chunks, so the upload has a second PATCH to cut. */
const VIDEO_BYTES = UPLOAD_CHUNK_BYTES + 1024 * 1024

function video(): Buffer {
  const head = Buffer.concat([
    Buffer.from('00000020', 'hex'),
    Buffer.from('ftypisom\0\0\x02\0isomiso2avc1mp41', 'latin1'),
  ])
  return Buffer.concat([head, randomBytes(VIDEO_BYTES - head.length)])
}

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

test('a parent on a phone fills the enquiry, reloads midway and finds the answers, sends a video whose upload is interrupted and resumes, verifies with the e-mailed code and gets the reference', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000)
  const email = `enquiry.${uniqueSuffix()}@example.org`
  await page.goto('/enquiry')
  await waitForHydration(page)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

  // Step 1: nothing filled: the server's own messages.
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page.getByText("Child's name is required").first()).toBeVisible()
  await page.getByLabel("Child's name").fill('Ira Menon')
  await page.getByLabel("Child's age (years)").fill('4')
  await page.getByRole('radio', { name: 'Female' }).check()
  await page.getByRole('button', { name: 'Next' }).click()

  await page.getByLabel('Your name').fill('Deepa Menon')
  await page.getByLabel('E-mail address').fill(email)
  await page.getByLabel('Phone number (10 digits)').fill('98765')
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page.getByText('Phone number must be 10 digits').first()).toBeVisible()
  await page.getByLabel('Phone number (10 digits)').fill('9876543210')
  await page.getByRole('button', { name: 'Next' }).click()

  await page.getByLabel('Which centre would you like to visit?').selectOption({ label: 'Barkatpura Centre' })
  await page.getByRole('button', { name: 'Next' }).click()

  // The questionnaire: answer the first three, then the page reloads (a closed tab, a dropped connection).
  const questions = page.locator('.enquiry-questions > li')
  await expect(questions).toHaveCount(10)
  for (let i = 0; i < 3; i++) await questions.nth(i).getByRole('radio', { name: 'Sometimes' }).check()
  await questions.nth(0).getByLabel('Comment (optional)').fill('Only when he is tired')
  await page.reload()
  await waitForHydration(page)
  await expect(page.locator('.enquiry-questions > li')).toHaveCount(10)
  for (let i = 0; i < 3; i++) await expect(questions.nth(i).getByRole('radio', { name: 'Sometimes' })).toBeChecked()
  await expect(questions.nth(0).getByLabel('Comment (optional)')).toHaveValue('Only when he is tired')
  for (let i = 3; i < 10; i++) await questions.nth(i).getByRole('radio', { name: 'Yes' }).check()
  await page.getByRole('button', { name: 'Back' }).click()
  await page.getByRole('button', { name: 'Back' }).click()
  await page.getByRole('button', { name: 'Back' }).click()
  await expect(page.getByLabel("Child's name")).toHaveValue('Ira Menon')
  for (let i = 0; i < 4; i++) await page.getByRole('button', { name: 'Next' }).click()

  await page.getByRole('textbox', { name: /Anything else/ }).fill('Speaks a few words; loves music.')
  await page.getByRole('button', { name: 'Next' }).click()

  await page.getByLabel('I will send a video').check()
  await page.getByLabel('Choose the video').setInputFiles({ name: 'ira.mp4', mimeType: 'video/mp4', buffer: video() })
  await page.getByLabel(/may watch the video/).check()
  await page.getByRole('button', { name: 'Next' }).click()

  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page.getByText('Please read and accept the consent to continue').first()).toBeVisible()
  await page.getByLabel('I have read this and I agree').check()
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page.locator('.enquiry-review').getByText('Barkatpura Centre')).toBeVisible()

  // The upload's second chunk is cut off once; tus asks where it stopped and goes on.
  let cut = 0
  await page.route('**/api/files/uploads/**', async (route) => {
    if (route.request().method() === 'PATCH' && Number(route.request().headers()['upload-offset']) > 0 && cut === 0) {
      cut++
      await route.abort('connectionreset')
      return
    }
    await route.continue()
  })

  const mailsBefore = smtp.received.length
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible()
  await expect(page.getByText('Video received')).toBeVisible({ timeout: 30_000 })
  expect(cut).toBe(1)

  await expect
    .poll(() => smtp.received.slice(mailsBefore).some((m) => m.to.includes(email)), { timeout: 15_000 })
    .toBe(true)
  const codeMail = smtp.received.slice(mailsBefore).find((m) => m.to.includes(email))!
  await page.getByLabel('Code').fill(otpFrom(codeMail))
  await page.getByRole('button', { name: 'Verify and send' }).click()
  const reference = page.getByTestId('enquiry-reference')
  await expect(reference).toHaveText(/^[A-Z0-9]{10}$/)
  // The thank-you is said once, not by the status line as well as by the screen that follows.
  await expect(page.getByText('Thank you', { exact: false })).toHaveCount(1)
  await expect(page.getByText('Thank you! Your enquiry has been sent to the centre.')).toBeVisible()
  const referenceId = (await reference.textContent()) ?? ''

  // The centre's admin sees it, with the video and the answers as worded.
  const token = await apiToken(request, 'demo-admin')
  const details = await request.get(`/api/admins/get-jwl-enquiry/${referenceId}`, {
    headers: { authorization: `Bearer ${token}` },
  })
  expect(details.status()).toBe(200)
  const body = (await details.json()) as {
    video: string
    childName: string
    responses: Array<{ answer: string; comment: string }>
  }
  expect(body).toMatchObject({ video: 'received', childName: 'Ira Menon' })
  expect(body.responses[0]).toMatchObject({ answer: 'Sometimes', comment: 'Only when he is tired' })
  const played = await request.get(`/api/admins/get-jwluser-video/${encodeURIComponent(email)}`, {
    headers: { authorization: `Bearer ${token}`, range: 'bytes=0-99' },
  })
  expect(played.status()).toBe(206)
  expect(played.headers()['content-range']).toBe(`bytes 0-99/${VIDEO_BYTES}`)

  // The answers no longer stay on the phone once the centre has them.
  const stored = await page.evaluate(() => window.localStorage.getItem('enquiry-form:v1') ?? '')
  expect(stored).not.toContain('Ira Menon')
})

test('on a phone, the child step and the questionnaire with their messages showing pass axe', async ({ page }) => {
  const axe = async (label: string) => {
    const { violations } = await axeOn(page)
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
      .analyze()
    expect(
      violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      label,
    ).toEqual([])
  }
  await page.goto('/enquiry')
  await waitForHydration(page)
  await page.evaluate(() => window.localStorage.clear())
  await page.reload()
  await waitForHydration(page)
  await page.getByRole('button', { name: 'Next' }).click()
  await axe('child step with messages')
  await page.getByLabel("Child's name").fill('Ira Menon')
  await page.getByLabel("Child's age (years)").fill('4')
  await page.getByRole('radio', { name: 'Female' }).check()
  await page.getByRole('button', { name: 'Next' }).click()
  await page.getByLabel('Your name').fill('Deepa Menon')
  await page.getByLabel('E-mail address').fill(`axe.${uniqueSuffix()}@example.org`)
  await page.getByLabel('Phone number (10 digits)').fill('9876543210')
  await page.getByRole('button', { name: 'Next' }).click()
  await page.getByLabel('Which centre would you like to visit?').selectOption({ label: 'Barkatpura Centre' })
  await page.getByRole('button', { name: 'Next' }).click()
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page.getByText('Please answer question 1').first()).toBeVisible()
  await axe('questionnaire with messages')
})
