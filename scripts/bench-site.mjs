// `npm run bench:site`: builds, starts the production server on a fresh embedded PostgreSQL and runs
// Lighthouse (mobile defaults: Moto G-class phone, slow 4G, 4x CPU slowdown) in Debian's Chromium on the
// public pages. Prints the four category scores, LCP and transferred bytes per page. Figures only.
// Targets: Performance >= 95; Accessibility, Best Practices and SEO 100.
//   BENCH_SITE_PORT (default 3295), BENCH_SKIP_BUILD=1, CHROME_PATH (default /usr/bin/chromium),
//   BENCH_PATHS=/,/contact (default: the six pages below), BENCH_JSON=<dir> to keep the full reports.
//   BENCH_FONTS=phone|regular|none: which Telugu and Devanagari faces the emulated phone has of its own (default phone;
//   scripts/bench-fonts.mjs, decision 072); /te/… and /hi/… pages download theirs otherwise.
import { spawn, spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { BENCH_FONTS_LABEL, benchFontsEnv } from './bench-fonts.mjs'
import { serverArgs } from './server-command.mjs'

const root = path.resolve(import.meta.dirname, '..')
const port = Number(process.env.BENCH_SITE_PORT ?? 3295)
const base = `http://127.0.0.1:${port}`
const paths = (process.env.BENCH_PATHS ?? '/,/services,/ourbranches,/contact,/faq,/enquiry').split(',')
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium'

if (!process.env.BENCH_SKIP_BUILD) {
  const built = spawnSync('npx', ['turbo', 'run', 'build', '--output-logs=errors-only'], {
    cwd: root,
    stdio: 'inherit',
  })
  if (built.status !== 0) process.exit(1)
}

const dir = mkdtempSync(path.join(tmpdir(), 'bench-site-'))
const server = spawn(process.execPath, serverArgs(), {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: base,
    MAIL_FROM: 'Bench <no-reply@bench.example.test>',
    // Unset: the server starts its embedded PostgreSQL (decision 042), its cluster with the run's other files.
    DATABASE_URL: '',
    EMBEDDED_PG_DIR: path.join(dir, 'postgres'),
    EMBEDDED_PG_PORT: String(port + 100),
    MEDIA_DIR: path.join(dir, 'media'),
    PAYLOAD_SECRET: 'bench-site-secret-'.padEnd(48, 'x'),
    SUPERADMIN_USERNAME: 'bench-superadmin',
    SUPERADMIN_PASSWORD: 'Bench@12345-not-for-use',
    LOG_LEVEL: 'error',
  },
})

async function waitReady() {
  const until = Date.now() + 120_000
  while (Date.now() < until) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300))
  }
  throw new Error('the server did not become ready within 120 s')
}

const score = (category) => String(Math.round((category?.score ?? 0) * 100)).padStart(4)

let chrome
try {
  await waitReady()
  // Warm the server (first renders compile nothing, but the first Payload queries open the database).
  for (const p of paths) await fetch(`${base}${p}`).then((r) => r.arrayBuffer())
  chrome = await chromeLauncher.launch({
    chromePath,
    envVars: { ...process.env, ...(await benchFontsEnv(dir)) },
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  })
  let header = false
  for (const p of paths) {
    const result = await lighthouse(`${base}${p}`, { port: chrome.port, output: 'json', logLevel: 'error' })
    const { categories, audits } = result.lhr
    if (!header) {
      console.log(`Lighthouse ${result.lhr.lighthouseVersion}, mobile defaults, ${base}`)
      console.log(`fonts: ${BENCH_FONTS_LABEL} (BENCH_FONTS)`)
      console.log('page               Perf  A11y  Best   SEO    LCP ms   bytes   failing audits')
      header = true
    }
    if (process.env.BENCH_JSON) {
      mkdirSync(process.env.BENCH_JSON, { recursive: true })
      writeFileSync(path.join(process.env.BENCH_JSON, `${p.replace(/\W+/g, '_') || 'home'}.json`), result.report)
    }
    const failing = Object.values(categories)
      .flatMap((category) => category.auditRefs.filter((ref) => ref.weight > 0).map((ref) => audits[ref.id]))
      .filter((audit) => audit.score !== null && audit.score < 0.9)
      .map((audit) => audit.id)
    console.log(
      `${p.padEnd(18)} ${score(categories.performance)}  ${score(categories.accessibility)}  ${score(categories['best-practices'])}  ${score(categories.seo)}  ${String(Math.round(audits['largest-contentful-paint'].numericValue)).padStart(8)}  ${String(Math.round(audits['total-byte-weight'].numericValue)).padStart(6)}   ${failing.join(', ') || '-'}`,
    )
  }
} finally {
  await chrome?.kill()
  server.kill('SIGTERM')
  await new Promise((resolve) => server.on('exit', resolve))
  rmSync(dir, { recursive: true, force: true })
}
