import { beforeAll, describe, expect, it } from 'vitest'
import { GAME_SLUGS, type CatalogueGroup } from '@app/games/schema'
import { logger } from '@app/platform'
import { seedFirstStart } from '@app/server'
import { sharedTestServer, type TestServer } from '../support/server.ts'
import { testConfig } from '../support/test-config.ts'

// GET /api/data/allgames and the catalogue editors manage in /admin (docs/api/games.md).
describe('games: the catalogue', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await sharedTestServer()
  })

  const catalogue = async () => {
    const { status, body } = await server.request<CatalogueGroup[]>('/api/data/allgames')
    expect(status).toBe(200)
    return body
  }
  const cmsLogin = async (username: string) => {
    const { status, body } = await server.request<{ token: string }>('/cms-api/users/login', {
      json: { username, password: 'Demo@12345' },
    })
    expect(status).toBe(200)
    return body.token
  }

  it('when a visitor asks for the games, then the two groups come in order with four seeded games each, all active', async () => {
    const groups = await catalogue()
    expect(groups.map((group) => group.groupId)).toEqual([1, 2])
    expect(groups.flatMap((group) => group.games.map((game) => game.slug))).toEqual([...GAME_SLUGS])
    expect(groups[0].games.map((game) => game.name)).toEqual([
      'Window Train',
      'Join the Path',
      'Who Came First?',
      'Echo Drums',
    ])
    expect(groups[1].games.map((game) => game.name)).toEqual([
      'Pattern Grid',
      'Where Is It?',
      'Shape Detective',
      'Picture–Sentence Match',
    ])
    for (const game of groups.flatMap((group) => group.games)) {
      expect(game).toEqual({
        gameId: expect.any(String),
        slug: game.slug,
        name: expect.any(String),
        description: expect.stringMatching(/\w{3,}/),
        img: '',
        route: `/games/play/${game.slug}`,
        status: 'active',
      })
    }
  })

  it('when an editor switches a game inactive in /admin, then allgames shows it inactive; its slug and group cannot be edited', async () => {
    const token = await cmsLogin('demo-editor')
    const [, second] = await catalogue()
    const shape = second.games.find((game) => game.slug === 'shape-detective')!
    const { status } = await server.request(`/cms-api/games/${shape.gameId}`, {
      method: 'PATCH',
      authorization: `JWT ${token}`,
      json: { status: 'inactive', name: 'Shape Detective (resting)', slug: 'window-train', group: 1 },
    })
    expect(status).toBe(200)
    const after = (await catalogue())[1].games.find((game) => game.gameId === shape.gameId)
    expect(after).toMatchObject({ slug: 'shape-detective', status: 'inactive', name: 'Shape Detective (resting)' })
    // Back as it was, for the other tests of the run.
    await server.request(`/cms-api/games/${shape.gameId}`, {
      method: 'PATCH',
      authorization: `JWT ${token}`,
      json: { status: 'active', name: shape.name },
    })
    expect((await catalogue())[1].games.find((game) => game.gameId === shape.gameId)?.status).toBe('active')
  })

  it('when an editor gives a game a picture, then allgames answers its URL under /uploads', async () => {
    const token = await cmsLogin('demo-editor')
    const { docs } = await server.payload.find({ collection: 'media', limit: 1, depth: 0 })
    const [first] = await catalogue()
    const train = first.games[0]
    const { status } = await server.request(`/cms-api/games/${train.gameId}`, {
      method: 'PATCH',
      authorization: `JWT ${token}`,
      json: { picture: docs[0].id },
    })
    expect(status).toBe(200)
    expect((await catalogue())[0].games[0].img).toMatch(/^\/uploads\/.+\?v=/)
    await server.request(`/cms-api/games/${train.gameId}`, {
      method: 'PATCH',
      authorization: `JWT ${token}`,
      json: { picture: null },
    })
  })

  it('when a portal user or a visitor tries to change a game, or an editor to add or remove one, then nothing changes', async () => {
    const [first] = await catalogue()
    const train = first.games[0]
    const visitor = await server.request(`/cms-api/games/${train.gameId}`, {
      method: 'PATCH',
      json: { status: 'inactive' },
    })
    expect(visitor.status).toBe(403)
    const token = await cmsLogin('demo-editor')
    const added = await server.request('/cms-api/games', {
      authorization: `JWT ${token}`,
      json: { name: 'Extra', description: 'More', slug: 'window-train', status: 'active' },
    })
    expect(added.status).toBe(403)
    const removed = await server.request(`/cms-api/games/${train.gameId}`, {
      method: 'DELETE',
      authorization: `JWT ${token}`,
    })
    expect(removed.status).toBe(403)
    expect((await catalogue()).flatMap((group) => group.games)).toHaveLength(8)
  })

  it('when the server starts again, then the seed adds nothing and keeps the editors’ words', async () => {
    const before = await catalogue()
    await seedFirstStart({ payload: server.payload, config: testConfig(), log: logger, ...server.app.modules })
    expect(await catalogue()).toEqual(before)
    expect((await server.payload.count({ collection: 'games' })).totalDocs).toBe(8)
  })
})
