import { beforeAll, describe, expect, it } from 'vitest'
import type { EnquiryDto } from '@app/enquiries'
import { sqlOf } from '@app/platform'
import { centreIdsByName, createSignedInUser } from '../support/accounts.ts'
import { verifiedEnquiry } from '../support/enquiries.ts'
import { sharedTestServer, type TestServer } from '../support/server.ts'
import type { TestSmtpServer } from '../support/smtp.ts'

describe("an enquiry's change and its activity entries are written together or not at all", () => {
  let smtp: TestSmtpServer
  let server: TestServer
  let centreId: string
  let admin: Awaited<ReturnType<typeof createSignedInUser>>

  beforeAll(async () => {
    const shared = await sharedTestServer()
    server = shared
    smtp = shared.smtp
    centreId = (await centreIdsByName(server))['Barkatpura Centre']
    admin = await createSignedInUser(server, { role: 'admin', centreId, name: 'Asha Admin' })
  })

  /**
   * Makes the database refuse one enquiry's activity entries of one action, as a lost connection or a full disk
   * would: a trigger, so the refusal comes from the database itself. Only this enquiry's rows: other test files
   * write on the same database meanwhile.
   */
  async function refuseEntries(enquiryId: string, action: string): Promise<() => Promise<void>> {
    const { db, op } = await sqlOf(server.payload)
    const name = `refuse_entry_${enquiryId.replace(/[^a-z0-9]/gi, '')}`
    const run = (statement: string) => db.execute(op.sql.raw(statement))
    await run(`CREATE FUNCTION ${name}() RETURNS trigger AS $$
      BEGIN IF NEW.enquiry_id::text = '${enquiryId}' AND NEW.action = '${action}' THEN
        RAISE EXCEPTION 'the database refused the activity entry'; END IF; RETURN NEW; END
      $$ LANGUAGE plpgsql`)
    await run(`CREATE TRIGGER ${name} BEFORE INSERT ON jwl_enquiry_activity FOR EACH ROW EXECUTE FUNCTION ${name}()`)
    return async () => {
      await run(`DROP TRIGGER ${name} ON jwl_enquiry_activity`)
      await run(`DROP FUNCTION ${name}()`)
    }
  }

  const details = async (referenceId: string) =>
    (await server.request<EnquiryDto>(`/api/admins/get-jwl-enquiry/${referenceId}`, { token: admin.token })).body
  const enquiryIdOf = async (referenceId: string) => (await details(referenceId))._id

  it('when the stage entry of a follow-up cannot be written, then neither the owner nor the stage changes, and no entry is kept', async () => {
    const { verified } = await verifiedEnquiry(server, smtp, centreId)
    const followUp = () =>
      server.request<{ enquiry: EnquiryDto }>(`/api/admins/jwl-enquiries/${verified.referenceId}/follow-up`, {
        method: 'PUT',
        token: admin.token,
        json: { stage: 'contacted', ownerId: admin.user._id },
      })
    const restore = await refuseEntries(await enquiryIdOf(verified.referenceId), 'stage')
    let refused
    try {
      refused = await followUp()
    } finally {
      await restore()
    }
    expect(refused.status).toBe(500)
    // The owner's entry was written before the stage's was refused: it went with it.
    expect(await details(verified.referenceId)).toMatchObject({ stage: 'new', owner: null })
    expect((await details(verified.referenceId)).activity.map((a) => a.action)).toEqual(['verified'])

    // The same follow-up goes through once the database accepts it: the refusal was the only cause.
    const saved = await followUp()
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    expect(saved.body.enquiry).toMatchObject({ stage: 'contacted', owner: { _id: admin.user._id } })
    expect(saved.body.enquiry.activity.map((a) => a.action)).toEqual(['verified', 'owner', 'stage'])
  })

  it('when the archive entry cannot be written, then the enquiry stays active', async () => {
    const { verified } = await verifiedEnquiry(server, smtp, centreId)
    const archive = () =>
      server.request('/api/admins/archive-jwl-enquiry', {
        method: 'PUT',
        token: admin.token,
        json: { referenceId: verified.referenceId },
      })
    const restore = await refuseEntries(await enquiryIdOf(verified.referenceId), 'archived')
    let refused
    try {
      refused = await archive()
    } finally {
      await restore()
    }
    expect(refused.status).toBe(500)
    const after = await details(verified.referenceId)
    expect(after.isArchived).toBe(false)
    expect(after.activity.map((a) => a.action)).toEqual(['verified'])

    expect((await archive()).status).toBe(200)
    const archived = await details(verified.referenceId)
    expect(archived.isArchived).toBe(true)
    expect(archived.activity.map((a) => a.action)).toEqual(['verified', 'archived'])
  })
})
