import { beforeAll, describe, expect, it } from 'vitest'
import { sharedTestServer, type TestServer } from '../support/server.ts'

describe('the API surface', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await sharedTestServer()
  })

  it('when the health check is called, then it reports that the database answers', async () => {
    const { status, body } = await server.request('/api/health')
    expect(status).toBe(200)
    expect(body).toEqual({ status: 'ok', database: 'up' })
  })

  it('when an unknown /api path is called, then it answers a JSON 404', async () => {
    const { status, body, headers } = await server.request('/api/no/such/thing')
    expect(status).toBe(404)
    expect(headers.get('content-type')).toMatch(/application\/json/)
    expect(body.message).toMatch(/No API route/)
  })

  it('when the JSON body is malformed, then it answers 400 with a clear message, not 500', async () => {
    const { status, body } = await server.request('/api/users/login', { rawBody: '{"username": "demo-admin",' })
    expect(status).toBe(400)
    expect(body).toMatchObject({ success: false, message: 'The request body is not valid JSON.' })
  })

  it('when a body is far too large, then it answers 413 in JSON', async () => {
    const { status, body } = await server.request('/api/users/login', {
      json: { username: 'x', password: 'y'.repeat(2 * 1024 * 1024) },
    })
    expect(status).toBe(413)
    expect(body.message).toMatch(/too large/)
  })
})
