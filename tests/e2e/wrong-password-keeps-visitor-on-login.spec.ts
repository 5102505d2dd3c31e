import { expect, test } from '@playwright/test'
import { submitPortalLogin } from './support.ts'

test('a wrong password shows "Could not find Username" and stays on the login page', async ({ page }) => {
  // An account no other journey signs in with, so failed attempts lock nobody else out.
  await submitPortalLogin(page, 'demo-parent2', 'not-the-password')

  await expect(page.getByText('Could not find Username', { exact: true }).first()).toBeVisible()
  await expect(page).toHaveURL('/login')
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeEnabled()
  await expect(page.getByTestId('login-spinner')).toHaveCount(0)
})
