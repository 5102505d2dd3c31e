import { beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_PLAY_SETTINGS } from '@app/games/schema'
import { centreIdsByName } from '../support/accounts.ts'
import { gameIdOf } from '../support/games.ts'
import { assignedCast } from '../support/iep.ts'
import { sharedTestServer, type TestServer } from '../support/server.ts'

// Two adults at once (docs/api/games.md): a therapist and a parent change the child's settings, or the therapist
// the plan in two windows, from the same version. Nobody's change is lost without being told: a change of the same
// thing is refused with a message naming who made the other; changes of different things are both kept.
describe('games: settings and plan saved by two adults at once', () => {
  let server: TestServer
  let cast: Awaited<ReturnType<typeof assignedCast>>
  let windowTrain: string
  let echoDrums: string
  const settingsPath = () => `/api/games/children/${cast.child._id}/settings`
  const planPath = () => `/api/games/children/${cast.child._id}/plan`
  type Answer = { status: number; body: { message?: string; version?: number } & Record<string, unknown> }
  const put = (path: string, token: string, json: unknown) =>
    server.request(path, { method: 'PUT', json, token }) as Promise<Answer>
  const read = async (path: string) =>
    (await server.request(path, { token: cast.therapist.token })).body as Record<string, unknown> & {
      version: number
    }

  beforeAll(async () => {
    server = await sharedTestServer()
    const centres = await centreIdsByName(server)
    cast = await assignedCast(server, centres['Barkatpura Centre'])
    ;[windowTrain, echoDrums] = await Promise.all([gameIdOf(server, 'window-train'), gameIdOf(server, 'echo-drums')])
  })

  it('when both change the same setting from the same version at once, then one is kept and the other is told who changed it', async () => {
    const before = await read(settingsPath())
    expect(before).toEqual({ ...DEFAULT_PLAY_SETTINGS, version: 0 })
    const [parent, therapist] = await Promise.all([
      put(settingsPath(), cast.parent.token, { sound: 'off', baseVersion: 0 }),
      put(settingsPath(), cast.therapist.token, { sound: 'voice', baseVersion: 0 }),
    ])
    expect([parent.status, therapist.status].sort()).toEqual([200, 409])
    const [kept, refused] = parent.status === 200 ? [parent, therapist] : [therapist, parent]
    const keptSound = kept === parent ? 'off' : 'voice'
    expect(refused.body.message).toBe(
      `${kept === parent ? 'The child’s parent' : 'The child’s therapist'} changed this setting while you were choosing. Their choice is shown now: choose again to change it.`,
    )
    expect(kept.body).toEqual({
      message: 'Settings saved',
      settings: { ...DEFAULT_PLAY_SETTINGS, sound: keptSound },
      version: 1,
    })
    expect(await read(settingsPath())).toEqual({ ...DEFAULT_PLAY_SETTINGS, sound: keptSound, version: 1 })
    // Told, the other chooses again from the version now shown, and that change is kept.
    const again = await put(settingsPath(), refused === parent ? cast.parent.token : cast.therapist.token, {
      sound: 'soft',
      baseVersion: 1,
    })
    expect([again.status, again.body.version]).toEqual([200, 2])
    expect((await read(settingsPath())).sound).toBe('soft')
  })

  it('when they change different settings from the same version at once, then both changes are kept', async () => {
    const { version } = await read(settingsPath())
    const [parent, therapist] = await Promise.all([
      put(settingsPath(), cast.parent.token, { motion: 'none', baseVersion: version }),
      put(settingsPath(), cast.therapist.token, {
        targetSize: 'extra-large',
        highContrast: true,
        baseVersion: version,
      }),
    ])
    expect([parent.status, therapist.status]).toEqual([200, 200])
    expect(await read(settingsPath())).toEqual({
      ...DEFAULT_PLAY_SETTINGS,
      sound: 'soft',
      motion: 'none',
      targetSize: 'extra-large',
      highContrast: true,
      version: version + 2,
    })
  })

  it('when the therapist saves the plan in two windows at once, different parts are both kept, the same part is refused', async () => {
    const { version } = await read(planPath())
    const [homeGames, levels] = await Promise.all([
      put(planPath(), cast.therapist.token, { homeGameIds: [windowTrain], baseVersion: version }),
      put(planPath(), cast.therapist.token, { startLevels: { 'echo-drums': 3 }, baseVersion: version }),
    ])
    expect([homeGames.status, levels.status]).toEqual([200, 200])
    expect(await read(planPath())).toEqual({
      homeGameIds: [windowTrain],
      startLevels: { 'echo-drums': 3 },
      version: version + 2,
    })
    // The first window, still at the old version, changes the start levels too: refused, and nothing changes.
    const stale = await put(planPath(), cast.therapist.token, {
      homeGameIds: [windowTrain, echoDrums],
      startLevels: { 'window-train': 5 },
      baseVersion: version + 1,
    })
    expect([stale.status, stale.body.message]).toEqual([
      409,
      'You (in another window) changed the game plan while you were editing it. It has been reloaded and your changes are still on screen: save again to keep them.',
    ])
    expect(await read(planPath())).toEqual({
      homeGameIds: [windowTrain],
      startLevels: { 'echo-drums': 3 },
      version: version + 2,
    })
    // The parent's settings saved meanwhile do not stand in the way of the plan (and the other way round).
    const settings = await put(settingsPath(), cast.parent.token, { celebration: 'stars', baseVersion: version })
    expect(settings.status).toBe(200)
    const plan = await put(planPath(), cast.therapist.token, { homeGameIds: [echoDrums], baseVersion: version + 2 })
    expect([plan.status, plan.body.plan]).toEqual([200, { homeGameIds: [echoDrums], startLevels: { 'echo-drums': 3 } }])
  })

  it('when a save names no version, or one the child’s row never had, then it is refused and nothing changes', async () => {
    const before = await read(settingsPath())
    const missing = await put(settingsPath(), cast.parent.token, { sound: 'off' })
    expect([missing.status, missing.body.message]).toEqual([400, 'Please reload and try again'])
    const ahead = await put(settingsPath(), cast.parent.token, { sound: 'off', baseVersion: before.version + 5 })
    expect(ahead.status).toBe(409)
    const noPlanVersion = await put(planPath(), cast.therapist.token, { homeGameIds: [] })
    expect(noPlanVersion.status).toBe(400)
    expect(await read(settingsPath())).toEqual(before)
  })
})
