import { expect, test } from '@playwright/test'
import { signInToPortal } from './support.ts'

const PEOPLE = [
  { username: 'demo-admin', name: 'Anita Rao', role: 'Admin', dashboard: '/admindashboard' },
  { username: 'demo-parent', name: 'Ravi Kumar', role: 'Parent', dashboard: '/parentdashboard' },
  { username: 'demo-doctor', name: 'Dr. Meera Iyer', role: 'Doctor', dashboard: '/doctordashboard' },
  { username: 'demo-therapist', name: 'Sana Fatima', role: 'Therapist', dashboard: '/therapistdashboard' },
] as const

for (const person of PEOPLE) {
  test(`${person.username} signs in, lands on the ${person.role} Dashboard, and logs out`, async ({ page }) => {
    await signInToPortal(page, person.username, person.dashboard)

    const header = page.getByRole('banner')
    await expect(header.getByRole('link', { name: `${person.role} Dashboard` })).toBeVisible()
    const profileMenu = header.getByRole('button', { name: `Profile menu for ${person.name}` })
    await expect(profileMenu).toContainText(person.name)

    // Signed in, /login is no place to be: back to the dashboard.
    await page.goto('/login')
    await expect(page).toHaveURL(person.dashboard)
    await expect(header.getByRole('link', { name: `${person.role} Dashboard` })).toBeVisible()

    await profileMenu.click()
    await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeVisible()
    await page.getByRole('menuitem', { name: 'Logout' }).click()
    await expect(page).toHaveURL('/login')
    await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible()

    // Logged out for real: the dashboard now asks for a login.
    await page.goto(person.dashboard)
    await expect(page).toHaveURL(/\/login(\?redirect=|$)/)
  })
}
