// `npm run bench:api`: the portal's API under load on PostgreSQL, beside a bare Node `http` server.
// Builds, creates a fresh PostgreSQL database, starts the production server on it (migrations and the
// branch seed), bulk-loads 10,000 children and 200,000 appointments (with their parents, doctors,
// therapists and admins) straight into the tables, then measures with autocannon at 50 connections:
// sign-in, a page of the children list (plain and searched), a doctor's booked slots, a branch's week
// calendar, the pending queue
// and booking (every request a different free slot), once per process count (WEB_CONCURRENCY). Prints
// requests per second, p50/p99 latency, throughput as a fraction of the bare server's, CPU per request
// and the memory of each server process. The database is dropped at the end. Figures only; nothing here
// passes or fails. Targets (decision 023): p99 under 50 ms and at most 0.6 ms CPU per read, 3 ms per booking.
//   PG_BENCH_URL (default PG_TEST_URL, else an embedded PostgreSQL started here), BENCH_API_PORT (3297;
//   the bare server uses the next port), BENCH_CONNECTIONS (50), BENCH_SECONDS (10), BENCH_WARMUP (2),
//   BENCH_LOGIN_SECONDS (30: a sign-in costs a deliberate ~0.1-0.5 s of hashing, so 50 of them queue),
//   BENCH_LOGIN_ONE_CLIENT=1 (all sign-ins as one admin from one address, to see the throttles at work),
//   BENCH_CPU_PROF=<dir> (each server process writes a V8 CPU profile there when it stops),
//   BENCH_CHILDREN (10000), BENCH_APPOINTMENTS (200000), BENCH_SKIP_BUILD=1, BENCH_KEEP_DB=1 (keep the
//   database and print its URL), BENCH_ONLY=bare,children (run only these: bare, login, children,
//   children-search, slots, calendar, pending, iep-doctor, iep-therapist, iep-child, booking), BENCH_PG_LOG_MS=20 (PostgreSQL logs slower statements),
//   BENCH_PROCESSES (1,2: the whole run once per count, the server started with WEB_CONCURRENCY=<count>;
//   more than one process shares Redis at BENCH_REDIS_URL, default TEST_REDIS_URL or redis://127.0.0.1:6379).
import { spawn, spawnSync } from 'node:child_process'
import { pbkdf2Sync, randomBytes, randomUUID } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { cpus, loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import pg from 'pg'
import { serverArgs } from './server-command.mjs'
import { startTestPostgres } from './test-postgres.mjs'

const root = path.resolve(import.meta.dirname, '..')
const env = process.env
if (env.PG_BENCH_URL) env.PG_TEST_URL = env.PG_BENCH_URL
const port = Number(env.BENCH_API_PORT ?? 3297)
const barePort = port + 1
const base = `http://127.0.0.1:${port}`
const connections = Number(env.BENCH_CONNECTIONS ?? 50)
const seconds = Number(env.BENCH_SECONDS ?? 10)
const warmup = Number(env.BENCH_WARMUP ?? 2)
const loginSeconds = Number(env.BENCH_LOGIN_SECONDS ?? Math.max(seconds, 30))
const childCount = Number(env.BENCH_CHILDREN ?? 10_000)
const appointmentCount = Number(env.BENCH_APPOINTMENTS ?? 200_000)
const only = env.BENCH_ONLY ? new Set(env.BENCH_ONLY.split(',')) : undefined
const processCounts = (env.BENCH_PROCESSES ?? '1,2').split(',').map(Number)
if (!processCounts.length || processCounts.some((n) => !Number.isInteger(n) || n < 1)) {
  console.error(`BENCH_PROCESSES must list whole numbers, e.g. 1,2 (got "${env.BENCH_PROCESSES}")`)
  process.exit(1)
}
const redisUrl = env.BENCH_REDIS_URL ?? env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'

const PASSWORD = 'Bench@12345-not-for-use'
// Ten doctors a branch: the week calendar (a column per doctor) is measured at that size (issue 27 §7).
const DOCTORS_PER_CENTRE = 10
const THERAPISTS_PER_CENTRE = 3
// One admin account per connection for the sign-in run: sign-in is throttled per username (a slot is
// taken while an attempt is in flight), so 50 connections signing in as one user would mostly get 429.
const ADMINS_PER_CENTRE = Math.max(1, Math.ceil(connections / 10))
const SLOT_TIMES = ['10:30 AM', '11:30 AM', '12:30 PM', '2:00 PM', '3:00 PM', '3:30 PM', '4:30 PM', '5:30 PM']
const PAST_DAYS = 540 // seeded appointments run from 540 days ago ...
const FUTURE_DAYS = 60 // ... to 60 days ahead; the booking run books from day 90 on.
const BOOKING_FROM_DAY = 90

const started = Date.now()
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1)} s`
const step = (message) => console.log(`[${elapsed()}] ${message}`)

// ---------------------------------------------------------------------------------------------------
// Small deterministic data helpers

let seed = 20261121
function random() {
  // mulberry32: the same data on every run.
  seed = (seed + 0x6d2b79f5) | 0
  let t = seed
  t = Math.imul(t ^ (t >>> 15), t | 1)
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296
}
const pick = (list) => list[Math.floor(random() * list.length)]
const chance = (p) => random() < p

const FIRST = ['Aarav', 'Vihaan', 'Aditya', 'Arjun', 'Sai', 'Reyansh', 'Krishna', 'Ishaan', 'Shaurya', 'Atharv', 'Ananya', 'Diya', 'Saanvi', 'Aadhya', 'Pari', 'Anika', 'Navya', 'Myra', 'Kiara', 'Riya', 'Meera', 'Lakshmi', 'Harini', 'Sneha', 'Rahul', 'Kiran', 'Varun', 'Nikhil', 'Pranav', 'Tanvi'] // prettier-ignore
const LAST = ['Reddy', 'Rao', 'Sharma', 'Naidu', 'Kumar', 'Goud', 'Varma', 'Iyer', 'Khan', 'Patel', 'Chowdary', 'Gupta', 'Singh', 'Yadav', 'Menon', 'Nair', 'Das', 'Joshi', 'Pillai', 'Shetty'] // prettier-ignore
const SCHOOLS = ['Delhi Public School', 'Oakridge International', 'Chirec International', 'Sri Chaitanya', 'Narayana School', 'Hyderabad Public School', 'Johnson Grammar', 'Meridian School', 'Glendale Academy', 'Silver Oaks'] // prettier-ignore
const BOARDS = ['CBSE', 'SSC', 'ICSE', 'Cambridge (IB)', 'NIOS', 'Others']
const CONCERNS = ['Delayed speech', 'Difficulty focusing in class', 'Poor handwriting', 'Social interaction', 'Sensory sensitivities', 'Reading difficulties', 'Hyperactivity', 'Motor coordination'] // prettier-ignore
const CONSULTATIONS = ['New Consultation', 'Assessment (IQ)', 'For IB board Assessment (IQ)']
const personName = () => `${pick(FIRST)} ${pick(LAST)}`
const phone = () => String(6_000_000_000 + Math.floor(random() * 3_999_999_999))

/** Today's date in the clinic's time zone (YYYY-MM-DD), and day arithmetic on such dates. */
const clinicToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date())
function addDays(date, days) {
  const moved = new Date(`${date}T00:00:00Z`)
  moved.setUTCDate(moved.getUTCDate() + days)
  return moved.toISOString().slice(0, 10)
}
const today = clinicToday()
/** "YYYY-MM-DD HH:MM" (24-hour clinic time) of a slot, as the appointments module orders them. */
function startsAt(date, label) {
  const [, h, m, half] = /^(\d{1,2}):(\d{2}) (AM|PM)$/.exec(label)
  const hours = (Number(h) % 12) + (half === 'PM' ? 12 : 0)
  return `${date} ${String(hours).padStart(2, '0')}:${m}`
}

/** A Payload password hash (its current pbkdf2 format), computed once and shared by every bench user. */
function passwordFields(password) {
  const salt = randomBytes(32).toString('hex')
  const hash = pbkdf2Sync(password, salt, 600_000, 32, 'sha256').toString('hex')
  return { salt, hash: `pbkdf2-sha256-v1:${hash}` }
}

// ---------------------------------------------------------------------------------------------------
// Bulk insert: rows are objects keyed by column name; only columns the table has are written (the
// schema evolves), every batch is one INSERT ... SELECT FROM unnest(...) statement.

async function tableColumns(db, table) {
  const { rows } = await db.query(
    `SELECT a.attname AS name, format_type(a.atttypid, NULL) AS type, a.attnotnull AS notnull, a.atthasdef AS hasdefault
       FROM pg_attribute a WHERE a.attrelid = to_regclass($1) AND a.attnum > 0 AND NOT a.attisdropped`,
    [`public.${table}`],
  )
  return rows
}

async function insertRows(db, table, rows, { batch = 10_000 } = {}) {
  if (!rows.length) return
  const columns = await tableColumns(db, table)
  if (!columns.length) throw new Error(`table "${table}" does not exist`)
  const given = new Set(Object.keys(rows[0]))
  const used = columns.filter((c) => given.has(c.name))
  const missing = columns.filter((c) => c.notnull && !c.hasdefault && !given.has(c.name)).map((c) => c.name)
  if (missing.length) throw new Error(`bench data for "${table}" lacks required columns: ${missing.join(', ')}`)
  const unknown = [...given].filter((name) => !columns.some((c) => c.name === name))
  if (unknown.length) step(`  (${table} has no ${unknown.join(', ')}; not written)`)
  const list = used.map((c) => `"${c.name}"`).join(', ')
  const sources = used.map((c, i) => `$${i + 1}::${c.type}[]`).join(', ')
  for (let i = 0; i < rows.length; i += batch) {
    const chunk = rows.slice(i, i + batch)
    const arrays = used.map((c) =>
      chunk.map((row) => {
        const value = row[c.name]
        return value === undefined ? null : value
      }),
    )
    await db.query(`INSERT INTO "${table}" (${list}) SELECT * FROM unnest(${sources})`, arrays)
  }
}

// ---------------------------------------------------------------------------------------------------
// The data set

async function loadData(db) {
  // BENCH_PG_LOG_MS is for the server's statements, not for these (their parameters are megabytes).
  await db.query('SET log_min_duration_statement = -1')
  const { rows: centreRows } = await db.query('SELECT id, name FROM centres ORDER BY sort_order, name')
  if (centreRows.length === 0) throw new Error('the seed created no centres')
  const centres = centreRows.map((c) => ({ id: c.id, name: c.name, admins: [], doctors: [], therapists: [], children: [], parents: [] })) // prettier-ignore
  const credentials = passwordFields(PASSWORD)
  const now = new Date()
  const users = []
  const user = (role, username, centre, extra = {}) => {
    const name = personName()
    const row = {
      id: randomUUID(),
      role,
      name,
      username,
      email: `${username}@bench.example.com`,
      mobilenumber: phone(),
      address: role === 'parent' ? `${1 + Math.floor(random() * 400)}, Road No. ${1 + Math.floor(random() * 80)}, Hyderabad` : null, // prettier-ignore
      centre_id: centre?.id ?? null,
      salt: credentials.salt,
      hash: credentials.hash,
      login_attempts: 0,
      created_at: now,
      updated_at: now,
      ...extra,
    }
    users.push(row)
    return row
  }
  const SPECIALIZATIONS = ['Paediatrician', 'Developmental Paediatrician', 'Child Psychologist', 'Neurologist']
  const THERAPIES = ['Speech Therapy', 'Occupational Therapy', 'Behaviour Therapy', 'Special Education']
  centres.forEach((centre, c) => {
    for (let k = 0; k < ADMINS_PER_CENTRE; k++) centre.admins.push(user('admin', `bench-admin-${c}-${k}`, centre))
    for (let k = 0; k < DOCTORS_PER_CENTRE; k++)
      centre.doctors.push(user('doctor', `bench-doctor-${c}-${k}`, centre, { specialization: pick(SPECIALIZATIONS) }))
    for (let k = 0; k < THERAPISTS_PER_CENTRE; k++)
      centre.therapists.push(
        user('therapist', `bench-therapist-${c}-${k}`, centre, { specialization: pick(THERAPIES) }),
      )
  })

  // Children: spread evenly over the centres; most parents have one child, some two.
  const children = []
  for (let i = 0; i < childCount; i++) {
    const centre = centres[i % centres.length]
    const parent =
      centre.parents.length && chance(0.2) ? pick(centre.parents) : user('parent', `bench-parent-${users.length}`, null)
    if (!centre.parents.includes(parent)) centre.parents.push(parent)
    const status = chance(0.7) ? 'active' : chance(0.5) ? 'pending' : 'inactive'
    const createdAt = new Date(now.getTime() - Math.floor(random() * 730 * 86_400_000))
    const child = {
      id: randomUUID(),
      name: `${pick(FIRST)} ${parent.name.split(' ')[1]}`,
      dob: new Date(
        Date.UTC(2010 + Math.floor(random() * 14), Math.floor(random() * 12), 1 + Math.floor(random() * 28)),
      ),
      gender: chance(0.5) ? 'Male' : 'Female',
      school_name: pick(SCHOOLS),
      school_board: pick(BOARDS),
      class_grade: `Class ${1 + Math.floor(random() * 10)}`,
      admit_status: status,
      parent_id: parent.id,
      parent_name: parent.name,
      centre_id: centre.id,
      doctor_id: status === 'pending' ? null : pick(centre.doctors).id,
      therapist_id: status === 'pending' ? null : pick(centre.therapists).id,
      created_at: createdAt,
      updated_at: createdAt,
    }
    children.push(child)
    centre.children.push(child)
  }
  const byId = new Map(users.map((u) => [u.id, u]))

  step(`inserting ${users.length} users and ${children.length} children`)
  await insertRows(db, 'users', users)
  await insertRows(db, 'children', children)

  // Appointments: each holds a different (doctor, day, slot) of its centre; rejected ones hold none.
  let appointments = 0
  if ((await tableColumns(db, 'appointments')).length === 0) {
    step('no "appointments" table in this build: appointments not loaded')
  } else {
    const perCentre = Math.ceil(appointmentCount / centres.length)
    const days = PAST_DAYS + FUTURE_DAYS
    const rows = []
    for (const centre of centres) {
      const combos = DOCTORS_PER_CENTRE * days * SLOT_TIMES.length
      if (perCentre > combos) throw new Error(`more appointments per centre (${perCentre}) than free slots (${combos})`)
      // A partial Fisher-Yates shuffle picks `perCentre` different combos.
      const order = new Int32Array(combos).map((_, i) => i)
      for (let i = 0; i < perCentre && rows.length < appointmentCount; i++) {
        const j = i + Math.floor(random() * (combos - i))
        ;[order[i], order[j]] = [order[j], order[i]]
        const combo = order[i]
        const doctor = centre.doctors[combo % DOCTORS_PER_CENTRE]
        const dayIndex = Math.floor(combo / DOCTORS_PER_CENTRE) % days
        const time = SLOT_TIMES[Math.floor(combo / (DOCTORS_PER_CENTRE * days))]
        const date = addDays(today, dayIndex - PAST_DAYS)
        const future = date >= today
        const roll = random()
        const status = future
          ? roll < 0.35 ? 'pending' : roll < 0.9 ? 'approved' : 'rejected'
          : roll < 0.02 ? 'pending' : roll < 0.9 ? 'approved' : 'rejected' // prettier-ignore
        const child = pick(centre.children)
        const parent = byId.get(child.parent_id)
        // Booked up to 30 days before the day (and before now, for the days still to come).
        const bookedAt = new Date(
          Math.min(now.getTime(), Date.parse(`${date}T04:00:00Z`)) - 60_000 - Math.floor(random() * 30 * 86_400_000),
        )
        const consultation = pick(CONSULTATIONS)
        rows.push({
          id: randomUUID(),
          child_id: child.id,
          child_name: child.name,
          parent_id: parent.id,
          parent_name: parent.name,
          email: parent.email,
          parent_phone_no: parent.mobilenumber,
          alternative_number: '',
          address: parent.address,
          school_name: child.school_name,
          class_grade: child.class_grade,
          school_board: child.school_board,
          doctor_id: doctor.id,
          centre_id: centre.id,
          appointment_date: date,
          appointment_time: time,
          starts_at: startsAt(date, time),
          consultation_type: consultation,
          status,
          referred_by: chance(0.3) ? `Dr. ${pick(LAST)}` : '',
          child_concerns: pick(CONCERNS),
          slot_key: status === 'rejected' ? null : `${doctor.id}|${date}|${time}`,
          created_at: bookedAt,
          updated_at: bookedAt,
        })
      }
    }
    step(`inserting ${rows.length} appointments`)
    await insertRows(db, 'appointments', rows)
    appointments = rows.length
  }
  // What autovacuum (on by default) would have done by now on a live database: the planner's statistics and the
  // visibility map, which lets a count read an index alone. This machine's PostgreSQL runs with it off.
  step('VACUUM ANALYZE')
  await db.query('VACUUM ANALYZE')
  return { centres, users: users.length, children: children.length, appointments }
}

// ---------------------------------------------------------------------------------------------------
// Servers

async function postgresReachable(url) {
  const client = new pg.Client({ connectionString: `${url}/postgres`, connectionTimeoutMillis: 3000 })
  try {
    await client.connect()
    await client.end()
    return true
  } catch {
    return false
  }
}

async function waitFor(url, ms, label) {
  const until = Date.now() + ms
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300))
  }
  throw new Error(`${label} did not answer ${url} within ${ms / 1000} s`)
}

function startBareServer() {
  // A separate process, like the app, so neither shares autocannon's event loop.
  const source = `require('node:http').createServer((req, res) => { res.writeHead(200, { 'content-type': 'application/json' }); res.end('{"ok":true}') }).listen(${barePort}, '127.0.0.1')`
  return spawn(process.execPath, ['-e', source], { stdio: 'inherit' })
}

const stop = async (child) => {
  if (!child || child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((resolve) => child.on('exit', resolve))
  child.kill('SIGTERM')
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))])
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
}

// ---------------------------------------------------------------------------------------------------
// Measurements

async function signIn(username) {
  const response = await fetch(`${base}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: PASSWORD }),
  })
  const body = await response.json().catch(() => ({}))
  if (!response.ok || !body.token) throw new Error(`sign-in as ${username}: ${response.status} ${JSON.stringify(body)}`)
  return body.token
}

