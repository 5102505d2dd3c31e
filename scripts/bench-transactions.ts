// `npx tsx scripts/bench-transactions.ts`: concurrent walk-in bookings on SQLite (each one writes a
// parent account, a child, a PDF report and the appointment), with Payload's transactions on and off
// (SQLITE_TRANSACTIONS=off), while other requests write beside them (the admin assigning a child's staff).
// Prints latencies, failures (SQLITE_BUSY shows as 500) and how long writers waited. Figures only,
// nothing asserted: docs/decisions/012-transactions.md records what it printed.
// Knobs: BENCH_BOOKINGS (default 60), BENCH_CONCURRENCY (default 10).
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

const BOOKINGS = Number(process.env.BENCH_BOOKINGS ?? 60)
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 10)

if (!process.env.BENCH_CHILD) {
  for (const mode of ['off', 'on']) {
    const dir = mkdtempSync(path.join(tmpdir(), 'bench-tx-'))
    const result = spawnSync(process.execPath, ['--import', 'tsx', import.meta.filename], {
      stdio: 'inherit',
      env: {
        ...process.env,
        BENCH_CHILD: '1',
        SQLITE_TRANSACTIONS: mode,
        DATABASE_URL: `file:${path.join(dir, 'bench.db')}`,
        MEDIA_DIR: path.join(dir, 'media'),
        PRIVATE_UPLOADS_DIR: path.join(dir, 'private'),
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
      },
    })
    rmSync(dir, { recursive: true, force: true })
    if (result.status !== 0) process.exit(result.status ?? 1)
  }
} else {
  await runOne()
}

async function runOne() {
  const { loadConfig, logger } = await import('@app/platform')
  const { startServer } = await import('@app/server')
  const server = await startServer({
    config: loadConfig({
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      PAYLOAD_SECRET: 'bench-secret-long-enough-0123456789',
    }),
    log: logger,
    withCms: false,
    withSite: false,
  })
  const accounts = server.app.modules.accounts.service
  const { docs } = await server.payload.find({ collection: 'centres', limit: 1, depth: 0 })
  const centreId = String(docs[0].id)
  const password = 'Bench@12345'
  const make = async (role: 'admin' | 'doctor' | 'therapist', name: string) => {
    const username = `${role}-${name}`.toLowerCase()
    const user = (await accounts.createUser({
      username,
      password,
      role,
      name,
      email: `${username}@example.test`,
      mobilenumber: '9000000001',
      centreId,
    } as never)) as { _id: string }
    const login = await fetch(`${server.url}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password }),
    })
    const body = (await login.json()) as { token?: string }
    if (!body.token) throw new Error(`sign-in of ${username} failed: ${JSON.stringify(body)}`)
    return { token: body.token, id: user._id }
  }
  const admin = await make('admin', 'bench')
  const doctors = await Promise.all(['a', 'b', 'c', 'd', 'e'].map((n) => make('doctor', `bench${n}`)))
  const slots = ['10:30 AM', '11:30 AM', '12:30 PM', '2:00 PM', '3:00 PM', '3:30 PM', '4:30 PM', '5:30 PM']
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n')

  const book = async (n: number) => {
    const doctor = doctors[n % doctors.length]
    const form = new FormData()
    const fields: Record<string, string> = {
      childId: 'new',
      childName: `Bench Child ${n}`,
      dob: '2018-06-14',
      gender: 'Male',
      parentName: `Bench Parent ${n}`,
      email: `bench-${process.env.SQLITE_TRANSACTIONS}-${n}@example.test`,
      parentPhoneNo: '9876543210',
      address: 'Hyderabad',
      appointmentDate: day(7 + Math.floor(n / (doctors.length * slots.length))),
      time: slots[Math.floor(n / doctors.length) % slots.length],
      branch: centreId,
      doctorId: doctor.id,
      consultationType: 'New Consultation',
      childConcerns: 'Speech delay',
      schoolName: 'Sunrise School',
      classGrade: '2',
      schoolBoard: 'CBSE',
    }
    for (const [key, value] of Object.entries(fields)) form.append(key, value)
    form.append('pdf', new Blob([new Uint8Array(pdf)]), 'report.pdf')
    const started = performance.now()
    const response = await fetch(`${server.url}/api/admins/bookAppointment`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin.token}` },
      body: form,
    })
    const text = await response.text()
    if (response.status >= 400 && !firstRefusal) firstRefusal = `${response.status} ${text.slice(0, 300)}`
    return { ms: performance.now() - started, status: response.status }
  }
  let firstRefusal = ''

  const therapist = await make('therapist', 'bench')
  // A small write beside the bookings: the admin assigns a child's doctor and therapist, again and again.
  const child = await server.app.modules.children.service.registerChild({
    name: 'Bench Side Child',
    dob: '2019-01-01',
    gender: 'Female',
    parentId: admin.id,
    centreId,
    admitStatus: 'pending',
  } as never)
  let booking = true
  const sideWrites: Array<{ ms: number; status: number }> = []
  const side = (async () => {
    let i = 0
    while (booking) {
      const started = performance.now()
      const response = await fetch(`${server.url}/api/admins/assign/${child._id}`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ doctorId: doctors[i++ % doctors.length].id, therapistId: therapist.id }),
      })
      await response.arrayBuffer()
      sideWrites.push({ ms: performance.now() - started, status: response.status })
    }
  })()

  const results: Array<{ ms: number; status: number }> = []
  const started = performance.now()
  let next = 0
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < BOOKINGS) results.push(await book(next++))
    }),
  )
  const elapsed = performance.now() - started
  booking = false
  await side

  const pct = (values: number[], p: number) => {
    const sorted = [...values].sort((a, b) => a - b)
    return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN
  }
  const summary = (rows: Array<{ ms: number; status: number }>) => {
    const ok = rows.filter((r) => r.status < 300).map((r) => r.ms)
    const statuses = Object.entries(
      rows.reduce<Record<number, number>>((acc, r) => ({ ...acc, [r.status]: (acc[r.status] ?? 0) + 1 }), {}),
    )
      .map(([status, count]) => `${status}×${count}`)
      .join(' ')
    return `${rows.length} requests (${statuses}); ok p50 ${pct(ok, 50).toFixed(0)} ms, p95 ${pct(ok, 95).toFixed(0)} ms, max ${Math.max(...ok).toFixed(0)} ms`
  }
  const appointments = await server.payload.count({ collection: 'appointments' })
  console.log(
    `SQLite transactions ${process.env.SQLITE_TRANSACTIONS}: ${BOOKINGS} walk-in bookings, ${CONCURRENCY} at a time, ` +
      `${(BOOKINGS / (elapsed / 1000)).toFixed(1)} bookings/s, ${appointments.totalDocs} stored\n` +
      `  bookings:           ${summary(results)}\n` +
      `  assigns beside:     ${summary(sideWrites)}` +
      (firstRefusal ? `\n  first refusal: ${firstRefusal}` : ''),
  )
  await server.stop()
}
