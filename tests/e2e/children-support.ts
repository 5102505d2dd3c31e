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

/**
 * A new family at demo-admin's centre whose child has a new doctor and therapist assigned: `childName` for the
 * child, and the staff named after it, so each journey's people are its own.
 */
export async function assignedChildAtDemoCentre(
  request: APIRequestContext,
  { childName, tag }: { childName: string; tag: string },
) {
  const admin = await demoAdminToken(request)
  const doctor = await registerAtDemoCentre(request, admin, { role: 'doctor', name: `Dr. Rao ${tag}` })
  const therapist = await registerAtDemoCentre(request, admin, { role: 'therapist', name: `Therapist ${tag}` })
  const child = { name: childName, dob: '2018-05-09', gender: 'Female', schoolName: 'Elm School', schoolBoard: 'CBSE' }
  const parent = await registerAtDemoCentre(request, admin, { role: 'parent', name: `Parent ${tag}`, child })
  const assigned = await request.put(`/api/admins/assign/${parent.childId}`, {
    headers: { authorization: `Bearer ${admin}` },
    data: { doctorId: doctor.id, therapistId: therapist.id },
  })
  expect(assigned.status(), 'assigning the staff').toBe(200)
  return { doctor, therapist, parent, childId: parent.childId ?? '' }
}