/** One request as the harness would send it, to check the endpoint exists and answers before loading it. */
async function probe(request) {
  const response = await fetch(`${request.origin ?? base}${request.path}`, {
    method: request.method ?? 'GET',
    headers: request.headers,
    body: request.body,
  }).catch((error) => ({ ok: false, status: 0, text: async () => String(error) }))
  if (response.ok) {
    await response.arrayBuffer()
    return undefined
  }
  return `${response.status} ${(await response.text()).slice(0, 160)}`
}

function multipart(fields) {
  const boundary = `----bench${randomBytes(8).toString('hex')}`
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  )
  return { body: `${parts.join('')}--${boundary}--\r\n`, contentType: `multipart/form-data; boundary=${boundary}` }
}

function cannon(options) {
  return new Promise((resolve, reject) => {
    const instance = autocannon({ connections, timeout: 30, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    )
    instance.on('error', reject)
  })
}

let runResults = []
let bareRps

/** CPU seconds a process has used so far in its own code (user) and in the kernel for it (system), from /proc (Linux); undefined elsewhere. */
function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
    return { user: Number(fields[11]) / 100, system: Number(fields[12]) / 100 } // clock ticks (USER_HZ = 100)
  } catch {
    return undefined
  }
}

/** The pids `ps` lists for these arguments (`['--ppid', pid]`, `['-C', 'postgres']`). */
function pidsFromPs(args) {
  return spawnSync('ps', [...args, '-o', 'pid='])
    .stdout.toString()
    .split('\n')
    .map((line) => Number(line.trim()))
    .filter(Boolean)
}

