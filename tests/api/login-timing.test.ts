import { performance } from 'node:perf_hooks'
import { beforeAll, describe, expect, it } from 'vitest'
import { createSignedInUser, unique } from '../support/accounts.ts'
import { sharedTestServer, type TestServer } from '../support/server.ts'

// docs/api/accounts.md, "POST /api/users/login": an unknown username costs a password hash too, so the
// time an answer takes does not tell which usernames exist. Not a benchmark: the bound is generous (an
// unknown name must cost at least 40% of a wrong password, where it cost about 4% before) and the two
// kinds of attempt alternate, so a busy machine slows both alike.
const SAMPLES = 7
const RATIO = 0.4

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

async function timed(work: () => Promise<unknown>): Promise<number> {
  const start = performance.now()
  await work()
  return performance.now() - start
}

describe('sign-in takes as long for an unknown username as for a wrong password', () => {
  let server: TestServer
  /** Real accounts, one per attempt, so no account gets near its lock. */
  let usernames: string[]
  // Each attempt hashes on purpose (a fraction of a second on a busy machine).
  beforeAll(async () => {
    server = await sharedTestServer()
    usernames = []
    for (let i = 0; i <= SAMPLES; i++)
      usernames.push((await createSignedInUser(server, { role: 'parent' })).user.username)
  })

  let client = 0
  /** Each attempt from its own address, so the per-address limit never answers instead of the check. */
  const portalLogin = async (username: string) => {
    const { status } = await server.request('/api/users/login', {
      json: { username, password: 'Wrong@12345' },
      headers: { 'x-forwarded-for': `198.51.100.${++client}` },
    })
    expect(status).toBe(401)
  }

  /** Median times of unknown-username and wrong-password attempts, taken in turn. */
  async function compare(attempt: (username: string) => Promise<unknown>) {
    await attempt(`nobody-${unique()}`)
    await attempt(usernames[SAMPLES])
    const unknown: number[] = []
    const wrong: number[] = []
    for (let i = 0; i < SAMPLES; i++) {
      unknown.push(await timed(() => attempt(`nobody-${unique()}`)))
      wrong.push(await timed(() => attempt(usernames[i])))
    }
    return { unknown: median(unknown), wrong: median(wrong) }
  }

  it('when unknown usernames and real ones with a wrong password sign in at /api/users/login, then both cost a hash', async () => {
    const { unknown, wrong } = await compare(portalLogin)
    expect(unknown, `unknown ${unknown.toFixed(1)} ms, wrong password ${wrong.toFixed(1)} ms`).toBeGreaterThanOrEqual(
      RATIO * wrong,
    )
  }, 90_000)

  it("when Payload's own login operation (the admin panel's /cms-api/users/login) is asked, then an unknown username costs a hash too", async () => {
    const payloadLogin = (username: string) =>
      server.payload.login({ collection: 'users', data: { username, password: 'Wrong@12345' } }).then(
        () => {
          throw new Error('a wrong password signed in')
        },
        (error: unknown) => expect((error as Error).name).toBe('AuthenticationError'),
      )
    const { unknown, wrong } = await compare(payloadLogin)
    expect(unknown, `unknown ${unknown.toFixed(1)} ms, wrong password ${wrong.toFixed(1)} ms`).toBeGreaterThanOrEqual(
      RATIO * wrong,
    )
  }, 90_000)
})
