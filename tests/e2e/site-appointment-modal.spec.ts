import { expect, test } from '@playwright/test'
import { openSitePage } from './site-support.ts'
import { SEEDED_BRANCH_NAMES } from './support.ts'

test('the Appointment button opens a modal with Register, Login and a tap-to-call link per branch', async ({
  page,
}) => {
  await openSitePage(page, '/ourbranches')
  const button = page.getByRole('button', { name: 'Appointment' })
  await button.click()

  const modal = page.getByRole('dialog', { name: 'Make an Appointment' })
  await expect(modal).toBeVisible()
  await expect(modal.getByRole('heading', { level: 2 })).toHaveText('Make an Appointment')
  await expect(modal.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register')
  await expect(modal.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login')
  await expect(modal.getByRole('heading', { level: 3 })).toHaveText([...SEEDED_BRANCH_NAMES])
  const calls = modal.getByRole('link', { name: /^Call / })
  await expect(calls).toHaveCount(10)
  for (const [index, link] of (await calls.all()).entries()) {
    await expect(link).toHaveAttribute('href', `tel:+9190000000${String(index + 1).padStart(2, '0')}`)
  }

  // Focus stays inside: from the last link Tab goes back to the first control, Shift+Tab the other way.
  const close = modal.getByRole('button', { name: 'Close' })
  await expect(close).toBeFocused()
  await page.keyboard.press('Shift+Tab')
  await expect(calls.last()).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(close).toBeFocused()

  await page.keyboard.press('Escape')
  await expect(modal).toBeHidden()
  await expect(button).toBeFocused()

  await button.click()
  await expect(modal).toBeVisible()
  await close.click()
  await expect(modal).toBeHidden()
})
