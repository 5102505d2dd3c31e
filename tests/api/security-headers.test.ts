import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { networkInterfaces, tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loginAs, startTestServer } from '../support/server.ts'

// Security headers on every kind of answer (docs/decisions/022-security-headers.md). The browser's side,
// that the pages work under their policies, is tests/e2e/security-headers-no-csp-violations.spec.ts.

/** A portal build in the shape portal/dist has: inline scripts in index.html and a prerendered login.html. */
const PRELOADS = `(function(t,p){console.log(t,p)})([["^/parentdashboard/?$",["/app/assets/children-X1.js"]]],location.pathname)`
const START_AFTER_PAINT = `(function(){var s=document.createElement('script');s.type='module';s.src='/app/assets/index-AbC.js';document.head.appendChild(s)})()`
const INDEX = `<!doctype html><html><head><script>${PRELOADS}</script><script type="module" crossorigin src="/app/assets/index-AbC.js"></script></head><body><div id="root"></div></body></html>`
const LOGIN = INDEX.replace(
  '<div id="root"></div>',
  `<fieldset disabled style="display:contents"><div id="root"><h1>Login</h1></div></fieldset><script>${START_AFTER_PAINT}</script>`,
)

const sha256 = (script: string) => `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`

/** The directives of a Content-Security-Policy header, by name. */
function directives(header: string | null): Map<string, string[]> {
  expect(header, 'a Content-Security-Policy header').toBeTruthy()
  return new Map(
    (header ?? '')
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name, ...sources]) => [name, sources] as [string, string[]]),
  )
}

/** What every answer carries, whatever it is. */
function expectCommonHeaders(headers: Headers) {
  expect(headers.get('x-content-type-options')).toBe('nosniff')
  expect(headers.get('x-frame-options')).toBe('DENY')
  expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
  expect(headers.get('x-powered-by')).toBeNull()
  expect(directives(headers.get('content-security-policy')).get('frame-ancestors')).toEqual(["'none'"])
  // Plain HTTP, no proxy: no HSTS.
  expect(headers.get('strict-transport-security')).toBeNull()
}

/** The inline scripts a page would run (data blocks such as JSON-LD and the site's data are not scripts). */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes]) => !/\bsrc=/.test(attributes) && !/type="application\/(ld\+)?json"/.test(attributes))
    .map(([, , body]) => body)
}

