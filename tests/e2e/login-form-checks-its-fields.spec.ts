import { expect, test } from '@playwright/test'
import { expectToast } from './support.ts'

// /login checks its two fields without React Hook Form (decision 017): the same messages, at the same moments.
test('when the login form is sent empty, then each field says it is required, until the user fills it', async ({
  page,
}) => {
  await page.goto('/login')
  const username = page.getByLabel('Username', { exact: true })
  const password = page.getByLabel('Password', { exact: true })
  const login = page.getByRole('button', { name: 'Login', exact: true })
  await expect(username).toBeEnabled()

  // Nothing is checked while typing before the first attempt.
  await username.fill(' ')
  await username.fill('')
  await expect(page.getByText('Username is required')).toHaveCount(0)

  await login.click()
  await expect(page.getByText('Username is required')).toBeVisible()
  await expect(page.getByText('Password is required')).toBeVisible()
  await expect(username).toBeFocused()
  await expect(username).toHaveAttribute('aria-invalid', 'true')
  await expect(page).toHaveURL('/login')

  // After an attempt, each field is checked again as it changes; blank (spaces) still counts as empty.
  await username.fill('   ')
  await expect(page.getByText('Username is required')).toBeVisible()
  await username.fill('demo-parent2')
  await expect(page.getByText('Username is required')).toHaveCount(0)
  await expect(username).not.toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByText('Password is required')).toBeVisible()

  await login.click()
  await expect(password).toBeFocused()
  await password.fill('not-the-password')
  await expect(page.getByText('Password is required')).toHaveCount(0)

  // The toast viewport arrives with the first toast.
  await login.click()
  await expectToast(page, 'Could not find Username')
})
