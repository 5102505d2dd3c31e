import { expect, test, type Page } from '@playwright/test'
import type { TestSmtpServer } from '../support/smtp.ts'
import {
  expectFieldError,
  expectNoFieldError,
  expectToast,
  logoutThroughMenu,
  mailbox,
  signInToPortal,
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

async function openRegisterForm(page: Page): Promise<void> {
  await signInToPortal(page, 'demo-admin', '/admindashboard')
  await page.getByRole('complementary', { name: 'Admin menu' }).getByRole('link', { name: 'Register' }).click()
  await expect(page).toHaveURL('/admindashboard/register')
  await expect(page.getByRole('heading', { level: 1, name: 'Register Account' })).toBeVisible()
}

async function fillAccount(
  page: Page,
  account: { role: string; username: string; password: string; name: string; mobilenumber: string; email: string },
): Promise<void> {
  await page.getByLabel('Role', { exact: true }).selectOption(account.role)
  await page.getByLabel('Username', { exact: true }).fill(account.username)
  await page.getByLabel('Password', { exact: true }).fill(account.password)
  await page.getByLabel('Confirm password', { exact: true }).fill(account.password)
  await page.getByLabel('Name', { exact: true }).fill(account.name)
  await page.getByLabel('Mobile number', { exact: true }).fill(account.mobilenumber)
  await page.getByLabel('Email', { exact: true }).fill(account.email)
}

async function expectChecklist(page: Page, met: string[]): Promise<void> {
  const items = page.getByRole('list', { name: 'Password checklist' }).getByRole('listitem')
  await expect(items).toHaveCount(6)
  for (const label of [
    'At least 6 characters',
    'One uppercase letter',
    'One lowercase letter',
    'One number',
    'One special character',
    'Passwords match',
  ]) {
    await expect(items.filter({ hasText: label })).toHaveAttribute('data-met', String(met.includes(label)))
  }
}

test('an admin registers a doctor, then a parent with a child, and both can sign in', async ({ page }) => {
  const id = uniqueSuffix()
  const doctor = {
    role: 'doctor',
    username: `drrao${id}`,
    password: 'Clinic#77',
    name: 'Dr. Kiran Rao',
    mobilenumber: '9000011111',
    email: `kiran.${id}@example.org`,
  }
  const parent = {
    role: 'parent',
    username: `parent${id}`,
    password: 'Family#88',
    name: 'Suresh Varma',
    mobilenumber: '9000022222',
    email: `suresh.${id}@example.org`,
  }

  await openRegisterForm(page)

  // Address and the child block belong to parents only.
  await fillAccount(page, doctor)
  await expect(page.getByLabel('Address', { exact: true })).toHaveCount(0)
  await expect(page.getByRole('group', { name: 'Child (optional)' })).toHaveCount(0)
  await expectChecklist(page, [
    'At least 6 characters',
    'One uppercase letter',
    'One lowercase letter',
    'One number',
    'One special character',
    'Passwords match',
  ])
  await page.getByRole('button', { name: 'Register', exact: true }).click()

  await expectToast(page, 'Registration successful!')
  await expect(page.getByRole('heading', { name: 'Registration successful!' })).toBeVisible()
  await expect(page.getByText(doctor.username, { exact: true })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Go to Login' })).toBeVisible()

  // The welcome e-mail tells the doctor how to sign in, and never carries the password.
  const welcome = await smtp.waitFor((m) => m.to.includes(doctor.email), 10_000)
  expect(`${welcome.subject}\n${welcome.text}\n${welcome.html ?? ''}`).not.toContain(doctor.password)

  // Register Another Account: an empty form again.
  await page.getByRole('button', { name: 'Register Another Account' }).click()
  await expect(page.getByLabel('Username', { exact: true })).toHaveValue('')
  await expect(page.getByLabel('Role', { exact: true })).toHaveValue('')

  await fillAccount(page, parent)
  await page.getByLabel('Address', { exact: true }).fill('4-1-7 Temple Street, Barkatpura, Hyderabad')
  await page.getByLabel('Register a child with this parent').check()
  await page.getByLabel('Child name', { exact: true }).fill('Anya Varma')
  await page.getByLabel('Date of birth', { exact: true }).fill('2018-06-15')
  await page.getByLabel('Gender', { exact: true }).selectOption('Female')
  await page.getByLabel('School name', { exact: true }).fill('Little Stars School')
  await page.getByLabel('School board', { exact: true }).selectOption('Cambridge (IB)')
  await page.getByRole('button', { name: 'Register', exact: true }).click()

  await expect(page.getByRole('heading', { name: 'Registration successful!' })).toBeVisible()
  await expect(page.getByText('Anya Varma', { exact: true })).toBeVisible()
  const parentWelcome = await smtp.waitFor((m) => m.to.includes(parent.email), 10_000)
  expect(`${parentWelcome.text}\n${parentWelcome.html ?? ''}`).not.toContain(parent.password)

  await logoutThroughMenu(page)

  for (const [account, dashboard] of [
    [doctor, '/doctordashboard'],
    [parent, '/parentdashboard'],
  ] as const) {
    await submitPortalLogin(page, account.username, account.password)
    await expect(page).toHaveURL(dashboard)
    await expect(
      page.getByRole('banner').getByRole('button', { name: `Profile menu for ${account.name}` }),
    ).toBeVisible()
    await logoutThroughMenu(page)
  }
})

test('the admin form shows every message, clears them on edit, and bad input creates nothing', async ({ page }) => {
  const id = uniqueSuffix()
  await openRegisterForm(page)

  await page.getByRole('button', { name: 'Register', exact: true }).click()
  await expectFieldError(page, 'Role', 'Role is required')
  await expectFieldError(page, 'Username', 'Username is required')
  await expectFieldError(page, 'Password', 'Password is required')
  await expectFieldError(page, 'Name', 'Name is required')
  await expectFieldError(page, 'Mobile number', 'Mobile number is required')
  await expectFieldError(page, 'Email', 'Email is required')

  // Errors go away as the field is edited.
  await page.getByLabel('Name', { exact: true }).fill('Meena')
  await expectNoFieldError(page, 'Name')
  await expectFieldError(page, 'Username', 'Username is required')

  // The checklist ticks as the password is typed; it advises, it does not block.
  await expectChecklist(page, [])
  await page.getByLabel('Password', { exact: true }).fill('abc')
  await expectChecklist(page, ['One lowercase letter'])
  await page.getByLabel('Password', { exact: true }).fill('abcDE1!')
  await expectChecklist(page, [
    'At least 6 characters',
    'One uppercase letter',
    'One lowercase letter',
    'One number',
    'One special character',
  ])

  await page.getByLabel('Role', { exact: true }).selectOption('parent')
  await page.getByLabel('Username', { exact: true }).fill(`meena${id}`)
  await page.getByLabel('Password', { exact: true }).fill('abc12')
  await page.getByLabel('Confirm password', { exact: true }).fill('abc12')
  await page.getByLabel('Mobile number', { exact: true }).fill('12345')
  await page.getByLabel('Email', { exact: true }).fill('meena-at-example')
  await page.getByLabel('Register a child with this parent').check()
  await page.getByRole('button', { name: 'Register', exact: true }).click()

  await expectFieldError(page, 'Password', 'Password must be at least 6 characters')
  await expectFieldError(page, 'Mobile number', 'Mobile number must be 10 digits')
  await expectFieldError(page, 'Email', 'Email is invalid')
  await expectFieldError(page, 'Address', 'Address is required')
  await expectFieldError(page, 'Child name', 'Child name is required')
  await expectFieldError(page, 'Date of birth', 'Date of birth is required')
  await expectFieldError(page, 'Gender', 'Gender is required')

  await page.getByLabel('Password', { exact: true }).fill('abc123')
  await page.getByLabel('Confirm password', { exact: true }).fill('abc124')
  await page.getByRole('button', { name: 'Register', exact: true }).click()
  await expectFieldError(page, 'Confirm password', 'Passwords do not match')

  // A username that exists: the server's message, and no new account.
  await page.getByLabel('Confirm password', { exact: true }).fill('abc123')
  await page.getByLabel('Mobile number', { exact: true }).fill('9000033333')
  await page.getByLabel('Email', { exact: true }).fill(`meena.${id}@example.org`)
  await page.getByLabel('Address', { exact: true }).fill('Barkatpura')
  await page.getByLabel('Register a child with this parent').uncheck()
  await page.getByLabel('Username', { exact: true }).fill('Demo-Doctor')
  await page.getByRole('button', { name: 'Register', exact: true }).click()
  await expectToast(page, 'Username already taken')
  await expect(page.getByRole('heading', { name: 'Registration successful!' })).toHaveCount(0)

  // Without the centre in the session, nothing is sent.
  await page.getByLabel('Username', { exact: true }).fill(`meena${id}`)
  await page.evaluate(() => sessionStorage.removeItem('centreId'))
  await page.getByRole('button', { name: 'Register', exact: true }).click()
  await expectToast(page, 'Centre ID not found in session storage')
  await expect(page.getByRole('heading', { name: 'Registration successful!' })).toHaveCount(0)

  const check = await page.request.post('/api/users/check-availability', {
    data: { username: `meena${id}`, email: `meena.${id}@example.org` },
  })
  expect(await check.json()).toMatchObject({ usernameTaken: false, emailTaken: false })
  expect(smtp.received.filter((m) => m.to.includes(`meena.${id}@example.org`))).toHaveLength(0)
})
