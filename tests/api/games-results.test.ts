import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import type { GameReportRow } from '@app/games/schema'
import { createSignedInUser } from '../support/accounts.ts'
import { endSession, gameIdOf, sendTrial, startSession, trialBody } from '../support/games.ts'
import { castsAtTwoCentres, type AssignedCast } from '../support/iep.ts'
import { sharedTestServer, type TestServer } from '../support/server.ts'

// POST /api/games/sessions, PUT .../trials/:index, PUT .../end and the Game Reports they make (docs/api/games.md).
describe('games: results of a session', () => {
  let server: TestServer
  let cast: AssignedCast
  let other: AssignedCast
  let unassignedTherapist: string
  let windowTrain: string
  let echoDrums: string

  beforeAll(async () => {
    server = await sharedTestServer()
    const { centres, ...casts } = await castsAtTwoCentres(server)
    ;({ cast, other } = casts)
    unassignedTherapist = (
      await createSignedInUser(server, { role: 'therapist', centreId: centres['Barkatpura Centre'] })
    ).token
    windowTrain = await gameIdOf(server, 'window-train')
    echoDrums = await gameIdOf(server, 'echo-drums')
  })

  const sessionsStored = async (childId = cast.child._id) =>
    (await server.payload.count({ collection: 'game-sessions', where: { child: { equals: childId } } })).totalDocs
  const trialsStored = async (sessionId: string) =>
    (await server.payload.count({ collection: 'game-trials', where: { trialKey: { like: `${sessionId}:` } } }))
      .totalDocs
  const reports = (childId: string, token: string, query = '') =>
    server.request<GameReportRow[]>(`/api/data/gameReports/${childId}${query}`, { token })

  it('when the assigned therapist plays, then the session is kept at the clinic with its trials, tries and timer', async () => {
    const started = await startSession(server, {
      token: cast.therapist.token,
      childId: cast.child._id,
      gameId: windowTrain,
    })
    expect(started.status).toBe(201)
    expect(started.body).toEqual({ sessionId: started.sessionId, startLevel: 1 })
    for (let index = 0; index < 3; index++) {
      const sent = await sendTrial(server, {
        token: cast.therapist.token,
        sessionId: started.sessionId,
        index,
        trial: trialBody({
          level: index + 1,
          correct: index < 2,
          errorType: index < 2 ? '' : 'order',
          elapsedSeconds: 5 * (index + 1),
        }),
      })
      expect(sent.status).toBe(201)
      // Only what the game reads: that it was stored. The totals are the end's and the reports' to say.
      expect(sent.body).toEqual({ message: 'Trial saved' })
    }
    const ended = await endSession(server, {
      token: cast.therapist.token,
      sessionId: started.sessionId,
      elapsedSeconds: 17.25,
    })
    expect(ended.status).toBe(200)
    expect(ended.body).toEqual({
      message: 'Session ended',
      session: expect.objectContaining({
        status: 'completed',
        tries: 3,
        timer: 17.25,
        levelReached: 2,
        place: 'clinic',
      }),
    })
    const { status, body } = await reports(cast.child._id, cast.therapist.token)
    expect(status).toBe(200)
    expect(body[0]).toEqual({
      name: 'Window Train',
      tries: 3,
      timer: 17.25,
      status: 'completed',
      datePlayed: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      gameId: windowTrain,
      place: 'clinic',
    })
    // The server's clock, not the game's.
    expect(Math.abs(Date.parse(body[0].datePlayed) - Date.now())).toBeLessThan(60_000)
  })

  it('when the parent plays as their own child, then the session is kept at home', async () => {
    const started = await startSession(server, { token: cast.parent.token, childId: cast.child._id, gameId: echoDrums })
    expect(started.status).toBe(201)
    expect((await sendTrial(server, { token: cast.parent.token, sessionId: started.sessionId, index: 0 })).status).toBe(
      201,
    )
    const ended = await endSession(server, {
      token: cast.parent.token,
      sessionId: started.sessionId,
      status: 'stopped',
    })
    expect(ended.body.session).toMatchObject({ place: 'home', status: 'stopped', tries: 1 })
    const { body } = await reports(cast.child._id, cast.parent.token)
    expect(body[0]).toMatchObject({ name: 'Echo Drums', place: 'home', status: 'stopped', tries: 1 })
  })

  it('when anyone else tries to start a session for the child, then they are refused and nothing is stored', async () => {
    const before = await sessionsStored()
    const refused: Array<[string, string | undefined, number]> = [
      ['a visitor', undefined, 401],
      ['the parent of another child', other.parent.token, 404],
      ['an unassigned therapist of the same centre', unassignedTherapist, 404],
      ['another centre’s therapist', other.therapist.token, 404],
      ['the assigned doctor', cast.doctor.token, 403],
      ['the centre’s admin', cast.admin.token, 403],
    ]
    for (const [who, token, expected] of refused) {
      const { status, body } = await startSession(server, { token, childId: cast.child._id, gameId: windowTrain })
      expect(status, who).toBe(expected)
      if (expected === 404) expect(body, who).toEqual({ message: 'Child not found.' })
    }
    expect(await sessionsStored()).toBe(before)
  })

  it('when someone other than the player sends a trial or ends the session, then it is 404 and nothing changes', async () => {
    const { sessionId } = await startSession(server, {
      token: cast.therapist.token,
      childId: cast.child._id,
      gameId: windowTrain,
    })
    for (const token of [cast.parent.token, unassignedTherapist, other.parent.token]) {
      const trial = await sendTrial(server, { token, sessionId, index: 0 })
      expect(trial.status).toBe(404)
      expect(trial.body).toEqual({ message: 'Game session not found' })
      expect((await endSession(server, { token, sessionId })).status).toBe(404)
    }
    expect((await sendTrial(server, { token: cast.doctor.token, sessionId, index: 0 })).status).toBe(403)
    expect((await sendTrial(server, { sessionId, index: 0 })).status).toBe(401)
    expect(await trialsStored(sessionId)).toBe(0)
    const [row] = (await reports(cast.child._id, cast.therapist.token)).body
    expect(row).toMatchObject({ status: 'stopped', tries: 0 })
  })

  it('when a start, a trial and an end are each sent twice, or at once, then nothing is stored twice', async () => {
    const sessionId = randomUUID()
    const args = { token: cast.therapist.token, childId: cast.child._id, gameId: windowTrain, sessionId }
    const before = await sessionsStored()
    const first = await startSession(server, args)
    const again = await startSession(server, args)
    expect([first.status, again.status]).toEqual([201, 200])
    expect(again.body).toEqual(first.body)
    const concurrentId = randomUUID()
    const racing = await Promise.all([1, 2, 3, 4].map(() => startSession(server, { ...args, sessionId: concurrentId })))
    expect(racing.map((r) => r.status).sort()).toEqual([200, 200, 200, 201])
    expect(await sessionsStored()).toBe(before + 2)

    const trial = { token: cast.therapist.token, sessionId, index: 0, trial: trialBody({ elapsedSeconds: 3 }) }
    expect((await sendTrial(server, trial)).status).toBe(201)
    const repeated = await sendTrial(server, trial)
    expect(repeated.status).toBe(200)
    expect(repeated.body).toEqual({ message: 'Trial saved' })
    const burst = await Promise.all([1, 2, 3, 4, 5].map(() => sendTrial(server, { ...trial, index: 1 })))
    expect(burst.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 201])
    expect(await trialsStored(sessionId)).toBe(2)

    await endSession(server, { token: cast.therapist.token, sessionId, status: 'completed', elapsedSeconds: 9 })
    const late = await endSession(server, {
      token: cast.therapist.token,
      sessionId,
      status: 'stopped',
      elapsedSeconds: 9,
    })
    expect(late.body.session).toMatchObject({ status: 'completed', tries: 2, timer: 9 })
  })

  it('when a late "stopped" races the "completed" of the same session, then every session stays completed', async () => {
    // The page-hide path sends "stopped" while the last trial's "completed" may still be on its way. Reading the
    // session and then writing it by id let a "stopped" that read first overwrite a "completed" that landed in
    // between; the condition has to be in the one statement that writes.
    const sessionIds = await Promise.all(
      Array.from({ length: 12 }, async () => {
        const { sessionId } = await startSession(server, {
          token: cast.therapist.token,
          childId: cast.child._id,
          gameId: windowTrain,
        })
        await sendTrial(server, { token: cast.therapist.token, sessionId, index: 0, trial: trialBody() })
        return sessionId
      }),
    )
    const end = (sessionId: string, status: string) =>
      endSession(server, {
        token: cast.therapist.token,
        sessionId,
        status,
        elapsedSeconds: status === 'completed' ? 20 : 21,
      })
    const answers = await Promise.all(
      sessionIds.flatMap((sessionId) => [
        end(sessionId, 'stopped'),
        end(sessionId, 'completed'),
        end(sessionId, 'stopped'),
      ]),
    )
    expect(answers.map((answer) => answer.status).every((status) => status === 200)).toBe(true)
    const { docs } = await server.payload.find({
      collection: 'game-sessions',
      where: { sessionId: { in: sessionIds } },
      pagination: false,
      depth: 0,
    })
    expect(docs.map((doc) => [doc.status, doc.endSeconds])).toEqual(sessionIds.map(() => ['completed', 20]))
  })

  it('when a sessionId already belongs to another child or player, then the start is 409 and stores nothing', async () => {
    const { sessionId } = await startSession(server, {
      token: cast.therapist.token,
      childId: cast.child._id,
      gameId: windowTrain,
    })
    const before = await sessionsStored(other.child._id)
    const taken = await startSession(server, {
      token: other.therapist.token,
      childId: other.child._id,
      gameId: windowTrain,
      sessionId,
    })
    expect(taken.status).toBe(409)
    expect(await sessionsStored(other.child._id)).toBe(before)
  })

  it('when a tab is closed mid-session, then the report shows it stopped with the trials that arrived', async () => {
    const { sessionId } = await startSession(server, {
      token: cast.parent.token,
      childId: cast.child._id,
      gameId: windowTrain,
    })
    await sendTrial(server, { token: cast.parent.token, sessionId, index: 0, trial: trialBody({ elapsedSeconds: 6 }) })
    await sendTrial(server, {
      token: cast.parent.token,
      sessionId,
      index: 1,
      trial: trialBody({ elapsedSeconds: 11.5 }),
    })
    const [row] = (await reports(cast.child._id, cast.parent.token)).body
    expect(row).toMatchObject({ name: 'Window Train', status: 'stopped', tries: 2, timer: 11.5, place: 'home' })
  })

  it('when the input is bad, then 400 with the schema’s message and nothing is stored', async () => {
    const before = await sessionsStored()
    const bad = await server.request('/api/games/sessions', {
      json: { sessionId: 'not-a-uuid', gameId: windowTrain, childId: cast.child._id },
      token: cast.therapist.token,
    })
    expect(bad.status).toBe(400)
    expect(bad.body).toMatchObject({ message: 'sessionId must be a UUID made by the game' })
    const noChild = await server.request('/api/games/sessions', {
      json: { sessionId: randomUUID(), gameId: windowTrain },
      token: cast.therapist.token,
    })
    expect(noChild.body).toMatchObject({ message: 'childId is required' })
    const unknownGame = await startSession(server, {
      token: cast.therapist.token,
      childId: cast.child._id,
      gameId: randomUUID(),
    })
    expect(unknownGame.status).toBe(404)
    expect(unknownGame.body).toEqual({ message: 'Game not found' })
    expect(await sessionsStored()).toBe(before)

    const { sessionId } = await startSession(server, {
      token: cast.therapist.token,
      childId: cast.child._id,
      gameId: windowTrain,
    })
    const badTrials = [
      trialBody({ level: 0 }),
      trialBody({ correct: 'yes' }),
      trialBody({ response: { text: 'x'.repeat(3000) } }),
      trialBody({ elapsedSeconds: -1 }),
      { level: 1 },
    ]
    for (const trial of badTrials) {
      const { status, body } = await sendTrial(server, { token: cast.therapist.token, sessionId, index: 0, trial })
      expect(status, JSON.stringify(trial).slice(0, 80)).toBe(400)
      expect(body.message).toMatch(/Trial is not valid|Response is too long/)
    }
    const badIndex = await sendTrial(server, { token: cast.therapist.token, sessionId, index: 'x' as never })
    expect(badIndex.status).toBe(400)
    expect((await sendTrial(server, { token: cast.therapist.token, sessionId, index: 100 })).status).toBe(400)
    const badEnd = await endSession(server, { token: cast.therapist.token, sessionId, status: 'won' })
    expect(badEnd.body).toMatchObject({ message: 'Status must be completed or stopped' })
    expect(await trialsStored(sessionId)).toBe(0)
    const [row] = (await reports(cast.child._id, cast.therapist.token)).body
    expect(row).toMatchObject({ status: 'stopped', tries: 0 })
    const unknownSession = await sendTrial(server, { token: cast.therapist.token, sessionId: 'abc', index: 0 })
    expect(unknownSession.status).toBe(404)
  })
})
