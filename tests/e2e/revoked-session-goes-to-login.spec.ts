import { expect, test } from '@playwright/test'
import { signInToPortal } from './support.ts'

test('a stored token the server has revoked sends the user to /login on the next start', async ({ page }) => {
  await signInToPortal(page, 'demo-therapist', '/therapistdashboard')
  const token = await page.evaluate(() => sessionStorage.getItem('token'))
  expect(token).toBeTruthy()

  // The session ends elsewhere (as a password change or a logout in another tab would do).
  const logout = await page.request.post('/api/users/logout', { headers: { Authorization: `Bearer ${token}` } })
  expect(logout.ok()).toBe(true)

  await page.reload()
  await expect(page).toHaveURL(/\/login(\?redirect=|$)/)
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible()
  expect(await page.evaluate(() => [sessionStorage.getItem('token'), sessionStorage.getItem('role')])).toEqual([
    null,
    null,
  ])
})

test('a tampered token is not accepted: the user goes to /login', async ({ page }) => {
  await signInToPortal(page, 'demo-therapist', '/therapistdashboard')
  // The token is changed on a page of the same origin that runs none of the app: on the dashboard, the app's next call
  // with the changed token would sign that page out (clearing it) before the visit below, which would then rightly
  // resume the browser's own sign-in (decision 055) and never show what a tampered token gets.
  await page.goto('/api/health')
  await page.evaluate(() => {
    const token = sessionStorage.getItem('token') ?? ''
    const [header, , signature] = token.split('.')
    const payload = btoa(JSON.stringify({ user: { _id: 'someone-else', role: 'admin' }, sid: 'x' }))
      .replace(/=+$/, '')
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
    sessionStorage.setItem('token', `${header}.${payload}.${signature}`)
  })
  await page.goto('/admindashboard')
  await expect(page).toHaveURL(/\/login(\?redirect=|$)/)
})
