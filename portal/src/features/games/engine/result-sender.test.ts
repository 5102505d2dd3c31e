import type { TrialInput } from '@app/games/schema'
import { describe, expect, it } from 'vitest'
import { createResultSender, type SendRequest, type Transport } from './result-sender'

const SESSION = '3f1c2b9e-8d4a-4c6b-9a7e-2b5d8f1e0c3a'
const trial = (level: number): TrialInput => ({
  level,
  seed: 42 + level,
  response: ['a', 'b'],
  correct: true,
  errorType: '',
  responseMs: 1500,
  replays: 0,
  elapsedSeconds: 3,
})

class HttpError extends Error {
  constructor(readonly status: number) {
    super(`HTTP ${status}`)
  }
}

/**
 * A stand-in for the games API's write rules: the session and each trial keyed by (sessionId, index), so a repeat
 * stores nothing twice. `failures` makes the next requests fail: 'lost' stores the write but loses the answer
 * (a timeout after the server saved), 'network' never reaches it.
 */
function fakeServer() {
  const sessions = new Set<string>()
  const trials = new Map<string, unknown>()
  const ends: unknown[] = []
  const requests: SendRequest[] = []
  const failures: Array<'lost' | 'network' | 500 | 403> = []
  const store = (request: SendRequest) => {
    if (request.method === 'POST') sessions.add((request.body as { sessionId: string }).sessionId)
    else if (request.path.endsWith('/end')) ends.push(request.body)
    else trials.set(request.path, request.body)
  }
  const transport: Transport = async (request) => {
    requests.push(request)
    const failure = failures.shift()
    if (failure === 'network') throw new TypeError('Failed to fetch')
    if (typeof failure === 'number') throw new HttpError(failure)
    store(request)
    if (failure === 'lost') throw new TypeError('Failed to fetch')
    return request.method === 'POST' ? { sessionId: SESSION, startLevel: 3 } : null
  }
  return { transport, sessions, trials, ends, requests, failures }
}

const noWait = () => Promise.resolve()

/** A sender for the test session, retrying without waiting. */
const senderOn = (transport: Transport) =>
  createResultSender({ transport, sessionId: SESSION, gameId: 'g1', childId: 'c1', wait: noWait })

describe('the result sender', () => {
  it('starts the session and answers the start level', async () => {
    const server = fakeServer()
    const sender = senderOn(server.transport)
    expect(await sender.start()).toEqual({ sessionId: SESSION, startLevel: 3 })
    expect(server.requests[0]).toMatchObject({
      path: '/api/games/sessions',
      method: 'POST',
      body: { sessionId: SESSION, gameId: 'g1', childId: 'c1' },
    })
  })

  it('retries a trial whose answer was lost with the same index and body, and the server keeps it once', async () => {
    const server = fakeServer()
    const sender = senderOn(server.transport)
    await sender.start()
    server.failures.push('lost', 'network', 500)
    expect(await sender.sendTrial(0, trial(3))).toBe(true)
    const puts = server.requests.filter((request) => request.method === 'PUT')
    expect(puts).toHaveLength(4)
    expect(new Set(puts.map((request) => request.path))).toEqual(new Set([`/api/games/sessions/${SESSION}/trials/0`]))
    expect(new Set(puts.map((request) => JSON.stringify(request.body))).size).toBe(1)
    expect(server.trials.size).toBe(1)
  })

  it('sends trials in order and the end after them, each once', async () => {
    const server = fakeServer()
    const sender = senderOn(server.transport)
    void sender.start()
    void sender.sendTrial(0, trial(1))
    void sender.sendTrial(1, trial(2))
    await sender.end('completed', 30)
    expect(server.requests.map((request) => request.path.replace(`/api/games/sessions/${SESSION}`, ''))).toEqual([
      '/api/games/sessions',
      '/trials/0',
      '/trials/1',
      '/end',
    ])
    expect(server.ends).toEqual([{ status: 'completed', elapsedSeconds: 30 }])
    await sender.end('stopped', 31)
    expect(server.ends).toHaveLength(1)
  })

  it('gives up on a refusal (403) without retrying, and sends nothing more when the session was refused', async () => {
    const server = fakeServer()
    const sender = senderOn(server.transport)
    server.failures.push(403)
    expect(await sender.start()).toBeNull()
    expect(await sender.sendTrial(0, trial(1))).toBe(false)
    await sender.end('completed', 5)
    sender.endOnPageHide(6)
    expect(server.requests).toHaveLength(1)
  })

  it('stops retrying after the last delay', async () => {
    const server = fakeServer()
    const sender = createResultSender({
      transport: server.transport,
      sessionId: SESSION,
      gameId: 'g1',
      childId: 'c1',
      wait: noWait,
      retryDelaysMs: [1, 1],
    })
    await sender.start()
    server.failures.push('network', 'network', 'network')
    expect(await sender.sendTrial(0, trial(1))).toBe(false)
    expect(server.requests.filter((request) => request.method === 'PUT')).toHaveLength(3)
  })

  it("a closing tab ends the session 'stopped' with a request that outlives the page, once", async () => {
    const server = fakeServer()
    const sender = senderOn(server.transport)
    await sender.start()
    sender.endOnPageHide(12.5)
    sender.endOnPageHide(13)
    await sender.end('completed', 14)
    const ends = server.requests.filter((request) => request.path.endsWith('/end'))
    expect(ends).toEqual([
      {
        path: `/api/games/sessions/${SESSION}/end`,
        method: 'PUT',
        body: { status: 'stopped', elapsedSeconds: 12.5 },
        keepalive: true,
      },
    ])
  })

  it('a tab closed as soon as "All done" shows sends the last trial and the completed end it had not sent yet', async () => {
    const server = fakeServer()
    // The server answers only when told to: the queue is still busy with the first trial when the tab closes.
    const answers: Array<() => void> = []
    const slowTransport: Transport = async (request) => {
      if (request.method !== 'POST' && !request.keepalive) await new Promise<void>((resolve) => answers.push(resolve))
      return server.transport(request)
    }
    const sender = senderOn(slowTransport)
    await sender.start()
    void sender.sendTrial(0, trial(1))
    void sender.sendTrial(1, trial(2))
    void sender.end('completed', 20)
    await Promise.resolve()
    sender.endOnPageHide(21)
    await new Promise((resolve) => setTimeout(resolve, 0))
    const sentAsThePageWent = server.requests.filter((request) => request.keepalive)
    expect(sentAsThePageWent.map(({ path, body }) => [path, body])).toEqual([
      [`/api/games/sessions/${SESSION}/trials/0`, trial(1)],
      [`/api/games/sessions/${SESSION}/trials/1`, trial(2)],
      [`/api/games/sessions/${SESSION}/end`, { status: 'completed', elapsedSeconds: 20 }],
    ])
    expect(server.ends).toEqual([{ status: 'completed', elapsedSeconds: 20 }])
    expect([...server.trials.keys()]).toHaveLength(2)
    for (const answer of answers) answer()
  })
})
