import { beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_PLAY_SETTINGS, type GameProgress } from '@app/games/schema'
import { clinicToday } from '@app/platform/clinic-time'
import { createSignedInUser } from '../support/accounts.ts'
import { createTestClock } from '../support/clock.ts'
import { endSession, gameIdOf, sendTrial, startSession, trialBody } from '../support/games.ts'
import { castsAtTwoCentres, type AssignedCast } from '../support/iep.ts'
import { sharedTestServer, type TestServer } from '../support/server.ts'

const DAY = 24 * 60 * 60 * 1000

// GET /api/games/progress/:childId, the start level, and the child's settings and plan (docs/api/games.md).
describe('games: progress, start level, settings and plan', () => {
  const clock = createTestClock()
  let server: TestServer
  let cast: AssignedCast
  let other: AssignedCast
  let unassignedTherapist: string
  let windowTrain: string
  let firstDay: string
  let laterDay: string

  /** Plays one session of Window Train with these trials ([level, correct, errorType]). */
  async function play(token: string, trials: Array<[number, boolean, string?]>) {
    const started = await startSession(server, { token, childId: cast.child._id, gameId: windowTrain })
    for (const [index, [level, correct, errorType = '']] of trials.entries()) {
      await sendTrial(server, {
        token,
        sessionId: started.sessionId,
        index,
        trial: trialBody({ level, correct, errorType }),
      })
    }
    await endSession(server, { token, sessionId: started.sessionId })
    return started.body
  }

  beforeAll(async () => {
    server = await sharedTestServer({ clock: clock.now })
    const { centres, ...casts } = await castsAtTwoCentres(server)
    ;({ cast, other } = casts)
    unassignedTherapist = (
      await createSignedInUser(server, { role: 'therapist', centreId: centres['Barkatpura Centre'] })
    ).token
    windowTrain = await gameIdOf(server, 'window-train')
  })

  it('when a child has played on two days, then progress gives each day’s level and accuracy, error types, places and this week', async () => {
    const first = await play(cast.therapist.token, [
      [2, true],
      [3, true],
      [3, false, 'order'],
      [3, false, 'item'],
    ])
    expect(first.startLevel).toBe(1)
    firstDay = clinicToday(clock.now())
    clock.advance(35 * DAY)
    laterDay = clinicToday(clock.now())
    const second = await play(cast.parent.token, [
      [3, true],
      [4, false, 'order'],
    ])
    // One below the last ceiling (3).
    expect(second.startLevel).toBe(2)
    await play(cast.therapist.token, [
      [4, true],
      [4, true],
      [5, false, 'order'],
    ])

    const { status, body } = await server.request<GameProgress[]>(`/api/games/progress/${cast.child._id}`, {
      token: cast.parent.token,
    })
    expect(status).toBe(200)
    expect(body).toEqual([
      {
        gameId: windowTrain,
        slug: 'window-train',
        name: 'Window Train',
        days: [
          { date: firstDay, levelReached: 3, accuracy: 33, sessions: 1 },
          { date: laterDay, levelReached: 4, accuracy: 67, sessions: 2 },
        ],
        topErrorTypes: [
          { errorType: 'order', count: 3 },
          { errorType: 'item', count: 1 },
        ],
        sessions: { home: 1, clinic: 2 },
        thisWeek: { sessions: 2, levelReached: 4 },
      },
    ])
  })

  it('when a month is asked for, then only that month’s sessions count', async () => {
    const month = firstDay.slice(0, 7)
    const { body } = await server.request<GameProgress[]>(`/api/games/progress/${cast.child._id}?month=${month}`, {
      token: cast.doctor.token,
    })
    expect(body[0].days.map((day) => day.date)).toEqual([firstDay])
    expect(body[0].sessions).toEqual({ home: 0, clinic: 1 })
    const bad = await server.request(`/api/games/progress/${cast.child._id}?month=2026-13`, { token: cast.admin.token })
    expect([bad.status, (bad.body as { message: string }).message]).toEqual([400, 'Month must be YYYY-MM'])
  })

  it('when the therapist sets a start level in the plan, then the next session starts there; the parent reads the plan', async () => {
    const plan = { homeGameIds: [windowTrain], startLevels: { 'window-train': 6 } }
    const saved = await server.request(`/api/games/children/${cast.child._id}/plan`, {
      method: 'PUT',
      json: { ...plan, baseVersion: 0 },
      token: cast.therapist.token,
    })
    expect(saved.status).toBe(200)
    expect(saved.body).toEqual({ message: 'Game plan saved', plan, version: 1 })
    const read = await server.request(`/api/games/children/${cast.child._id}/plan`, { token: cast.parent.token })
    expect(read.body).toEqual({ ...plan, version: 1 })
    const started = await startSession(server, {
      token: cast.parent.token,
      childId: cast.child._id,
      gameId: windowTrain,
    })
    expect(started.body.startLevel).toBe(6)
  })

  it('when anyone but the assigned therapist writes the plan, or it is bad, then it is refused and unchanged', async () => {
    const path = `/api/games/children/${cast.child._id}/plan`
    const attempt = (token: string | undefined, json: unknown) => server.request(path, { method: 'PUT', json, token })
    const plan = { homeGameIds: [], startLevels: {}, baseVersion: 1 }
    expect((await attempt(cast.parent.token, plan)).status).toBe(403)
    expect((await attempt(cast.doctor.token, plan)).status).toBe(403)
    expect((await attempt(unassignedTherapist, plan)).status).toBe(404)
    expect((await attempt(other.therapist.token, plan)).status).toBe(404)
    expect((await attempt(undefined, plan)).status).toBe(401)
    const unknownGame = await attempt(cast.therapist.token, { ...plan, homeGameIds: [other.child._id] })
    expect([unknownGame.status, (unknownGame.body as { message: string }).message]).toEqual([400, 'Unknown game'])
    const badLevel = await attempt(cast.therapist.token, { ...plan, startLevels: { 'window-train': 0 } })
    expect(badLevel.status).toBe(400)
    const badSlug = await attempt(cast.therapist.token, { ...plan, startLevels: { chess: 2 } })
    expect(badSlug.status).toBe(400)
    expect((await server.request(path, { token: cast.therapist.token })).body).toMatchObject({
      startLevels: { 'window-train': 6 },
    })
    expect((await server.request(path, { token: cast.admin.token })).status).toBe(403)
    expect((await server.request(path, { token: other.parent.token })).status).toBe(404)
  })

  it('when the parent saves the child’s settings, then the therapist reads them; others are refused; bad ones change nothing', async () => {
    const path = `/api/games/children/${cast.child._id}/settings`
    // The plan saved above made the child's row version 1; settings and plan share it.
    expect((await server.request(path, { token: cast.therapist.token })).body).toEqual({
      ...DEFAULT_PLAY_SETTINGS,
      version: 1,
    })
    const settings = {
      sound: 'off',
      motion: 'none',
      celebration: 'stars',
      targetSize: 'extra-large',
      highContrast: true,
    }
    const saved = await server.request(path, {
      method: 'PUT',
      json: { ...settings, baseVersion: 1 },
      token: cast.parent.token,
    })
    expect(saved.body).toEqual({ message: 'Settings saved', settings, version: 2 })
    expect((await server.request(path, { token: cast.therapist.token })).body).toEqual({ ...settings, version: 2 })
    const bad = await server.request(path, {
      method: 'PUT',
      json: { ...settings, sound: 'loud', baseVersion: 2 },
      token: cast.parent.token,
    })
    expect([bad.status, (bad.body as { message: string }).message]).toEqual([400, 'Please choose a sound setting'])
    expect(
      (await server.request(path, { method: 'PUT', json: { ...settings, baseVersion: 2 }, token: other.parent.token }))
        .status,
    ).toBe(404)
    expect(
      (await server.request(path, { method: 'PUT', json: { ...settings, baseVersion: 2 }, token: cast.doctor.token }))
        .status,
    ).toBe(403)
    expect((await server.request(path, { token: unassignedTherapist })).status).toBe(404)
    expect((await server.request(path, { token: cast.parent.token })).body).toEqual({ ...settings, version: 2 })
    // The plan written before is still there: settings and plan share the child's row.
    expect(
      (await server.request(`/api/games/children/${cast.child._id}/plan`, { token: cast.parent.token })).body,
    ).toMatchObject({ startLevels: { 'window-train': 6 } })
  })
})
