import { beforeAll, describe, expect, it } from 'vitest'
import type { GameReportRow } from '@app/games/schema'
import { centreIdsByName, createSignedInUser } from '../support/accounts.ts'
import { endSession, gameIdOf, sendTrial, startSession, trialBody } from '../support/games.ts'
import { castsAtTwoCentres, type AssignedCast } from '../support/iep.ts'
import { sharedTestServer, type TestServer } from '../support/server.ts'

// Who may read a child's Game Reports and progress, and how the reports page (docs/api/games.md).
describe('games: who may read a child’s reports, and their pages', () => {
  let server: TestServer
  let cast: AssignedCast
  let other: AssignedCast
  let outsiders: Record<string, string>
  const played: string[] = []

  beforeAll(async () => {
    server = await sharedTestServer()
    const { centres, ...casts } = await castsAtTwoCentres(server)
    ;({ cast, other } = casts)
    const sameCentre = await Promise.all([
      createSignedInUser(server, { role: 'doctor', centreId: centres['Barkatpura Centre'] }),
      createSignedInUser(server, { role: 'therapist', centreId: centres['Barkatpura Centre'] }),
    ])
    outsiders = {
      'an unassigned doctor of the same centre': sameCentre[0].token,
      'an unassigned therapist of the same centre': sameCentre[1].token,
      'another centre’s admin': other.admin.token,
      'another centre’s doctor': other.doctor.token,
      'another centre’s therapist': other.therapist.token,
      'another parent': other.parent.token,
    }
    // Twelve sessions one after the other, so "newest first" has an order to prove.
    const gameId = await gameIdOf(server, 'where-is-it')
    for (let i = 0; i < 12; i++) {
      const token = i % 2 === 0 ? cast.therapist.token : cast.parent.token
      const { sessionId } = await startSession(server, { token, childId: cast.child._id, gameId })
      for (let index = 0; index <= i % 3; index++) {
        await sendTrial(server, { token, sessionId, index, trial: trialBody({ elapsedSeconds: 0.25 }) })
      }
      await endSession(server, { token, sessionId, elapsedSeconds: i + 0.5 })
      played.push(sessionId)
    }
  })

  const reports = (token: string | undefined, query = '', childId = cast.child._id) =>
    server.request<GameReportRow[]>(`/api/data/gameReports/${childId}${query}`, { token })

  it('when the parent, the centre’s admin and the assigned doctor and therapist read, then each sees every row, newest first', async () => {
    for (const [who, token] of Object.entries({
      parent: cast.parent.token,
      admin: cast.admin.token,
      doctor: cast.doctor.token,
      therapist: cast.therapist.token,
    })) {
      const { status, body, headers } = await reports(token)
      expect(status, who).toBe(200)
      expect(body, who).toHaveLength(12)
      expect(headers.get('x-total-count'), who).toBe('12')
      expect(body.map((row) => row.timer)).toEqual([11.5, 10.5, 9.5, 8.5, 7.5, 6.5, 5.5, 4.5, 3.5, 2.5, 1.5, 0.5])
      const dates = body.map((row) => row.datePlayed)
      expect([...dates].sort().reverse()).toEqual(dates)
    }
    const { body } = await reports(cast.parent.token)
    expect(body.map((row) => row.place).slice(0, 2)).toEqual(['home', 'clinic'])
    expect(body.map((row) => row.tries).slice(0, 3)).toEqual([3, 2, 1])
  })

  it('when a page is asked for, then it holds that page’s rows and X-Total-Count counts them all', async () => {
    const first = await reports(cast.admin.token, '?page=1&limit=10')
    expect(first.body).toHaveLength(10)
    expect(first.headers.get('x-total-count')).toBe('12')
    const second = await reports(cast.admin.token, '?page=2&limit=10')
    expect(second.body.map((row) => row.timer)).toEqual([1.5, 0.5])
    expect(second.headers.get('x-total-count')).toBe('12')
    const past = await reports(cast.admin.token, '?page=5&limit=10')
    expect([past.status, past.body]).toEqual([200, []])
    const bad = await reports(cast.admin.token, '?limit=7')
    expect(bad.status).toBe(400)
    expect(bad.body).toMatchObject({ message: 'Page size must be one of 10, 25, 50, 100' })
  })

  it('when a child has no session, then the list is empty', async () => {
    const { status, body, headers } = await reports(other.parent.token, '', other.child._id)
    expect([status, body, headers.get('x-total-count')]).toEqual([200, [], '0'])
  })

  it('when anyone else reads the reports or the progress, then 404 as for a child that does not exist', async () => {
    for (const [who, token] of Object.entries(outsiders)) {
      const list = await reports(token)
      expect(list.status, who).toBe(404)
      expect(list.body, who).toEqual({ message: 'Child not found.' })
      const progress = await server.request(`/api/games/progress/${cast.child._id}`, { token })
      expect(progress.status, who).toBe(404)
    }
    expect((await reports(undefined)).status).toBe(401)
    expect((await server.request(`/api/games/progress/${cast.child._id}`)).status).toBe(401)
    expect((await reports(cast.admin.token, '', 'not-an-id')).status).toBe(404)
  })

  it('when an editor reads, then 403: the CMS roles have no portal data', async () => {
    const centres = await centreIdsByName(server)
    const editor = await createSignedInUser(server, { role: 'editor', centreId: centres['Barkatpura Centre'] })
    expect((await reports(editor.token)).status).toBe(403)
  })
})
