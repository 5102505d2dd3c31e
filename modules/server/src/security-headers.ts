import { createHash, randomBytes } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Request, RequestHandler, Response } from 'express'
import helmet, { contentSecurityPolicy } from 'helmet'

// The policies and why each source is in them: docs/decisions/022-security-headers.md.

/** HSTS for a year, sent only on HTTPS (the connection's, or a trusted proxy's X-Forwarded-Proto). */
export const HSTS = 'max-age=31536000'

/** Where the videos page's player comes from, once a visitor clicks a thumbnail (site/src/features/media). */
export const YOUTUBE_EMBED_ORIGIN = 'https://www.youtube-nocookie.com'

/** Every answer: one policy the surfaces below replace with their own. Nothing may load, nothing may frame it. */
const NOTHING = { defaultSrc: ["'none'"], frameAncestors: ["'none'"], baseUri: ["'none'"], formAction: ["'none'"] }

/**
 * The headers every answer carries, the API's JSON and the 404s included: helmet's set without its
 * CSP (the surfaces set theirs) and without its HSTS (sent only over HTTPS, below), framing refused,
 * referrers cut to the origin across sites, and a CSP that allows nothing for answers that are not pages.
 * None of them depends on the request, so helmet runs once, here, and each answer gets the headers it
 * wrote (helmet's dozen middlewares and the CSP's string building were about 4 % of an API read's CPU).
 */
export function baseSecurityHeaders(): RequestHandler {
  const common = helmet({
    contentSecurityPolicy: false,
    strictTransportSecurity: false,
    xFrameOptions: { action: 'deny' },
    // YouTube's embedded player refuses to play without a referrer; the origin is all it gets.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  })
  const nothing = contentSecurityPolicy({ useDefaults: false, directives: NOTHING })
  const set = new Map<string, string>()
  const removed = new Set<string>()
  const recorder = {
    setHeader(name: string, value: unknown) {
      set.set(name, String(value))
      removed.delete(name.toLowerCase())
    },
    removeHeader(name: string) {
      set.delete(name)
      removed.add(name.toLowerCase())
    },
  } as unknown as ServerResponse
  const request = { headers: {} } as IncomingMessage
  const fail = (error?: unknown) => {
    if (error) throw error
  }
  common(request, recorder, fail)
  nothing(request, recorder, fail)
  const headers = [...set]
  const unset = [...removed]
  return (req, res, next) => {
    for (const name of unset) res.removeHeader(name)
    for (const [name, value] of headers) res.setHeader(name, value)
    // Express decides `secure` from `trust proxy`: X-Forwarded-Proto counts only from the trusted proxy.
    if (req.secure) res.setHeader('Strict-Transport-Security', HSTS)
    next()
  }
}

/** `'sha256-…'` sources for the inline scripts of an HTML document our build wrote (data blocks are not scripts). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = []
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/\bsrc\s*=/i.test(attributes)) continue
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase()
    if (type && type !== 'module' && type !== 'text/javascript' && type !== 'application/javascript') continue
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`)
  }
  return [...new Set(hashes)]
}

/**
 * The page's own host as a WebSocket origin (Socket.IO upgrades to it). CSP Level 3 browsers let
 * `'self'` match it; older Safari does not. A Host header that is not a plain host[:port] adds nothing.
 */
function ownWebSocketOrigin(req: IncomingMessage): string {
  const request = req as Request
  const host = request.get('host') ?? ''
  if (!/^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i.test(host)) return "'self'"
  return `${request.secure ? 'wss' : 'ws'}://${host.toLowerCase()}`
}

/** Sources shared by the three surfaces. */
const PAGE_BASE = {
  defaultSrc: ["'self'"],
  // Before script-src-attr: Next.js takes its nonce from the first directive that starts with "script-src".
  scriptSrc: ["'self'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  objectSrc: ["'none'"],
  scriptSrcAttr: ["'none'"],
  // style attributes (React's style prop, rendered on the server) may be inline; <style> elements may
  // not. Browsers without the -elem/-attr directives fall back to style-src.
  styleSrc: ["'self'", "'unsafe-inline'"],
  styleSrcElem: ["'self'"],
  styleSrcAttr: ["'unsafe-inline'"],
  imgSrc: ["'self'"],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  manifestSrc: ["'self'"],
  mediaSrc: ["'self'"],
  workerSrc: ["'none'"],
  frameSrc: ["'none'"],
}

/** The public site: its scripts are files, plus the template's inline ones by hash; the videos page frames YouTube. */
export function siteContentSecurityPolicy(scriptHashes: string[]): RequestHandler {
  return contentSecurityPolicy({
    useDefaults: false,
    directives: {
      ...PAGE_BASE,
      scriptSrc: ["'self'", ...scriptHashes],
      frameSrc: [YOUTUBE_EMBED_ORIGIN],
    },
  })
}

/**
 * The portal: its scripts are files, plus the build's inline ones by hash (read when the first page is
 * sent); Socket.IO's WebSocket; the appointment summary PDF shown in a frame from a blob: URL; WebAssembly for
 * the PDF writer. Session and
 * enquiry videos stream from same-origin signed links (docs/decisions/029), so media needs only 'self'.
 */
export function portalContentSecurityPolicy(scriptHashes: () => string[]): RequestHandler {
  return contentSecurityPolicy({
    useDefaults: false,
    directives: {
      ...PAGE_BASE,
      // 'wasm-unsafe-eval' lets the PDF writer compile HarfBuzz's WebAssembly (decision 046); it allows no JS eval.
      scriptSrc: ["'self'", "'wasm-unsafe-eval'", () => scriptHashes().join(' ') || "'self'"],
      connectSrc: ["'self'", ownWebSocketOrigin],
      frameSrc: ['blob:'],
      // The favicon, and the language switcher's two small faces, are inlined in the page and its stylesheet
      // (decision 067): each was a request of its own on a phone's six connections.
      imgSrc: ["'self'", 'data:'],
      fontSrc: ["'self'", 'data:'],
      mediaSrc: ["'self'"],
    },
  })
}

/**
 * The admin panel (Next.js): its inline scripts change with every answer, so each request gets a nonce.
 * Next.js reads it from the request's own Content-Security-Policy header and puts it on every script it
 * writes. Payload's UI and its libraries write <style> elements and style attributes at run time, so
 * styles may be inline there.
 */
export function adminContentSecurityPolicy(): RequestHandler {
  const nonceOf = (res: ServerResponse) => (res as Response).locals.cspNonce as string
  const policy = contentSecurityPolicy({
    useDefaults: false,
    directives: {
      ...PAGE_BASE,
      scriptSrc: ["'self'", (_req, res) => `'nonce-${nonceOf(res)}'`],
      styleSrcElem: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      mediaSrc: ["'self'", 'blob:'],
    },
  })
  return (req, res, next) => {
    res.locals.cspNonce = randomBytes(16).toString('base64')
    policy(req, res, (error?: unknown) => {
      if (error) return next(error)
      req.headers['content-security-policy'] = String(res.getHeader('Content-Security-Policy'))
      next()
    })
  }
}

/** Whether a request is signed in, or says it is: a bearer token, or the admin panel's session cookie. */
const carriesCredentials = (req: IncomingMessage) =>
  Boolean(req.headers.authorization) || /(?:^|;\s*)payload-token=/.test(req.headers.cookie ?? '')

/** Answers to signed-in requests are for that caller only: no browser or proxy may keep them. */
export function noStoreWhenSignedIn(): RequestHandler {
  return (req, res, next) => {
    if (carriesCredentials(req)) res.setHeader('Cache-Control', 'no-store')
    next()
  }
}
