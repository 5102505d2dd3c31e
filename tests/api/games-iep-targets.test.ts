import { beforeAll, describe, expect, it } from 'vitest'
import type { GameProgress } from '@app/games/schema'
import type { IepDto } from '@app/iep/schema'
import { clinicToday } from '@app/platform/clinic-time'
import { centreIdsByName } from '../support/accounts.ts'
import { endSession, gameIdOf, sendTrial, startSession, trialBody } from '../support/games.ts'
import { assignedCast, assignPlan, planBody } from '../support/iep.ts'
import { sharedTestServer, type TestServer } from '../support/server.ts'

// A short-term goal's learning-game target (docs/api/iep.md, "Game targets") and the month's evidence
// (GET /api/games/progress/:childId?month=, docs/api/games.md).
describe('games: game targets of IEP goals', () => {
  let server: TestServer
  let cast: Awaited<ReturnType<typeof assignedCast>>

  beforeAll(async () => {
    server = await sharedTestServer()
    cast = await assignedCast(server, (await centreIdsByName(server))['Barkatpura Centre'])
  })

  const plans = async () =>
    (await server.request<IepDto[]>(`/api/parents/iep/${cast.child._id}`, { token: cast.parent.token })).body
  const updateMonth = (iep: IepDto, monthlyGoals: unknown, baseVersion: number) =>
    server.request<{ message: string; iep: IepDto }>(`/api/doctors/updateIEP/${cast.child._id}`, {
      method: 'PUT',
      token: cast.doctor.token,
      json: { iepId: iep._id, monthIndex: 0, monthlyGoals, baseVersion },
    })

  it('when the doctor names a game and a target for a goal, then every reader gets it back; leaving it out keeps it', async () => {
    const body = planBody()
    body.monthlyGoals[0] = {
      ...body.monthlyGoals[0],
      goalGames: [{ goal: 1, game: 'window-train', level: 4, accuracy: 80 }],
    } as (typeof body.monthlyGoals)[0]
    const iep = await assignPlan(server, cast.child._id, cast.doctor.token, body)
    expect(iep.monthlyGoals[0].latest.goalGames).toEqual([{ goal: 1, game: 'window-train', level: 4, accuracy: 80 }])
    expect(iep.monthlyGoals[1].latest.goalGames).toEqual([])
    expect((await plans())[0].monthlyGoals[0].latest.goalGames).toHaveLength(1)

    // An edit of the wording alone keeps the target.
    const reworded = await updateMonth(
      iep,
      { target: 'Two-word phrases', goals: ['Names 12 objects', 'Asks for help'] },
      1,
    )
    expect(reworded.status).toBe(200)
    expect(reworded.body.iep.monthlyGoals[0].latest.goalGames).toEqual([
      { goal: 1, game: 'window-train', level: 4, accuracy: 80 },
    ])
    // Sent, it replaces them; the history keeps the earlier version's.
    const changed = await updateMonth(
      iep,
      {
        target: 'Two-word phrases',
        goals: ['Names 12 objects', 'Asks for help'],
        goalGames: [{ goal: 0, game: 'picture-sentence-match', level: 2, accuracy: 75 }],
      },
      2,
    )
    const month = changed.body.iep.monthlyGoals[0]
    expect(month.latest.goalGames).toEqual([{ goal: 0, game: 'picture-sentence-match', level: 2, accuracy: 75 }])
    expect(month.history[0].goalGames).toEqual([{ goal: 1, game: 'window-train', level: 4, accuracy: 80 }])
    // A goal removed takes its target with it.
    const fewer = await updateMonth(iep, { target: 'Two-word phrases', goals: ['Asks for help'], goalGames: [] }, 3)
    expect(fewer.body.iep.monthlyGoals[0].latest.goalGames).toEqual([])
  })

  it('when a target is bad, then 400 with its message and the month is unchanged', async () => {
    const iep = await assignPlan(server, cast.child._id, cast.doctor.token)
    const cases: Array<[unknown, string]> = [
      [
        [{ goal: 5, game: 'window-train', level: 4, accuracy: 80 }],
        'Please choose a short-term goal for the game target',
      ],
      [[{ goal: 0, game: 'chess', level: 4, accuracy: 80 }], 'Please choose a game'],
      [[{ goal: 0, game: 'window-train', level: 0, accuracy: 80 }], 'Level must be a whole number from 1 to 20'],
      [[{ goal: 0, game: 'window-train', level: 3, accuracy: 101 }], 'Accuracy must be a whole number from 0 to 100'],
      [
        [
          { goal: 0, game: 'window-train', level: 3, accuracy: 80 },
          { goal: 0, game: 'echo-drums', level: 3, accuracy: 80 },
        ],
        'A short-term goal can have one game target',
      ],
    ]
    for (const [goalGames, message] of cases) {
      const { status, body } = await updateMonth(iep, { target: 'T', goals: ['A', 'B'], goalGames }, 1)
      expect(status, message).toBe(400)
      expect((body as unknown as { message: string }).message).toBe(message)
    }
    const stored = (await plans()).find((plan) => plan._id === iep._id)
    expect(stored?.monthlyGoals[0].latest.version).toBe(1)
  })

  it('when the child plays the goal’s game in the month, then progress for that month gives the evidence', async () => {
    const gameId = await gameIdOf(server, 'window-train')
    const { sessionId } = await startSession(server, { token: cast.therapist.token, childId: cast.child._id, gameId })
    const trials: Array<[number, boolean]> = [
      [4, true],
      [4, true],
      [4, true],
      [4, false],
      [5, false],
    ]
    for (const [index, [level, correct]] of trials.entries()) {
      await sendTrial(server, {
        token: cast.therapist.token,
        sessionId,
        index,
        trial: trialBody({ level, correct, errorType: correct ? '' : 'order' }),
      })
    }
    await endSession(server, { token: cast.therapist.token, sessionId })
    const month = clinicToday().slice(0, 7)
    const { body } = await server.request<GameProgress[]>(`/api/games/progress/${cast.child._id}?month=${month}`, {
      token: cast.doctor.token,
    })
    const evidence = body.find((game) => game.slug === 'window-train')
    expect(evidence?.days).toEqual([{ date: clinicToday(), levelReached: 4, accuracy: 75, sessions: 1 }])
  })
})
