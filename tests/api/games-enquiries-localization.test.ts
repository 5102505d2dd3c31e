import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { GAMES_SEED, type CatalogueGroup } from '@app/games'
import { QUESTION_SEED } from '@app/enquiries'
import { startTestServer } from '../support/server.ts'

const TELUGU = /[\u0C00-\u0C7F]/
const DEVANAGARI = /[\u0900-\u097F]/

describe('the games and the enquiry form in three languages (decision 063)', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>
  beforeAll(async () => {
    server = await startTestServer()
  })
  afterAll(async () => {
    await server?.stop()
  })

  it('when the catalogue and the form are read in a language, then they come in it, with English where a field has no translation', async () => {
    const { payload } = server
    const echo = (await payload.find({ collection: 'games', where: { slug: { equals: 'echo-drums' } }, depth: 0 }))
      .docs[0]
    await payload.update({ collection: 'games', id: echo.id, locale: 'hi', data: { description: '' } })
    try {
      const te = await server.request<CatalogueGroup[]>('/api/data/allgames?language=te')
      expect(te.status).toBe(200)
      const teGames = te.body.flatMap((group) => group.games)
      expect(teGames.find((game) => game.slug === 'window-train')?.name).toBe('కిటికీల రైలు')
      expect(teGames.every((game) => TELUGU.test(game.name) && TELUGU.test(game.description))).toBe(true)

      const hiGames = (await server.request<CatalogueGroup[]>('/api/data/allgames?language=hi')).body.flatMap(
        (group) => group.games,
      )
      const hiEcho = hiGames.find((game) => game.slug === 'echo-drums')
      expect(hiEcho?.name).toBe('ड्रम की गूँज')
      expect(hiEcho?.description).toBe(GAMES_SEED.find((game) => game.slug === 'echo-drums')?.description)

      const english = (await server.request<CatalogueGroup[]>('/api/data/allgames')).body.flatMap((g) => g.games)
      expect(english.map((game) => game.name)).toEqual(
        GAMES_SEED.map((game) => game.name).filter((name) => english.some((g) => g.name === name)),
      )
      expect((await server.request('/api/data/allgames?language=fr')).status).toBe(400)

      const programme = await server.request<{ name: string; intro: string; consentText: string }>(
        '/api/jwl/programme?language=hi',
      )
      expect(programme.body.name).toBe('अर्ली लर्निंग प्रोग्राम')
      expect(programme.body.intro).toMatch(DEVANAGARI)
      const questions = await server.request<Array<{ number: number; question: string; example: string }>>(
        '/api/jwl/jwlenquirequestions?language=te',
      )
      expect(questions.body).toHaveLength(QUESTION_SEED.length)
      expect(questions.body.every((q) => TELUGU.test(q.question) && TELUGU.test(q.example))).toBe(true)
      const englishQuestions = await server.request<Array<{ question: string }>>('/api/jwl/jwlenquirequestions')
      expect(englishQuestions.body.map((q) => q.question)).toEqual(QUESTION_SEED.map((q) => q.question))
    } finally {
      await payload.update({ collection: 'games', id: echo.id, locale: 'hi', data: { description: 'ड्रम की गूँज' } })
    }
  })
})