/** The process and its children (the server processes of WEB_CONCURRENCY), from ps. */
function processTree(pid) {
  return [pid, ...pidsFromPs(['--ppid', String(pid)])]
}

/**
 * CPU seconds of each of these processes so far, by pid; one that ended before it was read is left out.
 * Undefined when none can be read (not Linux).
 */
function cpuByPid(pids) {
  const byPid = new Map()
  for (const one of pids) {
    const seconds = cpuSeconds(one)
    if (seconds !== undefined) byPid.set(one, seconds)
  }
  return byPid.size ? byPid : undefined
}

/** CPU seconds of this process: autocannon, the load generator, runs on its event loop. */
function loadGeneratorCpu() {
  const { user, system } = process.cpuUsage()
  return new Map([[process.pid, { user: user / 1e6, system: system / 1e6 }]])
}

/**
 * CPU seconds used between two readings of `cpuByPid`, summed over the processes: one that started in between
 * counts from zero; one that ended in between (an idle database connection closed by its pool) is left out,
 * since its last figures went with it, so the sum may be a little low, never below zero.
 */
function cpuUsedBetween(before, after) {
  if (before === undefined || after === undefined) return undefined
  const used = { user: 0, system: 0 }
  for (const [pid, now] of after) {
    const then = before.get(pid) ?? { user: 0, system: 0 }
    used.user += now.user - then.user
    used.system += now.system - then.system
  }
  return used
}

