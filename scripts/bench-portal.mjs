// `npm run bench:portal`: builds, starts the server on a fresh embedded PostgreSQL with the demo accounts and runs
// Lighthouse (mobile defaults: Moto G-class phone, slow 4G, 4x CPU slowdown) in Debian's Chromium on the portal's
// production build. Signed out: /login and /register. Signed in as demo-parent (signed in through the API, the
// token put in sessionStorage where the portal keeps it): the dashboard and the booking form.
// Prints the three category scores, FCP, LCP, time to interactive, and the bytes transferred (all, and JavaScript)
// per route. Figures only, nothing is asserted.
// Targets: /login and /register Performance >= 95, Accessibility and Best Practices 100, LCP <= 2.0 s;
// the parent's dashboard and booking form interactive within 2.5 s.
//   BENCH_PORTAL_PORT (default 3296), BENCH_SKIP_BUILD=1, BENCH_READY_SECONDS (default 120), CHROME_PATH (default /usr/bin/chromium),
//   BENCH_PATHS=/login,/parentdashboard (default: the four routes below), BENCH_JSON=<dir> to keep the full reports
//   and each page's trace (<route>.trace.json), BENCH_MAIN_THREAD=<n> (default 5; 0 skips it),
//   BENCH_LOCALE=te|hi: every page in that language, as on a device where it was chosen before (its catalogues, its
//   script's font and its prerendered login are then part of the load).
//   BENCH_FONTS=phone|regular|none: which Telugu and Devanagari faces the emulated phone has of its own (default phone,
//   both weights, as Android has them; scripts/bench-fonts.mjs, decision 072).
// Lighthouse's simulated timings move by about half a second between identical runs on a 2-core machine, so
// after Lighthouse each route is also loaded BENCH_MAIN_THREAD times at 4x CPU slowdown, each in a new browser
// context with an empty cache, and Chromium's own accounting of the page's main thread is printed as the median
// of those loads: all task time, script, style and layout (decision 037 rests on these figures).
import { spawn, spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import puppeteer from 'puppeteer-core'
import { BENCH_FONTS_LABEL, benchFontsEnv } from './bench-fonts.mjs'
import { serverArgs } from './server-command.mjs'

const root = path.resolve(import.meta.dirname, '..')
const port = Number(process.env.BENCH_PORTAL_PORT ?? 3296)
const base = `http://127.0.0.1:${port}`
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium'
const PARENT = { username: 'demo-parent', password: process.env.DEMO_PASSWORD ?? 'Demo@12345' }
const SIGNED_OUT = ['/login', '/register']
const SIGNED_IN_AS_PARENT = ['/parentdashboard', '/parentdashboard/bookappointment']
const paths = process.env.BENCH_PATHS?.split(',') ?? [...SIGNED_OUT, ...SIGNED_IN_AS_PARENT]
// Where the portal keeps the device's language (LOCALE_STORAGE_KEY, portal/src/i18n/locales.ts).
const LOCALE_STORAGE_KEY = 'portal.locale'
// And the cookie the server reads it from (PORTAL_LANGUAGE_COOKIE, modules/platform/src/format.ts).
const LOCALE_COOKIE = 'portal_lang'
const locale = process.env.BENCH_LOCALE
if (locale && !['te', 'hi', 'en'].includes(locale)) throw new Error(`BENCH_LOCALE must be te, hi or en, not ${locale}`)

/**
 * Opens a same-origin page that loads none of the portal's files (so the cache stays cold for the measured load)
 * and stores what the load should find: the parent's token, the device's language.
 */
async function prepareStorage(page, signedInToken) {
  if (!signedInToken && !locale) return
  await page.goto(`${base}/api/health`)
  await page.evaluate(
    ([value, key, language, cookie]) => {
      if (value) sessionStorage.setItem('token', value)
      if (language) localStorage.setItem(key, language)
      // The server's copy of the choice (decision 070), as the portal's switcher writes it; English is no cookie.
      if (language && language !== 'en') document.cookie = `${cookie}=${language}; path=/`
    },
    [signedInToken, LOCALE_STORAGE_KEY, locale, LOCALE_COOKIE],
  )
}
const mainThreadLoads = Number(process.env.BENCH_MAIN_THREAD ?? 5)

if (!process.env.BENCH_SKIP_BUILD) {
  const built = spawnSync('npx', ['turbo', 'run', 'build', '--output-logs=errors-only'], {
    cwd: root,
    stdio: 'inherit',
  })
  if (built.status !== 0) process.exit(1)
}

// Not NODE_ENV=production: the demo accounts are seeded only outside production. What is measured does not
// depend on it: the portal is Vite's production build, served by the same Express handlers either way.
const dir = mkdtempSync(path.join(tmpdir(), 'bench-portal-'))
const server = spawn(process.execPath, serverArgs(), {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: base,
    // Unset: the server starts its embedded PostgreSQL (decision 042), its cluster with the run's other files.
    DATABASE_URL: '',
    EMBEDDED_PG_DIR: path.join(dir, 'postgres'),
    EMBEDDED_PG_PORT: String(port + 100),
    MEDIA_DIR: path.join(dir, 'media'),
    PAYLOAD_SECRET: 'bench-portal-secret-'.padEnd(48, 'x'),
    SERVE_CMS: 'false',
    LOG_LEVEL: 'error',
  },
})

