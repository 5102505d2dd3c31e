import { beforeAll, describe, expect, it } from 'vitest'
import { decodeToken, loginAs, sharedTestServer, type TestServer } from '../support/server.ts'

const CALLERS = ['anonymous', 'parent', 'doctor', 'therapist', 'admin', 'editor', 'superadmin'] as const
type Caller = (typeof CALLERS)[number]

/**
 * Who may call each accounts route (docs/product.md §6, docs/api/accounts.md). Writes are sent with an empty
 * body, so an allowed caller gets 400 and nothing changes; a refused caller never reaches validation.
 */
const MATRIX: Array<{
  call: string
  method: string
  path: (victimId: string) => string
  expect: Record<Caller, number>
}> = [
  {
    call: 'GET /api/users/me',
    method: 'GET',
    path: () => '/api/users/me',
    expect: { anonymous: 401, parent: 200, doctor: 200, therapist: 200, admin: 200, editor: 200, superadmin: 200 },
  },
  {
    call: 'GET /api/users/allusers',
    method: 'GET',
    path: () => '/api/users/allusers',
    expect: { anonymous: 401, parent: 403, doctor: 403, therapist: 403, admin: 200, editor: 403, superadmin: 200 },
  },
  {
    call: 'POST /api/admins/register',
    method: 'POST',
    path: () => '/api/admins/register',
    expect: { anonymous: 401, parent: 403, doctor: 403, therapist: 403, admin: 400, editor: 403, superadmin: 403 },
  },
  {
    call: "GET /api/data/allUsers/:userId (a parent of another centre's child)",
    method: 'GET',
    path: (victimId) => `/api/data/allUsers/${victimId}`,
    expect: { anonymous: 401, parent: 404, doctor: 404, therapist: 404, admin: 404, editor: 404, superadmin: 200 },
  },
  {
    call: "PUT /api/data/updateUser/:userId (someone else's)",
    method: 'PUT',
    path: (victimId) => `/api/data/updateUser/${victimId}`,
    expect: { anonymous: 401, parent: 403, doctor: 403, therapist: 403, admin: 403, editor: 403, superadmin: 403 },
  },
  {
    call: "PUT /api/data/changePassword/:userId (someone else's)",
    method: 'PUT',
    path: (victimId) => `/api/data/changePassword/${victimId}`,
    expect: { anonymous: 401, parent: 403, doctor: 403, therapist: 403, admin: 403, editor: 403, superadmin: 403 },
  },
  {
    call: 'GET /api/data/allcentres',
    method: 'GET',
    path: () => '/api/data/allcentres',
    expect: { anonymous: 401, parent: 200, doctor: 200, therapist: 200, admin: 200, editor: 200, superadmin: 200 },
  },
]

describe('who may call which accounts route', () => {
  let server: TestServer
  const tokens: Partial<Record<Caller, string>> = {}
  let victimId: string
  beforeAll(async () => {
    server = await sharedTestServer()
    for (const caller of CALLERS) {
      if (caller !== 'anonymous') tokens[caller] = await loginAs(server.request, `demo-${caller}`)
    }
    // demo-parent2's child is at Kukatpally; demo-admin works at Barkatpura.
    victimId = decodeToken(await loginAs(server.request, 'demo-parent2')).user._id
  })

  for (const row of MATRIX) {
    it(`${row.call}: ${CALLERS.map((caller) => `${caller} ${row.expect[caller]}`).join(', ')}`, async () => {
      const actual: Record<string, number> = {}
      for (const caller of CALLERS) {
        const { status } = await server.request(row.path(victimId), {
          method: row.method,
          token: tokens[caller],
          json: row.method === 'GET' ? undefined : {},
        })
        actual[caller] = status
      }
      expect(actual).toEqual(row.expect)
    })
  }

  it("when the victim's profile was the target, then it is unchanged after all of the above", async () => {
    const doc = await server.payload.findByID({ collection: 'users', id: victimId, depth: 0 })
    expect(doc).toMatchObject({ username: 'demo-parent2', name: 'Lakshmi Devi', role: 'parent' })
    await loginAs(server.request, 'demo-parent2')
  })
})