/** CPU ms per request of what was used: in all, and the part spent in the kernel (system calls, the network). */
function cpuPerRequest(used, served) {
  if (used === undefined) return { cpuMs: undefined }
  const perRequest = (seconds) => (seconds * 1000) / served
  return { cpuMs: perRequest(used.user + used.system), systemCpuMs: perRequest(used.system) }
}

/**
 * One more request of the same kind, answered only after the server has worked off what autocannon
 * left in flight when it stopped (the database pool and the hashing thread pool are first come, first
 * served), so one run's backlog neither spills into the next run's figures nor into its CPU count.
 */
async function drain(makeRequest, origin) {
  const drainStarted = Date.now()
  const problem = await probe({ origin, ...makeRequest() })
  const ms = Date.now() - drainStarted
  if (ms > 1000 || problem) step(`  (requests left in flight worked off in ${(ms / 1000).toFixed(1)} s${problem ? `; ${problem}` : ''})`) // prettier-ignore
}

async function measure(
  name,
  { origin = base, pid = server?.pid, makeRequest, warm = warmup, duration = seconds, results = runResults },
) {
  const key = name.split(' ')[0]
  if (only && !only.has(key)) return
  const problem = await probe({ origin, ...makeRequest() })
  if (problem) {
    results.push({ name, skipped: problem })
    step(`${name}: skipped (${problem})`)
    return
  }
  // The request list is rebuilt per request (setupRequest), so each can differ (slots, tokens, addresses).
  const requests = [
    {
      setupRequest: (defaults, context) => {
        const request = makeRequest(context)
        return { ...defaults, ...request, headers: { ...defaults.headers, ...request.headers } }
      },
    },
  ]
  if (warm > 0) {
    await cannon({ url: origin, duration: warm, requests })
    await drain(makeRequest, origin)
  }
  // The server's processes, PostgreSQL's (its backends serve the server's pools) and the load generator's.
  const cpuNow = () => ({
    server: cpuByPid(processTree(pid)),
    postgres: cpuByPid(pidsFromPs(['-C', 'postgres'])),
    loadGenerator: loadGeneratorCpu(),
  })
  const cpuBefore = cpuNow()
  const result = await cannon({ url: origin, duration, requests })
  await drain(makeRequest, origin)
  const cpuAfter = cpuNow()
  const cpuUsed = (key) => cpuUsedBetween(cpuBefore[key], cpuAfter[key])
  // Every request sent (answered or abandoned at the end) and the drain request were served.
  const served = result.requests.sent + 1
  const row = {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    ok: result['2xx'],
    non2xx: result.non2xx,
    errors: result.errors, // timeouts included
    ...cpuPerRequest(cpuUsed('server'), served),
    // The rest of the two cores' time: the database's share says what a cheaper query would buy.
    postgresCpuMs: cpuPerRequest(cpuUsed('postgres'), served).cpuMs,
    loadGeneratorCpuMs: cpuPerRequest(cpuUsed('loadGenerator'), served).cpuMs,
    statuses: Object.entries(result.statusCodeStats ?? {})
      .filter(([code]) => !code.startsWith('2'))
      .map(([code, { count }]) => `${code}×${count}`)
      .concat(result.timeouts ? [`timeout×${result.timeouts}`] : [])
      .concat(result.errors > result.timeouts ? [`error×${result.errors - result.timeouts}`] : [])
      .join(' '),
  }
  results.push(row)
  step(
    `${name}: ${row.rps.toFixed(0)} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms, 2xx ${row.ok}, non-2xx ${row.non2xx}${row.statuses ? ` (${row.statuses})` : ''}${row.cpuMs === undefined ? '' : `, server CPU ${row.cpuMs.toFixed(2)} ms/request (${row.systemCpuMs.toFixed(2)} of it in the kernel)`}${row.postgresCpuMs === undefined ? '' : `; PostgreSQL ${row.postgresCpuMs.toFixed(2)} ms/request`}, load generator ${row.loadGeneratorCpuMs.toFixed(2)} ms/request`,
  )
  return row
}

