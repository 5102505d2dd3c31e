import net from 'node:net'
import { afterAll, describe, expect, it } from 'vitest'
import { DEMO_PASSWORD } from '../support/server.ts'
import { freshDatabase } from '../support/fresh-database.ts'
import { spawnServer, waitForListening } from '../support/process.ts'
import { testDatabaseUrl } from '../support/test-config.ts'

const SECRET = 'lifecycle-test-secret-long-enough-for-production-use'

describe('starting and stopping the server process', () => {
  // Each of these starts a process that must refuse to start: they wait on their own processes, so they run at once
  // (the context's expect, so each assertion is counted against its own test).
  describe.concurrent('when a setting or a service is wrong', () => {
    it('when production starts without PAYLOAD_SECRET, then it refuses to start and says why', async ({ expect }) => {
      const server = spawnServer({ NODE_ENV: 'production', DATABASE_URL: testDatabaseUrl(), PORT: '0' })
      expect(await server.exited).toBe(1)
      expect(server.output()).toContain('PAYLOAD_SECRET must be set in production')
    })

    it('when production starts without PUBLIC_URL, then it refuses to start and says why', async ({ expect }) => {
      const server = spawnServer({
        NODE_ENV: 'production',
        DATABASE_URL: testDatabaseUrl(),
        PAYLOAD_SECRET: SECRET,
        PORT: '0',
      })
      expect(await server.exited).toBe(1)
      expect(server.output()).toContain('cannot start: PUBLIC_URL must be set in production')
    })

    it('when production starts without MAIL_FROM, then it refuses to start and says why', async ({ expect }) => {
      const server = spawnServer({
        NODE_ENV: 'production',
        DATABASE_URL: testDatabaseUrl(),
        PAYLOAD_SECRET: SECRET,
        PUBLIC_URL: 'https://centres.example.test',
        PORT: '0',
      })
      expect(await server.exited).toBe(1)
      expect(server.output()).toContain('cannot start: MAIL_FROM must be set in production')
    })

    it('when DATABASE_URL names an unknown kind of database, then it refuses to start and says why', async ({
      expect,
    }) => {
      const server = spawnServer({ DATABASE_URL: 'mysql://localhost/app', PAYLOAD_SECRET: SECRET, PORT: '0' })
      expect(await server.exited).toBe(1)
      expect(server.output()).toContain('DATABASE_URL must start with postgres://')
    })

    it('when DATABASE_URL names a SQLite file, then it refuses to start and says to unset it or give a postgres:// URL', async ({
      expect,
    }) => {
      const server = spawnServer({ DATABASE_URL: 'file:./data/app.db', PAYLOAD_SECRET: SECRET, PORT: '0' })
      expect(await server.exited).toBe(1)
      expect(server.output()).toContain('cannot start: DATABASE_URL names a SQLite database')
      expect(server.output()).toContain('Unset DATABASE_URL to use the embedded PostgreSQL')
      expect(server.output()).toContain('or set it to a postgres:// URL')
    })

    it('when the database cannot be reached, then it stops with a clear message and no password in the log', async ({
      expect,
    }) => {
      const server = spawnServer({
        DATABASE_URL: 'postgres://app:s3cret-pass@127.0.0.1:1/nowhere',
        PAYLOAD_SECRET: SECRET,
        PORT: '0',
      })
      expect(await server.exited).toBe(1)
      expect(server.output()).toContain('Cannot open the postgres database at postgres://app:***@127.0.0.1:1/nowhere')
      expect(server.output()).not.toContain('s3cret-pass')
    })

    it('when REDIS_URL names a Redis that does not answer, then it stops within seconds with a clear message and no password in the log', async ({
      expect,
    }) => {
      const server = spawnServer({
        DATABASE_URL: testDatabaseUrl(),
        PAYLOAD_SECRET: SECRET,
        REDIS_URL: 'redis://:r3dis-pass@127.0.0.1:1',
        PORT: '0',
      })
      expect(await server.exited).toBe(1)
      expect(server.output()).toContain('cannot start: Cannot reach Redis at redis://:***@127.0.0.1:1 (REDIS_URL)')
      expect(server.output()).not.toContain('r3dis-pass')
    })
  })

  it('when SIGTERM arrives during a request, then that request still gets its answer, new connections are refused, and the process exits 0', async () => {
    const server = spawnServer({
      DATABASE_URL: testDatabaseUrl(),
      PAYLOAD_SECRET: SECRET,
      PORT: '0',
      HOST: '127.0.0.1',
    })
    const url = new URL(await waitForListening(server))
    const body = JSON.stringify({ username: 'demo-doctor', password: DEMO_PASSWORD })

    // Send the headers and half the body, so the request is in flight when the signal arrives.
    const socket = net.connect(Number(url.port), '127.0.0.1')
    await new Promise((resolve) => socket.once('connect', resolve))
    let response = ''
    socket.on('data', (chunk) => (response += chunk))
    const answered = new Promise((resolve) => socket.on('end', resolve))
    socket.write(
      `POST /api/users/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body.slice(0, 10)}`,
    )
    await new Promise((resolve) => setTimeout(resolve, 200))
    server.child.kill('SIGTERM')
    await new Promise((resolve) => setTimeout(resolve, 300))

    const refused = await fetch(`http://127.0.0.1:${url.port}/api/health`).then(
      () => false,
      () => true,
    )
    expect(refused).toBe(true)

    socket.write(body.slice(10))
    await answered
    expect(response).toMatch(/^HTTP\/1\.1 200/)
    expect(response).toContain('"success":true')
    expect(await server.exited).toBe(0)
    expect(server.output()).toContain('stopped cleanly')
  })
})

