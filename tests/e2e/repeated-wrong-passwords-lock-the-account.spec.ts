import { expect, test } from '@playwright/test'
import type { TestSmtpServer } from '../support/smtp.ts'
import { apiToken, mailbox, submitPortalLogin, uniqueSuffix } from './support.ts'

let smtp: TestSmtpServer

// Registering the account sends a welcome e-mail.
test.beforeAll(async () => {
  smtp = await mailbox()
})

test.afterAll(async () => {
  await smtp.stop()
})

test('after repeated wrong passwords the login page says the account is locked, even for the right one', async ({
  page,
  request,
}) => {
  // A fresh account: locking it locks nobody else out.
  const id = uniqueSuffix()
  const account = { username: `lock${id}`, password: 'Right@123' }
  const admin = await apiToken(request, 'demo-admin')
  const created = await request.post('/api/admins/register', {
    headers: { Authorization: `Bearer ${admin}` },
    data: {
      ...account,
      confirmPassword: account.password,
      role: 'therapist',
      name: 'Lock Test',
      mobilenumber: '9000044444',
      email: `lock.${id}@example.org`,
    },
  })
  expect(created.status()).toBe(201)

  const notifications = page.getByRole('region', { name: /Notifications/ })
  const lockMessage = /Too many failed login attempts/
  // Each attempt loads /login afresh (submitPortalLogin), which drops the previous answer's toast, so every message
  // seen is a new answer; waiting for a toast to go (they last 2 s) cost about 10 s of this journey.
  const attempt = async (password: string) => {
    await submitPortalLogin(page, account.username, password)
    const toast = notifications.getByRole('listitem').first()
    await expect(toast).toBeVisible()
    return (await toast.textContent()) ?? ''
  }

  const answers: string[] = []
  while (answers.length < 6 && !lockMessage.test(answers.at(-1) ?? '')) {
    answers.push(await attempt(`Wrong@${answers.length + 1}`))
  }
  expect(answers.slice(0, 4).every((text) => text.includes('Could not find Username'))).toBe(true)
  expect(answers.at(-1)).toMatch(lockMessage)

  // Locked: the right password is refused too, with the same clear message.
  expect(await attempt(account.password)).toMatch(lockMessage)
  await expect(page).toHaveURL('/login')
})
