import { Readable } from 'node:stream'
import type { ReadableStream as WebReadableStream } from 'node:stream/web'
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from 'express'
import { handleEndpoints, type Payload } from 'payload'
import { clientIp, requestOrigin, type Logger } from '@app/platform'

/** Where Payload's REST API answers (`routes.api` in cms/payload.config.ts). */
export const CMS_API_PATHS = ['/cms-api', '/cms-api/*rest']

// Hop-by-hop headers belong to one connection, not to the message (RFC 9110 §7.6.1).
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection'])

/**
 * Payload's REST API (`/cms-api`, used by the admin panel) served by Express through Payload's own
 * `handleEndpoints`, the function Next's route handler wraps (decision 020). So it needs no Next build, answers in
 * API tests like any other route, and:
 * - Payload sees the client's address as Express determined it (trusted proxy only), as the one value of
 *   `X-Forwarded-For`, so the users collection's endpoints throttle and audit by the real client;
 * - a path Payload has no REST API for (a collection with `endpoints: false`, such as `payload-migrations`) answers
 *   404 `{ message }`, where Payload answers 501 naming the URL it was handed.
 */
export function cmsApi({ payload, log }: { payload: Payload; log: Logger }): RequestHandler {
  const { localization } = payload.config
  const defaultLocale = localization ? localization.defaultLocale : undefined
  return async (req, res, next) => {
    try {
      const response = await handleEndpoints({ config: payload.config, request: fetchRequestOf(req, defaultLocale) })
      if (response.status === 501) {
        await response.body?.cancel()
        res.status(404).json({ message: `No API route for ${req.method} ${req.path}` })
        return
      }
      if (response.status >= 500) log.error({ method: req.method, path: req.path, status: response.status }, 'cms-api')
      await send(response, req, res)
    } catch (error) {
      next(error)
    }
  }
}

/**
 * The request as Payload's handler takes it. A call that names no `locale` reads and writes the default one
 * (English): with the config's fallback off (decision 063), Payload would otherwise leave the request without a
 * locale, and a query on a localised field fails with a 500.
 */
function fetchRequestOf(req: ExpressRequest, defaultLocale: string | undefined): Request {
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || HOP_BY_HOP.has(name)) continue
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one)
  }
  // Whatever chain the client sent is replaced by the address Express trusts.
  headers.set('x-forwarded-for', clientIp(req))
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD'
  const url = new URL(`${requestOrigin(req)}${req.originalUrl}`)
  if (defaultLocale && !url.searchParams.has('locale')) url.searchParams.set('locale', defaultLocale)
  return new Request(url, {
    method: req.method,
    headers,
    body: hasBody ? (Readable.toWeb(req) as ReadableStream<Uint8Array>) : undefined,
    // Node's fetch needs this for a streamed request body.
    duplex: hasBody ? 'half' : undefined,
  } as RequestInit)
}

async function send(response: Response, req: ExpressRequest, res: ExpressResponse): Promise<void> {
  res.status(response.status)
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie' && !HOP_BY_HOP.has(name)) res.setHeader(name, value)
  })
  const cookies = response.headers.getSetCookie()
  if (cookies.length > 0) res.setHeader('set-cookie', cookies)
  if (!response.body || req.method === 'HEAD') {
    await response.body?.cancel()
    res.end()
    return
  }
  await new Promise<void>((resolve, reject) => {
    Readable.fromWeb(response.body as WebReadableStream<Uint8Array>)
      .on('error', reject)
      .pipe(res)
      .on('finish', resolve)
      .on('close', resolve)
  })
}
