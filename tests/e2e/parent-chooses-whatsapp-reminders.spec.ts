import { randomInt } from 'node:crypto'
import { expect, test, type APIRequestContext } from '@playwright/test'
import { startFakeWhatsApp, type FakeWhatsApp } from '../support/fake-whatsapp.ts'
import type { TestSmtpServer } from '../support/smtp.ts'
import { currentE2eServer } from './servers.ts'
import { apiToken, expectFieldError, expectToast, mailbox, submitPortalLogin, uniqueSuffix } from './support.ts'

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
  await page.screenshot({ path: test.info().outputPath('reminders-390.png'), fullPage: true })
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.screenshot({ path: test.info().outputPath('reminders-1280.png'), fullPage: true })

  await page.reload()
  await expect(
    page.getByRole('region', { name: 'Reminders' }).getByRole('checkbox', { name: 'WhatsApp reminders' }),
  ).toBeChecked()
})