// ---------------------------------------------------------------------------------------------------

if (!env.BENCH_SKIP_BUILD) {
  step('building (turbo run build)')
  const built = spawnSync('npx', ['turbo', 'run', 'build', '--output-logs=errors-only'], {
    cwd: root,
    stdio: 'inherit',
  })
  if (built.status !== 0) process.exit(1)
}

for (const [label, url] of [
  ['the API port', `${base}/api/health`],
  ['the bare server port', `http://127.0.0.1:${barePort}/`],
]) {
  const answered = await fetch(url, { signal: AbortSignal.timeout(2000) }).then(
    () => true,
    () => false,
  )
  if (answered) {
    console.error(`Something already answers on ${label} (${url}); stop it or set BENCH_API_PORT.`)
    process.exit(1)
  }
}

// PG_BENCH_URL's (or PG_TEST_URL's) server, else an embedded one started for this run and stopped at its end.
const postgres = await startTestPostgres({ log: step })
const pgBaseUrl = postgres.baseUrl
if (!(await postgresReachable(pgBaseUrl))) {
  console.error(`PostgreSQL is not reachable at ${pgBaseUrl.replace(/:[^:@/]+@/, ':***@')} (set PG_BENCH_URL).`)
  await postgres.stop()
  process.exit(1)
}
const database = `app_bench_${Date.now()}_${process.pid}`
const admin = new pg.Client({ connectionString: `${pgBaseUrl}/postgres` })
await admin.connect()
await admin.query(`CREATE DATABASE ${database}`)
if (env.BENCH_PG_LOG_MS) {
  // Diagnostics: PostgreSQL logs (in its own server log) every statement slower than this.
  await admin.query(`ALTER DATABASE ${database} SET log_min_duration_statement = ${Number(env.BENCH_PG_LOG_MS)}`)
}
const databaseUrl = `${pgBaseUrl}/${database}`
const dir = mkdtempSync(path.join(tmpdir(), 'bench-api-'))
let server
let bare
let db
let exitCode = 0
let cleaning
/** Stops both servers and drops the database (unless BENCH_KEEP_DB); once, also on Ctrl-C. */
function cleanUp() {
  cleaning ??= (async () => {
    await db?.end().catch(() => undefined)
    await stop(bare)
    await stop(server)
    if (env.BENCH_KEEP_DB) console.log(`database kept: ${databaseUrl}`)
    else await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`).catch(() => undefined)
    await admin.end().catch(() => undefined)
    await postgres.stop()
    rmSync(dir, { recursive: true, force: true })
  })()
  return cleaning
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping the servers and dropping the database`)
    void cleanUp().finally(() => process.exit(130))
  })
}

