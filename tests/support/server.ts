import { readFile } from 'node:fs/promises'
import { logger, type Clock } from '@app/platform'
import { startServer, type RunningServer } from '@app/server'
import { createSiteRenderer } from '@app/site'
import { DEMO_PASSWORD } from './seed-data.ts'
import { startSmtpServer, type TestSmtpServer } from './smtp.ts'
import { testConfig } from './test-config.ts'

export { DEMO_PASSWORD } from './seed-data.ts'

/**
 * The real app in this process on a free port, against the run's database (no admin panel or site build).
 * `env` overrides configuration the way environment variables would, e.g. `{ SMTP_URL: smtp.url }`.
 * `withSite` serves the public pages too, rendered from the site's source (no build needed);
 * `portalDir` serves a portal build of the test's own instead of portal/dist.
 * `seed` runs the first-start seed as `npm start` does. Off by default: every database a test server opens is the
 * run's seeded one or a copy of it (tests/support/global-setup.ts), where the seed's checks find everything and
 * write nothing, yet took about 1.3 s of each start (decision 066). The seed itself is tested where it is the
 * subject: the global setup's start, seed.test.ts, the content files, and the spawned first starts (lifecycle).
 */
export async function startTestServer(
  env: Record<string, string> = {},
  {
    clock,
    withSite = false,
    portalDir,
    seed = false,
  }: { clock?: Clock; withSite?: boolean; portalDir?: string; seed?: boolean } = {},
): Promise<RunningServer & { request: ApiRequest }> {
  const site = withSite ? await sourceSiteRenderer() : undefined
  const server = await startServer({
    config: testConfig(env),
    log: logger,
    withCms: false,
    withSite: false,
    site,
    clock,
    portalDir,
    seed,
  })
  return { ...server, request: apiRequester(server.url) }
}

export type TestServer = Awaited<ReturnType<typeof startTestServer>>

/** The worker's shared server, with the mail server it sends to. */
export type SharedTestServer = TestServer & { smtp: TestSmtpServer }

let workerServer: Promise<SharedTestServer> | undefined
/** Whose time the shared server reads: the file running now's clock, or real time. */
let currentClock: Clock = () => new Date()

/**
 * The one default server of this test worker, started by the first file that asks and left running until the
 * worker exits. Files of the `api-shared` project (vitest.config.ts) use it instead of a server of their own: they
 * run one after another without isolation in the same worker, so the server's import (about 4.6 s) and Payload's
 * start (about 2.3 s) are paid once per worker rather than once per file. It sends its mail to the worker's own
 * SMTP server (`smtp`; a file reads the mail of the addresses it made, never the whole mailbox), and reads the time
 * from the `clock` of the file that asked last (real time when none is given), so each file starts from its own
 * time. Such a file must not stop it, and must not depend on in-memory state a server of its own would start with
 * (rate-limit counters, caches).
 */
export function sharedTestServer({ clock }: { clock?: Clock } = {}): Promise<SharedTestServer> {
  currentClock = clock ?? (() => new Date())
  workerServer ??= (async () => {
    const smtp = await startSmtpServer()
    const server = await startTestServer({ SMTP_URL: smtp.url }, { clock: () => currentClock() })
    return Object.assign(server, { smtp })
  })()
  return workerServer
}

export interface ApiResponse<T = Record<string, unknown>> {
  status: number
  body: T
  headers: Headers
}

export type ApiRequest = <T = Record<string, unknown>>(
  path: string,
  options?: {
    method?: string
    token?: string
    authorization?: string
    json?: unknown
    rawBody?: string
    /** Extra headers, e.g. X-Forwarded-For to act as another client address (the app trusts loopback). */
    headers?: Record<string, string>
  },
) => Promise<ApiResponse<T>>

/** Requests to a server at `baseUrl` (an in-process one, or a spawned process's address). */
export function apiRequester(baseUrl: string): ApiRequest {
  return async (path, { method, token, authorization, json, rawBody, headers: extraHeaders } = {}) => {
    const headers: Record<string, string> = { ...extraHeaders }
    if (token) headers.authorization = `Bearer ${token}`
    if (authorization) headers.authorization = authorization
    if (json !== undefined || rawBody !== undefined) headers['content-type'] = 'application/json'
    const response = await fetch(`${baseUrl}${path}`, {
      method: method ?? (json !== undefined || rawBody !== undefined ? 'POST' : 'GET'),
      headers,
      body: rawBody ?? (json !== undefined ? JSON.stringify(json) : undefined),
    })
    const text = await response.text()
    let body: unknown = text
    try {
      body = JSON.parse(text)
    } catch {
      // Not JSON: the test asserting on it will say so.
    }
    return { status: response.status, body: body as never, headers: response.headers }
  }
}

/** Signs in and returns the token. */
export async function loginAs(request: ApiRequest, username: string, password = DEMO_PASSWORD): Promise<string> {
  const { status, body } = await request<{ token: string }>('/api/users/login', { json: { username, password } })
  if (status !== 200) throw new Error(`login as ${username} failed with ${status}: ${JSON.stringify(body)}`)
  return body.token
}

/** The claims inside a token, read the way the portal reads them. */
export function decodeToken(token: string): {
  user: { _id: string; role: string; centreId: string | null }
  exp: number
} {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'))
}

/** The public site rendered from its source files, as the built one would render it. */
async function sourceSiteRenderer() {
  const entry = await import('../../site/src/entry-server.tsx')
  const template = await readFile(new URL('../../site/index.html', import.meta.url), 'utf8')
  return createSiteRenderer({ entry, template })
}
