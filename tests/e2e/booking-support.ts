import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { isOpenDay, openDayAfter } from './appointments-support.ts'
import { apiToken, uniqueSuffix } from './support.ts'

/** The branch demo-admin works at; the journeys' own doctors are registered there. */
export const BOOKING_BRANCH = 'Barkatpura Centre'

/**
 * The booking form's first date (tomorrow in the clinic's time zone, or the next day the branches open when
 * tomorrow is a Sunday or a holiday), and the open day after it.
 */
export function clinicDays(): { tomorrow: string; dayAfter: string; lastBookable: string } {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date())
  const plus = (days: number) => {
    const date = new Date(`${today}T00:00:00Z`)
    date.setUTCDate(date.getUTCDate() + days)
    return date.toISOString().slice(0, 10)
  }
  // Bookings go at most 120 days ahead (docs/product.md §5.2).
  const tomorrow = isOpenDay(plus(1)) ? plus(1) : openDayAfter(plus(1))
  return { tomorrow, dayAfter: openDayAfter(tomorrow), lastBookable: plus(120) }
}

/** Registers an account of demo-admin's centre through the API and returns how to sign in as it. */
export async function registerAccount(
  request: APIRequestContext,
  role: 'parent' | 'doctor',
  name: string,
): Promise<{ _id: string; username: string; password: string; name: string; email: string; mobilenumber: string }> {
  const id = uniqueSuffix()
  const account = {
    username: `bk${role}${id}`,
    password: 'Booking@123',
    name,
    email: `bk-${role}.${id}@example.org`,
    mobilenumber: role === 'parent' ? '9876501234' : '9876505678',
    ...(role === 'parent' ? { address: '12 Lake View Road, Barkatpura, Hyderabad' } : {}),
  }
  const token = await apiToken(request, 'demo-admin')
  const response = await request.post('/api/admins/register', {
    headers: { Authorization: `Bearer ${token}` },
    data: { ...account, confirmPassword: account.password, role },
  })
  expect(response.status(), `registering the ${role}`).toBe(201)
  const body = (await response.json()) as { user: { _id: string } }
  return { ...account, _id: body.user._id }
}

/** The radio button of a time slot (its name also says why it is unavailable). */
export function slot(page: Page, time: string) {
  return page.getByRole('radio', { name: new RegExp(`^${time.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) })
}
