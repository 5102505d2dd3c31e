import { expect, test, type Page } from '@playwright/test'
import type { TestSmtpServer } from '../support/smtp.ts'
import {
  expectFieldError,
  expectNoFieldError,
  expectToast,
  mailbox,
  otpFrom,
  submitPortalLogin,
  uniqueSuffix,
} from './support.ts'

let smtp: TestSmtpServer

test.beforeAll(async () => {
  smtp = await mailbox()
})

test.afterAll(async () => {
  await smtp.stop()
})

interface Parent {
  parentName: string
  parentEmail: string
  parentPhone: string
  username: string
  password: string
  address: string
}

function newParent(): Parent {
  const id = uniqueSuffix()
  return {
    parentName: 'Lakshmi Reddy',
    parentEmail: `lakshmi.${id}@example.org`,
    parentPhone: '9876501234',
    username: `lakshmi${id}`,
    password: 'Garden$2024',
    address: '12 Lake View Road, Kukatpally, Hyderabad',
  }
}

async function fillForm(page: Page, parent: Parent, confirmPassword = parent.password): Promise<void> {
  await page.getByLabel('Parent name', { exact: true }).fill(parent.parentName)
  await page.getByLabel('Email', { exact: true }).fill(parent.parentEmail)
  await page.getByLabel('Phone number', { exact: true }).fill(parent.parentPhone)
  await page.getByLabel('Username', { exact: true }).fill(parent.username)
  await page.getByLabel('Password', { exact: true }).fill(parent.password)
  await page.getByLabel('Confirm password', { exact: true }).fill(confirmPassword)
  await page.getByLabel('Address', { exact: true }).fill(parent.address)
}

test('a new parent registers with the OTP from the e-mail, then signs in to the parent dashboard', async ({ page }) => {
  const parent = newParent()
  await page.goto('/login')
  await page.getByRole('link', { name: 'Register here' }).click()
  await expect(page).toHaveURL('/register')
  await expect(page.getByRole('heading', { level: 1, name: 'Parent Registration' })).toBeVisible()

  await fillForm(page, parent)
  await expect(page.getByLabel('OTP', { exact: true })).toHaveCount(0)
  await page.getByRole('button', { name: 'Send OTP' }).click()

  await expectToast(page, 'OTP sent to your email!')
  const mail = await smtp.waitFor((m) => m.to.includes(parent.parentEmail), 10_000)
  const otp = otpFrom(mail)

  const otpInput = page.getByLabel('OTP', { exact: true })
  await expect(otpInput).toBeFocused()
  await otpInput.fill(otp)
  // Keyboard users verify with Enter from the code field.
  await otpInput.press('Enter')

  await expectToast(page, 'OTP verified successfully!')
  await expect(page.getByRole('heading', { name: 'Registration Successful! Redirecting to login...' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Go to Login' })).toBeVisible()

  // The success screen moves on to /login by itself after 5 seconds.
  const shownAt = Date.now()
  await expect(page).toHaveURL('/login', { timeout: 8_000 })
  expect(Date.now() - shownAt).toBeGreaterThanOrEqual(3_500)

  await submitPortalLogin(page, parent.username, parent.password)
  await expect(page).toHaveURL('/parentdashboard')
  await expect(
    page.getByRole('banner').getByRole('button', { name: `Profile menu for ${parent.parentName}` }),
  ).toBeVisible()
})

test('bad input gets the messages of docs/product.md §7.2 and creates nothing', async ({ page }) => {
  const parent = newParent()
  await page.goto('/register')

  // An empty form: no code is sent, every field says what it needs.
  await page.getByRole('button', { name: 'Send OTP' }).click()
  await expectToast(page, 'Please fill the form correctly.')
  await expectFieldError(page, 'Parent name', 'Parent name is required')
  await expectFieldError(page, 'Email', 'Email is required')
  await expectFieldError(page, 'Phone number', 'Phone number is required')
  await expectFieldError(page, 'Username', 'Username is required')
  await expectFieldError(page, 'Password', 'Password is required')
  await expectFieldError(page, 'Confirm password', 'Please confirm your password')
  await expectFieldError(page, 'Address', 'Address is required')
  await expect(page.getByLabel('Parent name', { exact: true })).toBeFocused()

  // Wrong shapes, one rule at a time for the password.
  await fillForm(page, { ...parent, parentEmail: 'lakshmi-at-example', parentPhone: '98765', username: 'lak' })
  await page.getByRole('button', { name: 'Send OTP' }).click()
  await expectFieldError(page, 'Email', 'Please enter a valid email address')
  await expectFieldError(page, 'Phone number', 'Please enter a valid 10-digit phone number')
  await expectFieldError(page, 'Username', 'Username must be at least 5 characters')
  await expectNoFieldError(page, 'Parent name')

  const password = page.getByLabel('Password', { exact: true })
  for (const [typed, message] of [
    ['Ab1$', 'Password must be at least 8 characters'],
    ['garden$2024', 'Password must contain at least one uppercase letter'],
    ['GARDEN$2024', 'Password must contain at least one lowercase letter'],
    ['Garden$Path', 'Password must contain at least one number'],
    ['Garden2024!', 'Password must contain at least one special character (@ or $)'],
  ] as const) {
    await password.fill(typed)
    await password.blur()
    await expectFieldError(page, 'Password', message)
  }
  await fillForm(page, parent, 'Garden$2025')
  await page.getByLabel('Confirm password', { exact: true }).blur()
  await expectFieldError(page, 'Confirm password', 'Passwords do not match')

  // A username or e-mail already in use is flagged while typing.
  await page.getByLabel('Username', { exact: true }).fill('demo-parent')
  await expectFieldError(page, 'Username', 'Username already taken')
  await page.getByLabel('Username', { exact: true }).fill('DEMO-Parent')
  await expectFieldError(page, 'Username', 'Username already taken')
  await page.getByLabel('Username', { exact: true }).fill(parent.username)
  await expectNoFieldError(page, 'Username')

  expect(smtp.received.filter((m) => m.to.includes(parent.parentEmail))).toHaveLength(0)

  // A valid form gets a code; Verify wants one, and a wrong one is refused.
  await page.getByLabel('Confirm password', { exact: true }).fill(parent.password)
  await page.getByRole('button', { name: 'Send OTP' }).click()
  await expectToast(page, 'OTP sent to your email!')
  const otp = otpFrom(await smtp.waitFor((m) => m.to.includes(parent.parentEmail), 10_000))
  await page.getByRole('button', { name: 'Verify OTP' }).click()
  await expectFieldError(page, 'OTP', 'Please enter the OTP.')
  const wrong = otp === '000000' ? '111111' : '000000'
  await page.getByLabel('OTP', { exact: true }).fill(wrong)
  await page.getByRole('button', { name: 'Verify OTP' }).click()
  await expectFieldError(page, 'OTP', 'Invalid OTP')
  await expect(page.getByRole('heading', { name: /Registration Successful/ })).toHaveCount(0)

  // Clear empties everything, OTP step included.
  await page.getByRole('button', { name: 'Clear' }).click()
  for (const label of ['Parent name', 'Email', 'Phone number', 'Username', 'Password', 'Confirm password', 'Address']) {
    await expect(page.getByLabel(label, { exact: true })).toHaveValue('')
  }
  await expect(page.getByLabel('OTP', { exact: true })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Send OTP' })).toBeVisible()

  // Nothing was created: the username is still free.
  const check = await page.request.post('/api/users/check-availability', {
    data: { username: parent.username, email: parent.parentEmail },
  })
  expect(await check.json()).toMatchObject({ usernameTaken: false, emailTaken: false })
})
