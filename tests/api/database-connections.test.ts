import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { centreIdsByName, createSignedInUser } from '../support/accounts.ts'
import { startTestServer } from '../support/server.ts'
import { isolatedDatabaseUrl, testDatabaseUrl } from '../support/test-config.ts'

const isPostgres = testDatabaseUrl().startsWith('postgres')

/** The connections PostgreSQL has open to the database at `url`, from another connection. */
async function connectionsTo(url: string): Promise<number> {
  const database = new URL(url).pathname.slice(1)
  const admin = new URL(url)
  admin.pathname = '/postgres'
  const client = new pg.Client({ connectionString: admin.toString() })
  await client.connect()
  try {
    const { rows } = await client.query<{ open: string }>(
      'select count(*) as open from pg_stat_activity where datname = $1',
      [database],
    )
    return Number(rows[0].open)
  } finally {
    await client.end()
  }
}

// The list pages read on connections of their own beside Payload's pool (decision 041). A server that stopped
// with one of them still open would hold the database (a copy, a restore or a migration waits for it).
describe.skipIf(!isPostgres)("the server's connections to PostgreSQL", () => {
  it('when the server stops after serving list pages, then none of its connections to the database stays open', async () => {
    // A database of this file's own, so other files' servers are not counted.
    const url = isolatedDatabaseUrl('connections')
    const server = await startTestServer({ DATABASE_URL: url })
    try {
      const centreId = (await centreIdsByName(server))['Barkatpura Centre']
      const admin = await createSignedInUser(server, { role: 'admin', centreId })
      const children = await server.request(`/api/data/allChildren/${centreId}?page=1&limit=10`, { token: admin.token })
      expect(children.status).toBe(200)
      const pending = await server.request(`/api/admins/getPendingAppointments/${centreId}?page=1&limit=10`, {
        token: admin.token,
      })
      expect(pending.status).toBe(200)
      expect(await connectionsTo(url)).toBeGreaterThanOrEqual(2)
    } finally {
      await server.stop()
    }
    // A backend ends a moment after its client has said goodbye.
    let open = await connectionsTo(url)
    for (let waited = 0; open > 0 && waited < 2000; waited += 100) {
      await new Promise((resolve) => setTimeout(resolve, 100))
      open = await connectionsTo(url)
    }
    expect(open).toBe(0)
  })
})