// A busy shared machine can take longer than two minutes to migrate and seed: BENCH_READY_SECONDS (default 120).
const readySeconds = Number(process.env.BENCH_READY_SECONDS ?? 120)

// Never leave the server behind (an uncaught error skips the finally below), and never measure another
// process that already listens on the port: this server exiting before it is ready ends the run.
let serverExited = false
server.on('exit', () => (serverExited = true))
process.on('exit', () => server.kill('SIGKILL'))

async function waitReady() {
  const until = Date.now() + readySeconds * 1000
  while (Date.now() < until) {
    if (serverExited) throw new Error(`the server exited before it was ready (is port ${port} in use?)`)
    try {
      if ((await fetch(`${base}/api/health`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300))
  }
  throw new Error(`the server did not become ready within ${readySeconds} s`)
}

async function parentToken() {
  const response = await fetch(`${base}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(PARENT),
  })
  if (!response.ok) throw new Error(`demo-parent could not sign in: ${response.status} ${await response.text()}`)
  const { token } = await response.json()
  return token
}

/** One load of `p` in a fresh browser context at 4x CPU slowdown: Chromium's main-thread times in ms. */
async function mainThreadOf(p, token) {
  const context = await browser.createBrowserContext()
  try {
    const page = await context.newPage()
    const cdp = await page.createCDPSession()
    await prepareStorage(page, token)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    await cdp.send('Performance.enable')
    const before = Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]))
    await page.goto(`${base}${p}`, { waitUntil: 'networkidle0' })
    const after = Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]))
    const spent = (name) => ((after[name] ?? 0) - (before[name] ?? 0)) * 1000
    return {
      task: spent('TaskDuration'),
      script: spent('ScriptDuration'),
      layout: spent('RecalcStyleDuration') + spent('LayoutDuration'),
    }
  } finally {
    await context.close()
  }
}

const score = (category) => String(Math.round((category?.score ?? 0) * 100)).padStart(4)
const ms = (audit) => String(Math.round(audit?.numericValue ?? 0)).padStart(6)
const kb = (bytes) => `${(bytes / 1024).toFixed(1)}`.padStart(7)

let chrome
let browser
let token
const benchmarkIndexes = []
try {
  await waitReady()
  token = paths.some((p) => SIGNED_IN_AS_PARENT.includes(p)) ? await parentToken() : null
  chrome = await chromeLauncher.launch({
    chromePath,
    envVars: { ...process.env, ...(await benchFontsEnv(dir)) },
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  })
  browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` })
  // Warm the browser and the server once (a fresh Chrome's first navigation is slower than any later one);
  // each measured load below still starts with an empty browser cache.
  const warmUp = await browser.newPage()
  await warmUp.goto(`${base}${paths[0]}`, { waitUntil: 'networkidle0' })
  await warmUp.close()
  console.log(
    `Lighthouse, mobile defaults (slow 4G, 4x CPU), ${base}${locale ? `, the device's language: ${locale}` : ''}`,
  )
  console.log(`fonts: ${BENCH_FONTS_LABEL} (BENCH_FONTS)`)
  console.log(
    'route                             Perf  A11y  Best    FCP    LCP    TTI   all KB    JS KB   failing audits',
  )
  for (const p of paths) {
    const signedIn = SIGNED_IN_AS_PARENT.includes(p)
    const page = await browser.newPage()
    const cdp = await page.createCDPSession()
    await cdp.send('Network.clearBrowserCache')
    await prepareStorage(page, signedIn ? token : null)
    // Lighthouse's storage reset would clear the token and the language too; the browser cache was cleared above.
    const result = await lighthouse(
      `${base}${p}`,
      { output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices'] },
      signedIn || locale ? { extends: 'lighthouse:default', settings: { disableStorageReset: true } } : undefined,
      page,
    )
    await page.close()
    const { categories, audits, finalDisplayedUrl, environment } = result.lhr
    benchmarkIndexes.push(environment.benchmarkIndex)
    if (process.env.BENCH_JSON) {
      mkdirSync(process.env.BENCH_JSON, { recursive: true })
      writeFileSync(path.join(process.env.BENCH_JSON, `${p.replace(/\W+/g, '_')}.json`), result.report)
      // The page's trace beside its report, for reading the main thread's long tasks.
      const trace = result.artifacts?.Trace ?? result.artifacts?.traces?.defaultPass
      if (trace)
        writeFileSync(path.join(process.env.BENCH_JSON, `${p.replace(/\W+/g, '_')}.trace.json`), JSON.stringify(trace))
    }
    const requests = audits['network-requests']?.details?.items ?? []
    const jsBytes = requests
      .filter((request) => request.resourceType === 'Script')
      .reduce((sum, request) => sum + (request.transferSize ?? 0), 0)
    const failing = Object.values(categories)
      .flatMap((category) => category.auditRefs.filter((ref) => ref.weight > 0).map((ref) => audits[ref.id]))
      .filter((audit) => audit.score !== null && audit.score < 0.9)
      .map((audit) => audit.id)
    const landed = new URL(finalDisplayedUrl).pathname
    const label = `${p}${landed !== p ? ` -> ${landed}` : ''}`
    console.log(
      `${label.padEnd(32)} ${score(categories.performance)}  ${score(categories.accessibility)}  ${score(categories['best-practices'])}  ${ms(audits['first-contentful-paint'])} ${ms(audits['largest-contentful-paint'])} ${ms(audits.interactive)}  ${kb(audits['total-byte-weight'].numericValue)}  ${kb(jsBytes)}   ${failing.join(', ') || '-'}`,
    )
  }
  // Lighthouse times the simulated phone's CPU as this machine's, four times over: a slower host gives slower figures.
  // Its own measure of the host, to compare runs of different days (a higher index is a faster host).
  const sortedIndexes = benchmarkIndexes.sort((a, b) => a - b)
  console.log(
    `host's Lighthouse benchmarkIndex: median ${Math.round(sortedIndexes[Math.floor(sortedIndexes.length / 2)])}`,
  )
  if (mainThreadLoads > 0) {
    console.log(
      `\nMain thread per load at 4x CPU slowdown, median of ${mainThreadLoads} loads (Chromium's task accounting)`,
    )
    console.log('route                              task ms  script ms  style+layout ms')
    for (const p of paths) {
      const loads = []
      for (let i = 0; i < mainThreadLoads; i++)
        loads.push(await mainThreadOf(p, SIGNED_IN_AS_PARENT.includes(p) ? token : null))
      const median = (key) => {
        const sorted = loads.map((load) => load[key]).sort((a, b) => a - b)
        return String(Math.round(sorted[Math.floor(sorted.length / 2)])).padStart(9)
      }
      console.log(`${p.padEnd(32)} ${median('task')}  ${median('script')}  ${median('layout')}`)
    }
  }
} finally {
  await browser?.disconnect()
  await chrome?.kill()
  server.kill('SIGTERM')
  await new Promise((resolve) => server.on('exit', resolve))
  rmSync(dir, { recursive: true, force: true })
}