/**
 * Starts the production server with WEB_CONCURRENCY=<processes> (more than one shares Redis) and waits
 * until every server process listens.
 */
async function startApi(processes) {
  // BENCH_CPU_PROF=<dir>: each server process writes a V8 CPU profile there when it stops (Chrome DevTools).
  const profile = env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir', path.resolve(env.BENCH_CPU_PROF)] : []
  const child = spawn(process.execPath, serverArgs(profile), {
    cwd: root,
    // The IPC channel: with WEB_CONCURRENCY the primary says when every server process listens.
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    env: {
      ...env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      MAIL_FROM: 'Bench <no-reply@bench.example.test>',
      DATABASE_URL: databaseUrl,
      MEDIA_DIR: path.join(dir, 'media'),
      PAYLOAD_SECRET: 'bench-api-secret-'.padEnd(48, 'x'),
      SUPERADMIN_USERNAME: 'bench-superadmin',
      SUPERADMIN_PASSWORD: PASSWORD,
      WEB_CONCURRENCY: String(processes),
      REDIS_URL: processes > 1 ? redisUrl : '',
      SMTP_URL: '',
      LOG_LEVEL: 'error',
    },
  })
  const exited = new Promise((_, reject) =>
    child.on('exit', (code) => reject(new Error(`the server exited (code ${code})`))),
  )
  exited.catch(() => undefined)
  const allListening =
    processes > 1
      ? new Promise((resolve) => child.on('message', (message) => message?.workersListening && resolve()))
      : Promise.resolve()
  await Promise.race([Promise.all([waitFor(`${base}/api/health`, 300_000, 'the server'), allListening]), exited])
  child.disconnect()
  return child
}

/** RSS in MB of the server's processes: the one started, then its children (workers, tsx's esbuild). */
function memoryOf(pid) {
  return processTree(pid).map((one) => {
    const [rss, ...args] = spawnSync('ps', ['-o', 'rss=,args=', '-p', String(one)])
      .stdout.toString()
      .trim()
      .split(/\s+/)
    const command = args.join(' ')
    const role = one === pid ? 'started' : /main\.ts/.test(command) ? 'worker' : path.basename(args[0] ?? '?')
    return { role, mb: Math.round(Number(rss) / 1024) }
  })
}