describe('the first production start', () => {
  const databases: Array<{ drop: () => Promise<void> }> = []
  afterAll(async () => {
    for (const database of databases) await database.drop()
  })
  const freshPostgres = async () => {
    const database = await freshDatabase('prod_start')
    databases.push(database)
    return database.url
  }

  it('when no superadmin exists and none is configured, then it refuses to start and says which variables to set', async () => {
    const server = spawnServer({
      NODE_ENV: 'production',
      DATABASE_URL: await freshPostgres(),
      PAYLOAD_SECRET: SECRET,
      PUBLIC_URL: 'https://centres.example.test',
      MAIL_FROM: 'Centres <no-reply@centres.example.test>',
      PORT: '0',
    })
    expect(await server.exited).toBe(1)
    expect(server.output()).toContain('Set SUPERADMIN_USERNAME and SUPERADMIN_PASSWORD')
  })

  it('when SUPERADMIN_* are set, then it creates that superadmin, who can sign in, and no demo accounts', async () => {
    const server = spawnServer({
      NODE_ENV: 'production',
      DATABASE_URL: await freshPostgres(),
      PAYLOAD_SECRET: SECRET,
      PUBLIC_URL: 'https://centres.example.test',
      MAIL_FROM: 'Centres <no-reply@centres.example.test>',
      PORT: '0',
      HOST: '127.0.0.1',
      SUPERADMIN_USERNAME: 'owner',
      SUPERADMIN_PASSWORD: 'Owner@Pass123',
    })
    try {
      const url = await waitForListening(server, 110_000)
      const login = (username: string, password: string) =>
        fetch(`${url}/api/users/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username, password }),
        })
      const owner = await login('owner', 'Owner@Pass123')
      expect(owner.status).toBe(200)
      expect(await owner.json()).toMatchObject({ success: true, role: 'superadmin' })
      expect((await login('demo-admin', DEMO_PASSWORD)).status).toBe(401)
      const health = await fetch(`${url}/api/health`)
      expect(await health.json()).toEqual({ status: 'ok', database: 'up' })
    } finally {
      server.child.kill('SIGTERM')
      expect(await server.exited).toBe(0)
    }
  }, 120_000) // a fresh database: migrations, then the seed uploads and resizes the site's pictures
})

// The embedded PostgreSQL's life (started without DATABASE_URL, kept across restarts, stopped on SIGTERM, left running
// by a server killed outright and stopped by the next start) is shown in crash-safety.test.ts, on the cluster whose
// server is killed there during writes: one first start of a cluster instead of two (decision 068).
