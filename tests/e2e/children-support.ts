import { expect, type APIRequestContext } from '@playwright/test'
import { apiToken, uniqueSuffix } from './support.ts'

export const CHILD_TEST_PASSWORD = 'Family#88'

/** demo-admin registers an account at their centre through the API (the admin's registration call). */
export async function registerAtDemoCentre(
  request: APIRequestContext,
  adminToken: string,
  account: {
    role: 'parent' | 'doctor' | 'therapist'
    name: string
    child?: { name: string; dob: string; gender: string; schoolName: string; schoolBoard: string }
  },
): Promise<{ username: string; id: string; childId?: string }> {
  const id = uniqueSuffix()
  const username = `${account.role}${id}`
  const response = await request.post('/api/admins/register', {
    headers: { authorization: `Bearer ${adminToken}` },
    data: {
      username,
      password: CHILD_TEST_PASSWORD,
      confirmPassword: CHILD_TEST_PASSWORD,
      role: account.role,
      name: account.name,
      mobilenumber: '9000033333',
      email: `${username}@example.org`,
      address: account.role === 'parent' ? 'Hyderabad' : '',
      child: account.child,
    },
  })
  expect(response.status(), `registering ${username}`).toBe(201)
  const body = (await response.json()) as { user?: { _id: string }; child?: { _id: string } }
  return { username, id: body.user?._id ?? '', childId: body.child?._id }
}

export const demoAdminToken = (request: APIRequestContext) => apiToken(request, 'demo-admin')
