import { randomUUID } from 'node:crypto'
import type { CatalogueGroup, GameSlug } from '@app/games/schema'
import type { startTestServer } from './server.ts'

type TestServer = Awaited<ReturnType<typeof startTestServer>>

/** The catalogue's game id of a slug, as the picker reads it. */
export async function gameIdOf(server: TestServer, slug: GameSlug): Promise<string> {
  const { body } = await server.request<CatalogueGroup[]>('/api/data/allgames')
  const game = body.flatMap((group) => group.games).find((one) => one.slug === slug)
  if (!game) throw new Error(`no game ${slug} in the catalogue`)
  return game.gameId
}

/** One trial as a game sends it. */
export function trialBody(overrides: Record<string, unknown> = {}) {
  return {
    level: 2,
    seed: 12345,
    response: { picked: ['cat', 'dog'] },
    correct: true,
    errorType: '',
    responseMs: 2300,
    replays: 0,
    elapsedSeconds: 4.5,
    ...overrides,
  }
}

/** Starts a session as the caller; answers the status, the answer and the session id sent. */
export async function startSession(
  server: TestServer,
  {
    token,
    childId,
    gameId,
    sessionId = randomUUID(),
  }: { token?: string; childId: string; gameId: string; sessionId?: string },
) {
  const { status, body } = await server.request<{ sessionId: string; startLevel: number; message?: string }>(
    '/api/games/sessions',
    { json: { sessionId, gameId, childId }, token },
  )
  return { status, body, sessionId }
}

/** Sends trial `index` of a session. */
export const sendTrial = (
  server: TestServer,
  {
    token,
    sessionId,
    index,
    trial = trialBody(),
  }: { token?: string; sessionId: string; index: number; trial?: unknown },
) =>
  server.request<{ message: string }>(`/api/games/sessions/${sessionId}/trials/${index}`, {
    method: 'PUT',
    json: trial,
    token,
  })

/** Ends a session. */
export const endSession = (
  server: TestServer,
  {
    token,
    sessionId,
    status = 'completed',
    elapsedSeconds = 30,
  }: { token?: string; sessionId: string; status?: string; elapsedSeconds?: number },
) =>
  server.request<{ message: string; session: Record<string, unknown> }>(`/api/games/sessions/${sessionId}/end`, {
    method: 'PUT',
    json: { status, elapsedSeconds },
    token,
  })
