import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { request, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { portalAssets, portalIndex } from './portal-assets.ts'

const SCRIPT = `console.log(${JSON.stringify('portal '.repeat(400))})`
const INDEX = `<!doctype html><title>Portal</title>${'<!-- padding -->'.repeat(100)}`

let dir: string
let server: Server
let base: string

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'portal-assets-'))
  mkdirSync(path.join(dir, 'assets'))
  const write = (name: string, content: string) => {
    writeFileSync(path.join(dir, name), content)
    writeFileSync(path.join(dir, `${name}.br`), brotliCompressSync(content))
    writeFileSync(path.join(dir, `${name}.gz`), gzipSync(content))
  }
  write('assets/index-AbC123.js', SCRIPT)
  write('index.html', INDEX)
  write('login.html', INDEX.replace('<title>', '<title>prerendered login '))
  write('login.te.html', INDEX.replace('<title>', '<title>prerendered login in Telugu '))
  write('index.te.html', INDEX.replace('<title>', '<title>with the first Telugu catalogues '))
  // What portal/prerender-pages.ts writes: each prerendered route's file in each language. The Hindi page is named
  // but missing, as in a build that failed half-way: the English one is sent.
  writeFileSync(
    path.join(dir, 'prerendered-pages.json'),
    JSON.stringify({
      '/login': { en: 'login.html', te: 'login.te.html', hi: 'login.hi.html' },
      '*': { en: 'index.html', te: 'index.te.html', hi: 'index.hi.html' },
    }),
  )
  writeFileSync(path.join(dir, 'assets/tiny-Zz9.js'), 'export{}')
  // What portal/route-preloads.ts writes: the app's own chunks, and each route pattern with its screen's chunks.
  writeFileSync(
    path.join(dir, 'route-preloads.json'),
    JSON.stringify({
      entry: ['/app/assets/react-R1.js', '/app/assets/index-AbC123.js'],
      routes: [
        ['^/parentdashboard/bookappointment', ['/app/assets/layout-A1.js', '/app/assets/booking-B2.js']],
        ['^/parentdashboard/?$', ['/app/assets/layout-A1.js', '/app/assets/children-C3.js']],
      ],
    }),
  )
  // What portal/prerender-pages.ts writes: the paths of the router's pages.
  writeFileSync(
    path.join(dir, 'portal-paths.json'),
    JSON.stringify([
      '/login',
      '/register',
      '/parentdashboard',
      '/parentdashboard/',
      '/parentdashboard/bookappointment',
      '/parentdashboard/child/$childId',
      '/parentdashboard/$',
      '/profile',
    ]),
  )
  const app = express()
  app.use('/app', portalAssets(dir))
  app.get(['/login{/*rest}', '/register', '/parentdashboard{/*rest}', '/profile{/*rest}'], portalIndex(dir))
  server = app.listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
  rmSync(dir, { recursive: true, force: true })
})

/** A GET with exactly these headers (fetch would add its own Accept-Encoding and decompress). */
function get(pathname: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      const req = request(`${base}${pathname}`, { headers }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
      })
      req.on('error', reject)
      req.end()
    },
  )
}