describe('security headers', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>
  let portalDir: string
  beforeAll(async () => {
    portalDir = mkdtempSync(path.join(tmpdir(), 'portal-dist-'))
    mkdirSync(path.join(portalDir, 'assets'))
    writeFileSync(path.join(portalDir, 'index.html'), INDEX)
    writeFileSync(path.join(portalDir, 'login.html'), LOGIN)
    writeFileSync(path.join(portalDir, 'prerendered-pages.json'), JSON.stringify({ '/login': { en: 'login.html' } }))
    writeFileSync(path.join(portalDir, 'assets', 'index-AbC.js'), 'export {}')
    server = await startTestServer({}, { withSite: true, portalDir })
  })
  afterAll(async () => {
    await server?.stop()
    rmSync(portalDir, { recursive: true, force: true })
  })

  it('when a site page is sent, then its CSP allows our files, its own inline script by hash, and YouTube’s player in a frame', async () => {
    const response = await fetch(`${server.url}/`)
    expect(response.status).toBe(200)
    expectCommonHeaders(response.headers)
    const csp = directives(response.headers.get('content-security-policy'))
    const html = await response.text()
    const scripts = inlineScripts(html)
    expect(scripts.length).toBeGreaterThan(0)
    expect(csp.get('script-src')).toEqual(["'self'", ...scripts.map(sha256)])
    expect(csp.get('script-src')).not.toContain("'unsafe-inline'")
    expect(csp.get('frame-src')).toEqual(['https://www.youtube-nocookie.com'])
    expect(csp.get('object-src')).toEqual(["'none'"])
    // The page's data reaches the browser as JSON, not as a script the policy would have to allow.
    expect(html).toMatch(/<script type="application\/json" id="site-data">\{/)
    expect(html).not.toContain('window.__SITE_DATA__')
  })

  it('when a portal page is sent, prerendered or not, then its CSP allows the build’s inline scripts by hash, and WebSockets to this host', async () => {
    for (const route of ['/login', '/parentdashboard']) {
      const response = await fetch(`${server.url}${route}`)
      expect(response.status, route).toBe(200)
      expectCommonHeaders(response.headers)
      const csp = directives(response.headers.get('content-security-policy'))
      const scripts = inlineScripts(await response.text())
      for (const script of scripts) expect(csp.get('script-src'), route).toContain(sha256(script))
      expect(csp.get('script-src')).toEqual([
        "'self'",
        "'wasm-unsafe-eval'",
        sha256(PRELOADS),
        sha256(START_AFTER_PAINT),
      ])
      expect(csp.get('connect-src')).toEqual(["'self'", `ws://${new URL(server.url).host}`])
      expect(csp.get('frame-src')).toEqual(['blob:'])
    }
  })

  it('when a portal asset is sent, then it has the common headers and a policy that allows nothing', async () => {
    const response = await fetch(`${server.url}/app/assets/index-AbC.js`)
    expect(response.status).toBe(200)
    expectCommonHeaders(response.headers)
    expect(directives(response.headers.get('content-security-policy')).get('default-src')).toEqual(["'none'"])
  })

  it('when /api answers an anonymous caller, then it has the common headers and may be kept', async () => {
    const { status, headers } = await server.request('/api/health')
    expect(status).toBe(200)
    expectCommonHeaders(headers)
    expect(directives(headers.get('content-security-policy')).get('default-src')).toEqual(["'none'"])
    expect(headers.get('cache-control')).toBeNull()
  })

  it('when /api answers a signed-in caller, then no browser or proxy may keep it, refusals included', async () => {
    const token = await loginAs(server.request, 'demo-parent')
    const me = await server.request('/api/users/me', { token })
    expect(me.status).toBe(200)
    expectCommonHeaders(me.headers)
    expect(me.headers.get('cache-control')).toBe('no-store')
    const refused = await server.request('/api/users/me', { token: 'not-a-token' })
    expect(refused.status).toBe(401)
    expect(refused.headers.get('cache-control')).toBe('no-store')
    const unknown = await server.request('/api/no/such/thing', { token })
    expect(unknown.status).toBe(404)
    expect(unknown.headers.get('cache-control')).toBe('no-store')
  })

  it('when the trusted proxy (on loopback) says the request came over HTTPS, then HSTS is sent; otherwise not', async () => {
    const overHttps = await server.request('/api/health', { headers: { 'X-Forwarded-Proto': 'https' } })
    expect(overHttps.headers.get('strict-transport-security')).toBe('max-age=31536000')
    const site = await fetch(`${server.url}/`, { headers: { 'X-Forwarded-Proto': 'https' } })
    expect(site.headers.get('strict-transport-security')).toBe('max-age=31536000')
    // Over HTTPS the WebSocket is wss:.
    const portal = await fetch(`${server.url}/login`, { headers: { 'X-Forwarded-Proto': 'https' } })
    expect(directives(portal.headers.get('content-security-policy')).get('connect-src')).toContain(
      `wss://${new URL(server.url).host}`,
    )
    const overHttp = await server.request('/api/health', { headers: { 'X-Forwarded-Proto': 'http' } })
    expect(overHttp.headers.get('strict-transport-security')).toBeNull()
  })
})

/** This machine's first address that is not loopback: a client there is not the trusted proxy. */
const outsideAddress = Object.values(networkInterfaces())
  .flat()
  .find((address) => address && address.family === 'IPv4' && !address.internal)?.address

describe('security headers from a client that is not the trusted proxy', () => {
  if (!outsideAddress && process.env.CI === 'true') throw new Error('this machine has no address outside loopback')
  if (!outsideAddress)
    console.warn('security headers: no address outside loopback; the untrusted-proxy test is skipped')

  it.skipIf(!outsideAddress)(
    'when a client that is not on loopback says X-Forwarded-Proto: https, then no HSTS is sent',
    async () => {
      const server = await startTestServer({ HOST: outsideAddress as string })
      try {
        const { port } = server.httpServer.address() as AddressInfo
        const response = await fetch(`http://${outsideAddress}:${port}/api/health`, {
          headers: { 'X-Forwarded-Proto': 'https' },
        })
        expect(response.status).toBe(200)
        expect(response.headers.get('x-content-type-options')).toBe('nosniff')
        expect(response.headers.get('strict-transport-security')).toBeNull()
      } finally {
        await server.stop()
      }
    },
  )
})
