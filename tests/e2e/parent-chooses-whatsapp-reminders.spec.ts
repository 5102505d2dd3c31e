import { randomInt } from 'node:crypto'
import { expect, test, type APIRequestContext } from '@playwright/test'
import { startFakeWhatsApp, type FakeWhatsApp } from '../support/fake-whatsapp.ts'
import type { TestSmtpServer } from '../support/smtp.ts'
import { currentE2eServer } from './servers.ts'
import {
  apiToken,
  expectFieldError,
  expectToast,
  mailbox,
  otpFrom,
  screenshotForPeople,
  submitPortalLogin,
  uniqueSuffix,
} from './support.ts'

// docs/product.md §4.20: a parent verifies the mobile number with a code sent on WhatsApp, then chooses WhatsApp.
let smtp: TestSmtpServer
let whatsapp: FakeWhatsApp

test.beforeAll(async () => {
  smtp = await mailbox()
  whatsapp = await startFakeWhatsApp({ port: currentE2eServer.whatsAppPort })
})

test.afterAll(async () => {
  await smtp?.stop()
  await whatsapp?.close()
})

async function newParent(request: APIRequestContext) {
  const id = uniqueSuffix()
  const account = {
    username: `wa${id}`,
    password: 'Start@123',
    name: 'Kavya Reddy',
    email: `kavya.${id}@example.org`,
    mobilenumber: `9${String(randomInt(0, 1e9)).padStart(9, '0')}`,
    address: 'Road 5, Himayatnagar, Hyderabad',
  }
  const token = await apiToken(request, 'demo-admin')
  const response = await request.post('/api/admins/register', {
    headers: { Authorization: `Bearer ${token}` },
    data: { ...account, confirmPassword: account.password, role: 'parent' },
  })
  expect(response.status()).toBe(201)
  return account
}

test('a parent verifies the mobile number with the WhatsApp code and chooses WhatsApp reminders', async ({
  page,
  request,
}) => {
  const parent = await newParent(request)
  const masked = `+91 ••••••${parent.mobilenumber.slice(-4)}`
  await submitPortalLogin(page, parent.username, parent.password)
  await expect(page).toHaveURL('/parentdashboard')
  await page.goto('/profile')

  const reminders = page.getByRole('region', { name: 'Reminders' })
  await expect(reminders).toBeVisible()
  const whatsAppBox = reminders.getByRole('checkbox', { name: 'WhatsApp reminders' })
  await expect(reminders.getByRole('checkbox', { name: 'Email reminders' })).toBeChecked()
  await expect(whatsAppBox).toBeDisabled()
  await expect(reminders.getByText('Verify your mobile number first').first()).toBeVisible()

  await reminders.getByRole('button', { name: 'Send code on WhatsApp' }).click()
  await expectToast(page, `We sent a 6-digit code to ${masked} on WhatsApp`)
  await expect.poll(() => whatsapp.lastCodeTo(`+91${parent.mobilenumber}`)).toMatch(/^\d{6}$/)
  const code = whatsapp.lastCodeTo(`+91${parent.mobilenumber}`)!

  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0')
  await reminders.getByLabel('6-digit code').fill(wrong)
  await reminders.getByRole('button', { name: 'Verify' }).click()
  await expectFieldError(page, '6-digit code', 'The code is not correct')

  await reminders.getByLabel('6-digit code').fill(code)
  await reminders.getByRole('button', { name: 'Verify' }).click()
  await expectToast(page, 'Your mobile number is verified')
  await expect(reminders.getByText(`Mobile number ${masked} is verified.`)).toBeVisible()

  await expect(whatsAppBox).toBeEnabled()
  await whatsAppBox.check()
  await reminders.getByRole('button', { name: 'Save reminder choices' }).click()
  await expectToast(page, 'Your reminder choices are saved')
  await expect(reminders.getByText(/^You agreed on /)).toBeVisible()

  await page.setViewportSize({ width: 390, height: 900 })
  await reminders.scrollIntoViewIfNeeded()
  await screenshotForPeople(page, test.info().outputPath('reminders-390.png'))
  await page.setViewportSize({ width: 1280, height: 900 })
  await screenshotForPeople(page, test.info().outputPath('reminders-1280.png'))

  await page.reload()
  await expect(
    page.getByRole('region', { name: 'Reminders' }).getByRole('checkbox', { name: 'WhatsApp reminders' }),
  ).toBeChecked()
})

test('a parent who asks for phone reminders at registration lands on the profile’s reminder choices after logging in', async ({
  page,
}) => {
  const id = uniqueSuffix()
  const parent = { email: `sita.${id}@example.org`, username: `sita${id}`, password: 'Garden$2024' }
  await page.goto('/register')
  await page.getByLabel('Parent name', { exact: true }).fill('Sita Rao')
  await page.getByLabel('Email', { exact: true }).fill(parent.email)
  await page.getByLabel('Phone number', { exact: true }).fill(`9${String(randomInt(0, 1e9)).padStart(9, '0')}`)
  await page.getByLabel('Username', { exact: true }).fill(parent.username)
  await page.getByLabel('Password', { exact: true }).fill(parent.password)
  await page.getByLabel('Confirm password', { exact: true }).fill(parent.password)
  await page.getByLabel('Address', { exact: true }).fill('4 Temple Street, Ameerpet, Hyderabad')
  const step = page.getByRole('group', { name: 'Reminders (optional)' })
  await expect(step.getByText('We e-mail you a reminder before each visit.', { exact: false })).toBeVisible()
  await step.getByRole('checkbox').check()
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await step.screenshot({ path: test.info().outputPath(`registration-step-${width}.png`) })
  }

  await page.getByRole('button', { name: 'Send OTP' }).click()
  const mail = await smtp.waitFor((m) => m.to.includes(parent.email), 10_000)
  await page.getByLabel('OTP', { exact: true }).fill(otpFrom(mail))
  await page.getByLabel('OTP', { exact: true }).press('Enter')
  await expect(page.getByRole('link', { name: 'Go to Login' })).toBeVisible()
  await page.getByRole('link', { name: 'Go to Login' }).click()
  await expect(page).toHaveURL('/login?redirect=%2Fprofile')

  // The login form on the page the success screen opened (submitPortalLogin would open a bare /login).
  await page.getByLabel('Username', { exact: true }).fill(parent.username)
  await page.getByLabel('Password', { exact: true }).fill(parent.password)
  await page.getByRole('button', { name: 'Login', exact: true }).click()
  await expect(page).toHaveURL('/profile')
  await expect(
    page.getByRole('region', { name: 'Reminders' }).getByRole('button', { name: 'Send code on WhatsApp' }),
  ).toBeVisible()
})