describe('the portal build served precompressed', () => {
  it('when the browser accepts brotli, then a hashed script comes as brotli, cached for a year, varying by encoding', async () => {
    const res = await get('/app/assets/index-AbC123.js', { 'Accept-Encoding': 'gzip, deflate, br' })
    expect(res.status).toBe(200)
    expect(res.headers['content-encoding']).toBe('br')
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8')
    expect(res.headers.vary).toBe('Accept-Encoding')
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(res.body.length).toBeLessThan(SCRIPT.length / 4)
  })

  it('when the browser accepts only gzip, then the gzip copy is sent', async () => {
    const res = await get('/app/assets/index-AbC123.js', { 'Accept-Encoding': 'gzip' })
    expect(res.headers['content-encoding']).toBe('gzip')
    expect(res.headers.vary).toBe('Accept-Encoding')
  })

  it('when the browser accepts no compression, or the file has no compressed copy, then the file goes as it is', async () => {
    const plain = await get('/app/assets/index-AbC123.js')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.toString()).toBe(SCRIPT)
    const tiny = await get('/app/assets/tiny-Zz9.js', { 'Accept-Encoding': 'br' })
    expect(tiny.headers['content-encoding']).toBeUndefined()
    expect(tiny.body.toString()).toBe('export{}')
  })

  it('when a portal route is opened, then index.html comes compressed and must be revalidated every time', async () => {
    const res = await get('/login', { 'Accept-Encoding': 'br' })
    expect(res.status).toBe(200)
    expect(res.headers['content-encoding']).toBe('br')
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(res.headers['cache-control']).toBe('no-cache')
    expect(res.headers.vary).toBe('Accept-Encoding, Cookie')
    // index.html too has a copy in each language (below).
    expect((await get('/parentdashboard', { 'Accept-Encoding': 'br' })).headers.vary).toBe('Accept-Encoding, Cookie')
  })

  it('when the device chose Telugu for the portal, then /login comes prerendered in Telugu, in English otherwise', async () => {
    const telugu = await get('/login', { Cookie: 'site_lang=te; portal_lang=te', 'Accept-Encoding': 'br' })
    expect(telugu.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(telugu.body).toString()).toContain('prerendered login in Telugu')
    // Hindi was chosen but this build has no Hindi login: the English one, never a 404.
    expect((await get('/login', { Cookie: 'portal_lang=hi' })).body.toString()).toContain('prerendered login Portal')
    // Only the portal's own cookie counts, and only a language the portal speaks.
    for (const cookie of ['site_lang=te', 'portal_lang=xx', 'portal_lang=te-IN', 'xportal_lang=te'])
      expect((await get('/login', { Cookie: cookie })).body.toString(), cookie).toContain('prerendered login Portal')
  })

  it('when the device chose Telugu, then every other page is index.html with the first Telugu catalogues in it', async () => {
    const home = await get('/parentdashboard', { Cookie: 'portal_lang=te', 'Accept-Encoding': 'br' })
    expect(home.headers['content-encoding']).toBe('br')
    expect(home.headers['cache-control']).toBe('no-cache')
    expect(brotliDecompressSync(home.body).toString()).toContain('with the first Telugu catalogues')
    expect((await get('/register', { Cookie: 'portal_lang=te' })).body.toString()).toContain('first Telugu')
    // With the route's Link header as in English.
    expect(home.headers.link).toBe((await get('/parentdashboard')).headers.link)
    // English, a language the build wrote no copy for (Hindi here), or another cookie: index.html.
    for (const cookie of ['portal_lang=en', 'portal_lang=hi', 'site_lang=te'])
      expect((await get('/parentdashboard', { Cookie: cookie })).body.toString(), cookie).toBe(INDEX)
    // A path that is no page: index.html with its 404, whatever the language.
    expect((await get('/profile/nothing', { Cookie: 'portal_lang=te' })).body.toString()).toBe(INDEX)
  })

  it('when /login was prerendered by the build, then /login gets that page and other routes index.html', async () => {
    const login = await get('/login')
    expect(login.body.toString()).toContain('prerendered login')
    expect(login.headers['cache-control']).toBe('no-cache')
    expect((await get('/register')).body.toString()).toBe(INDEX)
    expect((await get('/parentdashboard')).body.toString()).toBe(INDEX)
  })

  it("when a signed-in screen is opened, then the Link header names the app's chunks first, then its screen's", async () => {
    const app =
      '</app/assets/react-R1.js>; rel=modulepreload; crossorigin, </app/assets/index-AbC123.js>; rel=modulepreload; crossorigin'
    expect((await get('/parentdashboard/BookAppointment')).headers.link).toBe(
      `${app}, </app/assets/layout-A1.js>; rel=modulepreload; crossorigin, </app/assets/booking-B2.js>; rel=modulepreload; crossorigin`,
    )
    expect((await get('/parentdashboard/')).headers.link).toBe(
      `${app}, </app/assets/layout-A1.js>; rel=modulepreload; crossorigin, </app/assets/children-C3.js>; rel=modulepreload; crossorigin`,
    )
    // A page of no listed route names the app's chunks only; a prerendered page (its scripts are in its own HTML)
    // names none.
    expect((await get('/profile')).headers.link).toBe(app)
    expect((await get('/login')).headers.link).toBeUndefined()
  })

  it('when a path leaves the build or names no file, then nothing is sent from outside it', async () => {
    expect((await get('/app/assets/..%2f..%2fetc%2fpasswd', { 'Accept-Encoding': 'br' })).status).toBe(404)
    expect((await get('/app/assets/missing-1.js', { 'Accept-Encoding': 'br' })).status).toBe(404)
  })

  it("when a path under the portal's prefixes is no page of its router, then index.html comes with status 404", async () => {
    for (const pathname of ['/profile/nothing', '/Profile/a/b/', '/login/x']) {
      const res = await get(pathname)
      expect(res.status, pathname).toBe(404)
      // The portal's app, which draws its own 404 page (with the way back to the dashboard), not the site's.
      expect(res.body.toString(), pathname).toBe(INDEX)
      expect(res.headers['cache-control']).toBe('no-cache')
      expect(res.headers.link).toBeUndefined()
    }
    // Its pages, with their parameters, a trailing slash or other letter case, and a splat, are pages.
    for (const pathname of ['/profile', '/Profile/', '/parentdashboard/child/c1', '/parentdashboard/any/thing']) {
      expect((await get(pathname)).status, pathname).toBe(200)
    }
  })
})