const runs = []
try {
  step(`production start on PostgreSQL (${database}), ${processCounts[0]} server process(es)`)
  server = await startApi(processCounts[0])
  step('server ready (migrated, seeded)')

  db = new pg.Client({ connectionString: databaseUrl })
  await db.connect()
  const loadStarted = Date.now()
  const data = await loadData(db)
  step(
    `loaded ${data.centres.length} centres, ${data.users} users, ${data.children} children, ${data.appointments} appointments in ${((Date.now() - loadStarted) / 1000).toFixed(1)} s`,
  )
  const { centres } = data

  bare = startBareServer()
  await waitFor(`http://127.0.0.1:${barePort}/`, 10_000, 'the bare server')
  const bareRow = await measure('bare http server (constant)', {
    origin: `http://127.0.0.1:${barePort}`,
    pid: bare.pid,
    makeRequest: () => ({ method: 'GET', path: '/' }),
  })
  bareRps = bareRow?.rps
  await stop(bare)
  const bareResults = runResults

  let booking = 0 // shared by the runs: every booking a slot no earlier request took
  for (const [index, processes] of processCounts.entries()) {
    if (index > 0) {
      await stop(server)
      // The run before booked thousands of walk-ins (new children, appointments): vacuumed, as autovacuum would
      // have by then, so each run starts from the same kind of database.
      step('VACUUM ANALYZE')
      await db.query('VACUUM ANALYZE')
      step(`starting ${processes} server process(es)`)
      server = await startApi(processes)
    }
    runResults = []
    const loadBefore = loadavg()
    // One signed-in admin per centre for the reads and the bookings.
    const tokens = []
    for (const centre of centres) tokens.push(await signIn(centre.admins[0].username))
    const auth = (c) => ({ authorization: `Bearer ${tokens[c]}` })
    step(
      `${processes} server process(es): signed in ${tokens.length} admins; ${connections} connections, ${warmup} s warm-up + ${seconds} s each`,
    )

    let n = 0
    const rotate = () => n++ % centres.length
    await measure('children GET /api/data/allChildren/:centre?page=1&limit=10', {
      makeRequest: () => {
        const c = rotate()
        return { method: 'GET', path: `/api/data/allChildren/${centres[c].id}?page=1&limit=10`, headers: auth(c) }
      },
    })
    await measure('children-search GET /api/data/allChildren/:centre?page=1&limit=10&search=reddy', {
      makeRequest: () => {
        const c = rotate()
        return {
          method: 'GET',
          path: `/api/data/allChildren/${centres[c].id}?page=1&limit=10&search=reddy`,
          headers: auth(c),
        }
      },
    })
    // Booked slots of a doctor on one of the coming 30 days (most of them hold several bookings).
    await measure('slots GET /api/admins/getBookedSlots/:doctor/:date', {
      makeRequest: () => {
        const i = n++
        const c = i % centres.length
        const doctor = centres[c].doctors[Math.floor(i / centres.length) % DOCTORS_PER_CENTRE]
        const date = addDays(today, 1 + (Math.floor(i / (centres.length * DOCTORS_PER_CENTRE)) % 30))
        return { method: 'GET', path: `/api/admins/getBookedSlots/${doctor.id}/${date}`, headers: auth(c) }
      },
    })
    // A branch's week on the admin's calendar (docs/api/appointments.md, "Calendars"): its ten doctors' slots
    // and appointments, seven days, weeks from four before today to three after.
    await measure('calendar GET /api/centres/:centre/calendar?from&to (a week, 10 doctors)', {
      makeRequest: () => {
        const i = n++
        const c = i % centres.length
        const from = addDays(today, ((Math.floor(i / centres.length) % 8) - 4) * 7)
        return {
          method: 'GET',
          path: `/api/centres/${centres[c].id}/calendar?from=${from}&to=${addDays(from, 6)}`,
          headers: auth(c),
        }
      },
    })
    await measure('pending GET /api/admins/getPendingAppointments/:centre?page=1&limit=10', {
      makeRequest: () => {
        const c = rotate()
        return {
          method: 'GET',
          path: `/api/admins/getPendingAppointments/${centres[c].id}?page=1&limit=10`,
          headers: auth(c),
        }
      },
    })

    // IEP dashboards (docs/api/iep.md): a doctor's and a therapist's assigned children with the review clock, and
    // one child's plans read by the centre's admin. The bulk load writes no IEPs, so these measure the lists'
    // lookups (children, plans, versions, entries) with empty plans.
    const doctorTokens = []
    const therapistTokens = []
    for (const centre of centres) {
      doctorTokens.push(await signIn(centre.doctors[0].username))
      therapistTokens.push(await signIn(centre.therapists[0].username))
    }
    await measure('iep-doctor GET /api/doctors/assigned', {
      makeRequest: () => {
        const c = rotate()
        return { method: 'GET', path: '/api/doctors/assigned', headers: { authorization: `Bearer ${doctorTokens[c]}` } }
      },
    })
    await measure('iep-therapist GET /api/therapists/assigned', {
      makeRequest: () => {
        const c = rotate()
        return {
          method: 'GET',
          path: '/api/therapists/assigned',
          headers: { authorization: `Bearer ${therapistTokens[c]}` },
        }
      },
    })
    // What the dashboards ask since decision 034: one page of five, and a page of a name search.
    await measure('iep-doctor GET /api/doctors/assigned?page=1&limit=5 (a dashboard page)', {
      makeRequest: () => {
        const c = rotate()
        return {
          method: 'GET',
          path: '/api/doctors/assigned?page=1&limit=5',
          headers: { authorization: `Bearer ${doctorTokens[c]}` },
        }
      },
    })
    await measure('iep-doctor GET /api/doctors/assigned?search=rao&page=1&limit=5 (a searched page)', {
      makeRequest: () => {
        const c = rotate()
        return {
          method: 'GET',
          path: '/api/doctors/assigned?search=rao&page=1&limit=5',
          headers: { authorization: `Bearer ${doctorTokens[c]}` },
        }
      },
    })
    await measure('iep-therapist GET /api/therapists/assigned?page=1&limit=5 (a dashboard page)', {
      makeRequest: () => {
        const c = rotate()
        return {
          method: 'GET',
          path: '/api/therapists/assigned?page=1&limit=5',
          headers: { authorization: `Bearer ${therapistTokens[c]}` },
        }
      },
    })
    await measure("iep-child GET /api/admins/iep/:child (a child's plans)", {
      makeRequest: () => {
        const i = n++
        const c = i % centres.length
        const child = centres[c].children[Math.floor(i / centres.length) % centres[c].children.length]
        return { method: 'GET', path: `/api/admins/iep/${child.id}`, headers: auth(c) }
      },
    })

    // Booking: walk-ins by each centre's admin (approved at once) for an existing parent's e-mail, each
    // request a slot no other request and no seeded appointment holds (days BOOKING_FROM_DAY and later).
    const bookingRequest = () => {
      const i = booking++
      const c = i % centres.length
      const centre = centres[c]
      const doctor = centre.doctors[Math.floor(i / centres.length) % DOCTORS_PER_CENTRE]
      const slot = Math.floor(i / (centres.length * DOCTORS_PER_CENTRE))
      const time = SLOT_TIMES[slot % SLOT_TIMES.length]
      const date = addDays(today, BOOKING_FROM_DAY + Math.floor(slot / SLOT_TIMES.length))
      const parent = centre.parents[i % centre.parents.length]
      const { body, contentType } = multipart({
        childId: '',
        childName: `${pick(FIRST)} ${parent.name.split(' ')[1]}`,
        dob: '2019-06-15',
        gender: 'Female',
        parentName: parent.name,
        email: parent.email,
        parentPhoneNo: parent.mobilenumber,
        address: parent.address ?? '',
        schoolName: pick(SCHOOLS),
        classGrade: 'Class 1',
        schoolBoard: 'CBSE',
        childConcerns: pick(CONCERNS),
        appointmentDate: date,
        time,
        branch: centre.id,
        doctorId: doctor.id,
        consultationType: 'New Consultation',
        referredBy: '',
      })
      return {
        method: 'POST',
        path: '/api/admins/bookAppointment',
        headers: { ...auth(c), 'content-type': contentType },
        body,
      }
    }
    await measure('booking POST /api/admins/bookAppointment (walk-in)', { makeRequest: bookingRequest })
    if (booking) step(`booking requests sent (probe and warm-up included): ${booking}`)

    // Sign-in: each connection is its own admin from its own address (X-Forwarded-For, trusted from
    // loopback), as 50 people signing in would be; every attempt succeeds. Last, and without warm-up:
    // each sign-in hashes the password (Payload's pbkdf2, 600,000 rounds) on libuv's thread pool, so the
    // attempts still queued when a run ends keep the CPU busy for seconds afterwards.
    const admins = centres.flatMap((c) => c.admins)
    let nextClient = 0
    await measure('login POST /api/users/login', {
      warm: 0,
      duration: loginSeconds,
      makeRequest: (context = {}) => {
        context.client ??= nextClient++
        // BENCH_LOGIN_ONE_CLIENT=1: every connection the same admin from the same address instead.
        const k = env.BENCH_LOGIN_ONE_CLIENT ? 0 : context.client % admins.length
        return {
          method: 'POST',
          path: '/api/users/login',
          headers: {
            'content-type': 'application/json',
            ...(env.BENCH_LOGIN_ONE_CLIENT ? {} : { 'x-forwarded-for': `10.0.${k >> 8}.${k & 255}` }),
          },
          body: JSON.stringify({ username: admins[k].username, password: PASSWORD }),
        }
      },
    })

    runs.push({ processes, results: runResults, memory: memoryOf(server.pid), loadBefore, loadAfter: loadavg() })
  }
  const load = (l) => l.map((x) => x.toFixed(1)).join(' ')
  const header = () =>
    console.log(
      `${'endpoint'.padEnd(80)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'of bare'.padStart(8)} ${'2xx'.padStart(7)} ${'non-2xx'.padStart(8)} ${'CPU ms/req'.padStart(11)} ${'PG ms/req'.padStart(10)}`,
    )
  const print = (row) => {
    if (row.skipped) {
      console.log(`${row.name.padEnd(80)} not measured: ${row.skipped}`)
      return
    }
    const percent = bareRps ? (row.rps / bareRps) * 100 : undefined
    const fraction = percent === undefined ? '-' : `${percent >= 1 ? percent.toFixed(1) : percent.toPrecision(2)}%`
    const rps = row.rps >= 100 ? row.rps.toFixed(0) : row.rps.toFixed(1)
    console.log(
      `${row.name.padEnd(80)} ${rps.padStart(8)} ${String(row.p50).padStart(7)} ${String(row.p99).padStart(7)} ${fraction.padStart(8)} ${String(row.ok).padStart(7)} ${String(row.non2xx + row.errors).padStart(8)} ${(row.cpuMs === undefined ? '-' : row.cpuMs.toFixed(2)).padStart(11)} ${(row.postgresCpuMs === undefined ? '-' : row.postgresCpuMs.toFixed(2)).padStart(10)}${row.statuses ? `  ${row.statuses}` : ''}`,
    )
  }
  console.log('')
  console.log(
    `API on PostgreSQL: ${data.centres.length} centres, ${data.children} children, ${data.appointments} appointments; ${connections} connections, ${seconds} s per endpoint (after ${warmup} s warm-up)`,
  )
  if (bareResults.length) {
    header()
    bareResults.forEach(print)
  }
  for (const run of runs) {
    console.log('')
    console.log(
      `${run.processes} server process${run.processes > 1 ? `es (WEB_CONCURRENCY=${run.processes}, Redis)` : ''}; load average ${load(run.loadBefore)} before, ${load(run.loadAfter)} after`,
    )
    header()
    run.results.forEach(print)
    const total = run.memory.reduce((sum, { mb }) => sum + mb, 0)
    console.log(
      `server memory (RSS) after the run: ${total} MB in all (${run.memory.map(({ role, mb }) => `${role} ${mb} MB`).join(', ')})`,
    )
  }
  console.log('')
  console.log(
    `CPU ms/req: CPU time (user + system) of every server process per request, less sensitive than req/s to other load; PG ms/req: the same for every PostgreSQL process (0 for the bare server, which asks no database); machine: ${cpus().length} CPUs, load average now ${load(loadavg())}`,
  )
  console.log(
    'Targets: p99 under 50 ms and at most 0.6 ms CPU per request for the reads (children, search, slots, pending); booking at most 3 ms. Figures only; nothing is asserted.',
  )
} catch (error) {
  console.error(error)
  exitCode = 1
} finally {
  await cleanUp()
}
process.exit(exitCode)
