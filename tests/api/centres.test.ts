import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loginAs, startTestServer } from '../support/server.ts'

const BRANCHES = [
  'Bowenpally Centre',
  'Barkatpura Centre',
  'Kukatpally Centre',
  'Suchitra Centre',
  'Banjara Hills Centre',
  'Manikonda Centre',
  'Nacharam Centre',
  'Neredmet Centre',
  'Champapet Centre',
  'Special Education Center at Barkatpura',
]

describe('GET /api/data/allcentres', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>
  beforeAll(async () => {
    server = await startTestServer()
  })
  afterAll(() => server?.stop())

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
      expect(body.map((centre) => centre.name)).toEqual(BRANCHES)
      for (const centre of body) expect(centre._id).toMatch(/^[0-9a-f-]{36}$/)
    },
  )
})
