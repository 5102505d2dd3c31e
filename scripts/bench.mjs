// `npm run bench`: starts the built product on a fresh embedded PostgreSQL and prints figures:
// time to ready, memory, and requests per second for the home page and two API calls.
// Figures only; nothing here passes or fails.
import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { serverArgs } from './server-command.mjs'

const root = path.resolve(import.meta.dirname, '..')
const port = Number(process.env.BENCH_PORT ?? 3290)
const base = `http://127.0.0.1:${port}`
const seconds = Number(process.env.BENCH_SECONDS ?? 5)
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 16)

const built = spawnSync('npx', ['turbo', 'run', 'build', '--output-logs=errors-only'], { cwd: root, stdio: 'inherit' })
if (built.status !== 0) process.exit(1)

const dir = mkdtempSync(path.join(tmpdir(), 'bench-'))
const started = Date.now()
const server = spawn(process.execPath, serverArgs(), {
  cwd: root,
  stdio: 'ignore',
  env: {
    ...process.env,
    PORT: String(port),
    // Unset: the server starts its embedded PostgreSQL (decision 042), its cluster with the run's other files.
    DATABASE_URL: '',
    EMBEDDED_PG_DIR: path.join(dir, 'postgres'),
    EMBEDDED_PG_PORT: String(port + 100),
    PAYLOAD_SECRET: 'bench-secret-'.padEnd(40, 'x'),
    LOG_LEVEL: 'warn',
  },
})

async function waitReady() {
  for (;;) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

async function load(label, url, init = {}) {
  let done = 0
  let failed = 0
  const latencies = []
  const until = Date.now() + seconds * 1000
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (Date.now() < until) {
        const t = performance.now()
        const response = await fetch(url, init).catch(() => undefined)
        await response?.arrayBuffer()
        latencies.push(performance.now() - t)
        if (response?.ok) done++
        else failed++
      }
    }),
  )
  latencies.sort((a, b) => a - b)
  const p = (q) => latencies[Math.floor(latencies.length * q)]?.toFixed(1)
  console.log(
    `${label.padEnd(28)} ${(done / seconds).toFixed(0).padStart(6)} req/s  p50 ${p(0.5)} ms  p99 ${p(0.99)} ms  failed ${failed}`,
  )
}

try {
  await waitReady()
  console.log(`first start (migrate, seed, Next ready): ${((Date.now() - started) / 1000).toFixed(1)} s`)
  const login = await fetch(`${base}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'demo-admin', password: process.env.DEMO_PASSWORD ?? 'Demo@12345' }),
  }).then((r) => r.json())
  console.log(`concurrency ${concurrency}, ${seconds} s per endpoint`)
  await load('GET / (server-rendered)', `${base}/`)
  await load('GET /api/health', `${base}/api/health`)
  await load('GET /api/data/allcentres', `${base}/api/data/allcentres`, {
    headers: { authorization: `Bearer ${login.token}` },
  })
  const rss = spawnSync('ps', ['-o', 'rss=', '-p', String(server.pid)])
    .stdout.toString()
    .trim()
  console.log(`server memory (RSS): ${(Number(rss) / 1024).toFixed(0)} MB`)
  // The embedded PostgreSQL's processes: the postmaster (its pid file) and its children. Their RSS counts the shared
  // buffers each one touched, so the sum is an upper bound.
  const postmaster = readFileSync(path.join(dir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]
  const pgRss = spawnSync('ps', ['-o', 'rss=', '-p', postmaster, '--ppid', postmaster])
    .stdout.toString()
    .split('\n')
    .reduce((sum, line) => sum + (Number(line.trim()) || 0), 0)
  console.log(`embedded PostgreSQL memory (RSS of its processes, summed): ${(pgRss / 1024).toFixed(0)} MB`)
} finally {
  server.kill('SIGTERM')
  await new Promise((resolve) => server.on('exit', resolve))
  rmSync(dir, { recursive: true, force: true })
}
