import { io, type Socket } from 'socket.io-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ENQUIRY_NEW, type EnquirySummaryDto } from '@app/enquiries'
import { verifiedEnquiry } from '../support/enquiries.ts'
import { spawnServer, waitForListening, type ServerProcess } from '../support/process.ts'
import { redisAvailable, TEST_REDIS_URL } from '../support/redis.ts'
import { decodeToken, DEMO_PASSWORD, startTestServer } from '../support/server.ts'
import { startSmtpServer, type TestSmtpServer } from '../support/smtp.ts'
import { testDatabaseUrl, TEST_SECRET } from '../support/test-config.ts'

const hasRedis = await redisAvailable()

describe.skipIf(!hasRedis)('enquiry events across two server processes with REDIS_URL', () => {
  let smtp: TestSmtpServer
  let here: Awaited<ReturnType<typeof startTestServer>>
  let there: ServerProcess
  let thereUrl: string
  const sockets: Socket[] = []

  beforeAll(async () => {
    smtp = await startSmtpServer()
    here = await startTestServer({ REDIS_URL: TEST_REDIS_URL, SMTP_URL: smtp.url })
    there = spawnServer({
      DATABASE_URL: testDatabaseUrl(),
      PAYLOAD_SECRET: TEST_SECRET,
      REDIS_URL: TEST_REDIS_URL,
      PORT: '0',
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
    })
    // The second process imports the whole server before it listens: on a loaded machine that takes longer than a
    // test's 30 s, so it is waited for here, under the hooks' 60 s.
    thereUrl = await waitForListening(there)
  })
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect()
    there?.child.kill('SIGTERM')
    await there?.exited
    await here?.stop()
    await smtp?.stop()
  })

  const adminSocketAt = async (url: string, username: string) => {
    const { token } = await fetch(`${url}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password: DEMO_PASSWORD }),
    }).then((response) => response.json() as Promise<{ token: string }>)
    const socket = io(url, { auth: { token }, transports: ['websocket'], reconnection: false })
    sockets.push(socket)
    await new Promise((resolve, reject) => {
      socket.on('ready', resolve)
      socket.on('connect_error', reject)
    })
    return { socket, centreId: decodeToken(token).user.centreId as string }
  }

  it('when a parent verifies an enquiry through one process, then the centre’s admin connected to the other process gets it, and another centre’s admin does not', async () => {
    const { socket, centreId } = await adminSocketAt(thereUrl, 'demo-admin')
    const other = await adminSocketAt(thereUrl, 'demo-admin2')
    const heardByOther: string[] = []
    other.socket.onAny((event: string) => heardByOther.push(event))
    const arrived = new Promise<EnquirySummaryDto>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ${ENQUIRY_NEW.name} within 2 s`)), 2000)
      socket.on(ENQUIRY_NEW.name, (dto: EnquirySummaryDto) => {
        clearTimeout(timer)
        resolve(dto)
      })
    })
    const { verified } = await verifiedEnquiry(here, smtp, centreId)
    expect((await arrived).referenceId).toBe(verified.referenceId)
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(heardByOther.filter((event) => event.startsWith('jwl-enquiry'))).toEqual([])
  })
})
