import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { EnquiryDto } from '@app/enquiries'
import { centreIdsByName, createSignedInUser } from '../support/accounts.ts'
import { verifiedEnquiry } from '../support/enquiries.ts'
import { spawnServer, waitForListening, type ServerProcess } from '../support/process.ts'
import { sharedTestServer, type TestServer } from '../support/server.ts'
import type { TestSmtpServer } from '../support/smtp.ts'
import { testDatabaseUrl, TEST_SECRET } from '../support/test-config.ts'

// docs/decisions/028: every entry of an enquiry's activity log is its own row, so admins writing at the same
// instant, in one process or in two, never lose each other's entries or changes.
describe("an enquiry's activity log under concurrent writes", () => {
  let smtp: TestSmtpServer
  let here: TestServer
  let there: ServerProcess
  let thereUrl: string
  let centreId: string
  let asha: Awaited<ReturnType<typeof createSignedInUser>>
  let ravi: Awaited<ReturnType<typeof createSignedInUser>>

  beforeAll(async () => {
    const shared = await sharedTestServer()
    here = shared
    smtp = shared.smtp
    centreId = (await centreIdsByName(here))['Barkatpura Centre']
    asha = await createSignedInUser(here, { role: 'admin', centreId, name: 'Asha Admin' })
    ravi = await createSignedInUser(here, { role: 'admin', centreId, name: 'Ravi Admin' })
    // A second server process on the same database, as behind a load balancer.
    there = spawnServer({
      DATABASE_URL: testDatabaseUrl(),
      PAYLOAD_SECRET: TEST_SECRET,
      PORT: '0',
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
    })
    thereUrl = await waitForListening(there, 170_000)
  }, 180_000)
  afterAll(async () => {
    there?.child.kill('SIGTERM')
    await there?.exited
  })

  const call = async <T>(baseUrl: string, path: string, token: string, method: string, json?: unknown) => {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(json ? { 'content-type': 'application/json' } : {}) },
      body: json ? JSON.stringify(json) : undefined,
    })
    return { status: response.status, body: (await response.json()) as T }
  }
  const addNote = (baseUrl: string, token: string, referenceId: string, text: string) =>
    call(baseUrl, `/api/admins/jwl-enquiries/${referenceId}/notes`, token, 'POST', { text })
  const details = async (referenceId: string) =>
    (await call<EnquiryDto>(here.url, `/api/admins/get-jwl-enquiry/${referenceId}`, asha.token, 'GET')).body

  it('when two admins add 20 notes at the same instant, then all 20 are in the activity, in one order', async () => {
    const { verified } = await verifiedEnquiry(here, smtp, centreId)
    const texts = Array.from({ length: 20 }, (_, i) => `note ${i + 1}`)
    const answers = await Promise.all(
      texts.map((text, i) => addNote(here.url, i % 2 ? ravi.token : asha.token, verified.referenceId, text)),
    )
    expect(answers.map((a) => a.status)).toEqual(texts.map(() => 201))

    const first = await details(verified.referenceId)
    const notes = first.activity.filter((a) => a.action === 'note')
    expect(notes.map((n) => n.detail).sort()).toEqual([...texts].sort())
    expect(notes.filter((n) => n.by?.name === 'Ravi Admin')).toHaveLength(10)
    expect(first.activity[0].action).toBe('verified')
    // Read again, the log comes back in the same order.
    expect((await details(verified.referenceId)).activity).toEqual(first.activity)
  })

  it('when notes, a stage change, an owner change and the archive race through two server processes, then every entry and every change is kept', async () => {
    const { verified } = await verifiedEnquiry(here, smtp, centreId)
    const ref = verified.referenceId
    const writes = [
      ...Array.from({ length: 20 }, (_, i) =>
        addNote(i % 2 ? thereUrl : here.url, i % 2 ? ravi.token : asha.token, ref, `raced ${i + 1}`),
      ),
      call(thereUrl, `/api/admins/jwl-enquiries/${ref}/follow-up`, ravi.token, 'PUT', { stage: 'contacted' }),
      call(here.url, `/api/admins/jwl-enquiries/${ref}/follow-up`, asha.token, 'PUT', { ownerId: asha.user._id }),
      call(here.url, '/api/admins/archive-jwl-enquiry', asha.token, 'PUT', { referenceId: ref }),
    ]
    const answers = await Promise.all(writes)
    expect(answers.map((a) => a.status)).toEqual([...Array(20).fill(201), 200, 200, 200])

    const after = await details(ref)
    expect(
      after.activity
        .filter((a) => a.action === 'note')
        .map((a) => a.detail)
        .sort(),
    ).toEqual(Array.from({ length: 20 }, (_, i) => `raced ${i + 1}`).sort())
    expect(after.activity.filter((a) => a.action !== 'note').map((a) => a.action)).toEqual(
      expect.arrayContaining(['verified', 'stage', 'owner', 'archived']),
    )
    // No write undid another: each changed its own fields only.
    expect(after).toMatchObject({
      stage: 'contacted',
      owner: { _id: asha.user._id, name: 'Asha Admin' },
      isArchived: true,
    })
  })
})
