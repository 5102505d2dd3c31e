import { beforeAll, describe, expect, it } from 'vitest'
import { SEEDED_BRANCH_NAMES } from '../support/seed-data.ts'
import { loginAs, sharedTestServer, type TestServer } from '../support/server.ts'

describe('GET /api/data/allcentres', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await sharedTestServer()
  })

  it('when nobody is signed in, then it answers 401', async () => {
    const { status, body } = await server.request('/api/data/allcentres')
    expect(status).toBe(401)
    expect(body.message).toBeTruthy()
  })

  it.each(['/api/data/allcentres', '/api/data/allCentres', '/api/DATA/AllCentres'])(
    'when a signed-in user calls %s, then the ten branches come back with _id and name',
    async (path) => {
      const token = await loginAs(server.request, 'demo-therapist')
      const { status, body } = await server.request<Array<{ _id: string; name: string }>>(path, { token })
      expect(status).toBe(200)
      expect(body.map((centre) => centre.name)).toEqual(SEEDED_BRANCH_NAMES)
      for (const centre of body) expect(centre._id).toMatch(/^[0-9a-f-]{36}$/)
    },
  )
})
