import { randomUUID } from 'node:crypto'
import { request as httpRequest } from 'node:http'
import type { Express } from 'express'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as accountsSchema from '@app/accounts/schema'
import * as appointmentsSchema from '@app/appointments/schema'
import * as childrenSchema from '@app/children/schema'
import * as contactSchema from '@app/contact/schema'
import { createSignedInUser, centreIdsByName, unique } from '../support/accounts.ts'
import { bookingFields, clinicDay, openClinicDay } from '../support/appointments.ts'
import { centreWithChild } from '../support/children.ts'
import { loginAs, startTestServer } from '../support/server.ts'
import { isolatedDatabaseUrl } from '../support/test-config.ts'

/**
 * Bad input to every /api route, as every kind of caller: wrong types, control characters, huge strings,
 * odd ids, malformed or mistyped bodies. Whatever arrives, the answer is never a 5xx; a refusal is JSON
 * `{ message }` and leaves no row behind. The routes are read from the app's own routers, so a new route
 * is probed without touching this file. The server runs on a copy of the seeded database of its own
 * (tests/support/global-setup.ts), so the row counts are not moved by the test files running beside this one.
 */

const NUM_RUNS = Number(process.env.BAD_INPUT_RUNS ?? 600)

/** Collections whose rows a refused request must leave untouched. */
const WATCHED = [
  'users',
  'children',
  'appointments',
  'appointment-history',
  'contact-messages',
  'mail-outbox',
  'email-verifications',
  'password-links',
  'private-uploads',
] as const

interface ApiRoute {
  method: string
  path: string
}

interface RouterLayer {
  route?: { path: string | string[]; methods: Record<string, boolean> }
  handle?: { stack?: RouterLayer[] }
  rawPath?: string | string[]
}

/** Every method and path of the /api router, read from Express's own layers (sub-routers included). */
function apiRoutes(app: Express): ApiRoute[] {
  const found: ApiRoute[] = []
  const walk = (stack: RouterLayer[], prefix: string) => {
    for (const layer of stack) {
      if (layer.route) {
        const paths = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path]
        for (const routePath of paths) {
          for (const method of Object.keys(layer.route.methods)) {
            found.push({ method: method === '_all' ? 'POST' : method.toUpperCase(), path: `${prefix}${routePath}` })
          }
        }
      } else if (layer.handle?.stack) {
        const mount = typeof layer.rawPath === 'string' && layer.rawPath !== '/' ? layer.rawPath : ''
        walk(layer.handle.stack, `${prefix}${mount}`)
      }
    }
  }
  walk((app as unknown as { router: { stack: RouterLayer[] } }).router.stack, '')
  return found.filter((route) => route.path.startsWith('/api/'))
}

/** Every field name of the modules' input schemas (nested ones too), so bodies use the names routes read. */
function schemaFieldNames(): string[] {
  const names = new Set<string>()
  const visit = (schema: unknown, depth = 0) => {
    if (!schema || typeof schema !== 'object' || depth > 6) return
    const { entries, pipe, wrapped } = schema as { entries?: object; pipe?: unknown[]; wrapped?: unknown }
    if (entries) {
      for (const [name, entry] of Object.entries(entries)) {
        names.add(name)
        visit(entry, depth + 1)
      }
    }
    for (const item of pipe ?? []) visit(item, depth + 1)
    visit(wrapped, depth + 1)
  }
  for (const module of [accountsSchema, appointmentsSchema, childrenSchema, contactSchema]) {
    for (const value of Object.values(module)) if ((value as { kind?: unknown } | null)?.kind === 'schema') visit(value)
  }
  return [...names]
}

/** Path segments that cannot be ids, already in the form a client puts them on the wire. */
const ODD_SEGMENTS = [
  '..',
  '.',
  '%2e%2e',
  '..%2f..%2f..%2fetc%2fpasswd',
  '%2F',
  '%5C..%5C',
  '%00',
  '%0A',
  '%1B%5B2J',
  '%E0%A4%A',
  '%',
  '%C0%AE%C0%AE',
  '%E2%80%AE',
  '%ED%A0%80',
  '%F0%9F%98%80',
  'null',
  'undefined',
  '0',
  '-1',
  '1e309',
  '9'.repeat(400),
  'a'.repeat(5000),
  '%20',
  encodeURIComponent("' OR 1=1--"),
  encodeURIComponent('{"$ne":null}'),
  '00000000-0000-0000-0000-000000000000',
  'ffffffffffffffffffffffff',
  randomUUID(),
]

/** Strings no field should take: control characters, invisible ones, huge ones, look-alikes, injections. */
const badString = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\u001B[31m',
    '\u0085',
    '\u007F',
    '\u202Eadmin',
    'demo\u200B-admin',
    '\uD800',
    '\uFEFF',
    '../../etc/passwd',
    "'; DROP TABLE users; --",
    '%00',
    '{"$gt":""}',
    '9999-12-31',
    '2024-02-30',
    '10:30 PM',
    'x'.repeat(100_000),
    '\n'.repeat(3000),
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: fc.constantFrom('\u0000', '\u0001', '\u001F', '\u0085', 'a', '\n', '\t'), maxLength: 20 }),
)

/** Strings a real form might send, so some requests get past the first check and reach deeper code. */
function plausibleString(ids: string[]) {
  return fc.constantFrom(
    'nobody-here',
    'Strong@123',
    'Secret@1',
    'a@b.co',
    `probe-${unique()}@example.test`,
    '9876543210',
    'Ravi Kumar',
    'Hyderabad',
    'parent',
    'doctor',
    'admin',
    'approved',
    'rejected',
    'Male',
    'CBSE',
    'New Consultation',
    '10:30 AM',
    openClinicDay(7),
    '2018-06-14',
    '123456',
    'Speech delay',
    ...ids,
  )
}

function badValue(plausible: fc.Arbitrary<string>): fc.Arbitrary<unknown> {
  return fc.letrec<{ value: unknown }>((tie) => ({
    value: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      badString,
      plausible,
      plausible,
      fc.integer(),
      fc.constantFrom(0, -1, 1e308, Number.MAX_SAFE_INTEGER + 2, 0.5),
      fc.boolean(),
      fc.constant(null),
      fc.array(tie('value'), { maxLength: 3 }),
      fc.dictionary(fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom('__proto__', 'constructor')), tie('value'), {
        maxKeys: 3,
      }),
    ),
  })).value
}

type Body =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; contentType: string; text: string }
  | { kind: 'multipart'; fields: Array<[string, string]>; filename?: string }

const MALFORMED_JSON = [
  '{',
  '{"username":',
  '{"a":1}}',
  'nul',
  "{'username':'x'}",
  '\u0000',
  '[1,2',
  '{"__proto__":{"role":"admin"}}',
  '{"constructor":{"prototype":{"role":"admin"}}}',
  '['.repeat(20_000) + ']'.repeat(20_000),
  '{"a":'.repeat(3000) + '1' + '}'.repeat(3000),
  '"just a string"',
  '12345',
  'null',
  '[]',
]

/** A value each field name takes in a valid form, so a body with one bad field gets past all the others. */
function validByField(ids: Record<string, string[]>): Record<string, unknown> {
  const probe = `probe-${unique()}`
  return {
    username: probe,
    password: 'Strong@123',
    confirmPassword: 'Strong@123',
    currentPassword: 'Wrong@1234',
    newPassword: 'Newer@1234',
    confirmNewPassword: 'Newer@1234',
    role: 'parent',
    name: 'Ravi Kumar',
    parentName: 'Ravi Kumar',
    childName: 'Anu Kumar',
    mobilenumber: '9876543210',
    parentPhone: '9876543210',
    parentPhoneNo: '9876543210',
    phone: '9876543210',
    email: `${probe}@example.test`,
    parentEmail: `${probe}@example.test`,
    otpEmail: `${probe}@example.test`,
    address: 'Hyderabad',
    dob: '2018-06-14',
    gender: 'Male',
    schoolName: 'Sunrise School',
    schoolBoard: 'CBSE',
    classGrade: '2',
    childConcerns: 'Speech delay',
    appointmentDate: openClinicDay(8),
    appointmentTime: '11:30 AM',
    time: '11:30 AM',
    consultationType: 'New Consultation',
    status: 'approved',
    reason: 'The doctor is away',
    otp: '123456',
    token: 'not-a-real-token',
    message: 'Do you have Saturday sessions?',
    specialization: 'Speech therapy',
    branch: ids.centreId[0],
    centreId: ids.centreId[0],
    doctorId: ids.doctorId[0],
    therapistId: ids.therapistId[0],
    childId: ids.childId[0],
    appointmentId: ids.appointmentId[0],
    child: { name: 'Anu Kumar', dob: '2018-06-14', gender: 'Female' },
  }
}

function bodyArbitrary(
  fieldNames: string[],
  plausible: fc.Arbitrary<string>,
  valid: Record<string, unknown>,
  routeFields: string[],
): fc.Arbitrary<Body> {
  const fields = fc.dictionary(
    fc.oneof(fc.constantFrom(...fieldNames), fc.string({ maxLength: 10 })),
    badValue(plausible),
    {
      maxKeys: 8,
    },
  )
  // A valid form with one to three fields made bad: reaches the checks after the schema, and the database.
  const almostValid = fc
    .dictionary(
      fc.constantFrom(...(routeFields.length ? routeFields : fieldNames)),
      fc.oneof(badString, badString, badValue(plausible)),
      {
        minKeys: 1,
        maxKeys: 3,
      },
    )
    .map<Body>((bad) => ({ kind: 'json', value: { ...valid, ...bad } }))
  const textValue = fc.oneof(badString, plausible)
  return fc.oneof(
    { weight: 5, arbitrary: almostValid },
    fc.constant<Body>({ kind: 'none' }),
    fields.map<Body>((value) => ({ kind: 'json', value })),
    fields.map<Body>((value) => ({ kind: 'json', value })),
    badValue(plausible).map<Body>((value) => ({ kind: 'json', value })),
    fc.constantFrom(...MALFORMED_JSON).map<Body>((text) => ({ kind: 'raw', contentType: 'application/json', text })),
    fc
      .tuple(
        fc.constantFrom(
          'text/plain',
          'application/x-www-form-urlencoded',
          'application/xml',
          'application/json; charset=utf-16',
          'application/json; charset=latin1',
          'multipart/form-data; boundary=nothing-like-the-body',
          'multipart/form-data',
          'application/octet-stream',
        ),
        fc.oneof(fc.constantFrom(...MALFORMED_JSON), fc.constant('{"username":"x","password":"y"}'), badString),
      )
      .map<Body>(([contentType, text]) => ({ kind: 'raw', contentType, text })),
    fc
      .tuple(
        fc.array(fc.tuple(fc.constantFrom(...fieldNames), textValue), { maxLength: 10 }),
        fc.option(fc.constantFrom('../../etc/passwd', 'a\u0000.pdf', 'report.pdf', '\u202Efdp.exe', 'x'.repeat(600))),
      )
      .map<Body>(([fieldsSent, filename]) => ({
        kind: 'multipart',
        fields: fieldsSent,
        filename: filename ?? undefined,
      })),
  )
}

/** A query string's text as it goes on the wire (a lone surrogate, which no URL can carry, as U+FFFD). */
const wire = (text: string) => encodeURIComponent(Buffer.from(text, 'utf8').toString('utf8'))

interface RawResponse {
  status: number
  contentType: string
  text: string
}

/** One request with the path exactly as given (fetch would resolve `..` and re-encode it first). */
function rawRequest(
  baseUrl: string,
  {
    method,
    path: requestPath,
    headers,
    body,
  }: { method: string; path: string; headers: Record<string, string>; body?: Buffer },
): Promise<RawResponse> {
  const url = new URL(baseUrl)
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        method,
        path: requestPath,
        // Framed as a client frames it (Node sends an OPTIONS or DELETE body unframed otherwise).
        headers: { ...headers, ...(body ? { 'content-length': String(body.length) } : {}), connection: 'close' },
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            contentType: String(res.headers['content-type'] ?? ''),
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        )
        res.on('error', reject)
      },
    )
    req.on('error', reject)
    req.end(body)
  })
}

function encodeBody(body: Body): { headers: Record<string, string>; payload?: Buffer } {
  switch (body.kind) {
    case 'none':
      return { headers: {} }
    case 'json':
      return {
        headers: { 'content-type': 'application/json' },
        payload: Buffer.from(JSON.stringify(body.value) ?? 'null'),
      }
    case 'raw':
      return { headers: { 'content-type': body.contentType }, payload: Buffer.from(body.text) }
    case 'multipart': {
      const boundary = `----probe${unique()}`
      const parts = body.fields.map(
        ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      )
      if (body.filename !== undefined) {
        for (const field of ['pdf', 'prescription']) {
          parts.push(
            `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${body.filename}"\r\n` +
              `Content-Type: application/pdf\r\n\r\n%PDF-1.4 not really\r\n`,
          )
        }
      }
      return {
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: Buffer.from(`${parts.join('')}--${boundary}--\r\n`),
      }
    }
  }
}

describe('bad input to every /api route (property-based)', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>
  let routes: ApiRoute[]
  const callers: Record<string, { token?: string; username?: string; password?: string; userId?: string }> = {
    anonymous: {},
    forged: { token: 'eyJhbGciOiJIUzI1NiJ9.eyJ1c2VyIjp7Il9pZCI6IngifX0.forged' },
  }
  const ids: Record<string, string[]> = {}
  const routeFields = new Map<string, string[]>()

  beforeAll(async () => {
    // A copy of the run's seeded database, made by the global setup: no other test file writes to it.
    server = await startTestServer({ DATABASE_URL: isolatedDatabaseUrl('bad_input') })
    const centres = await centreIdsByName(server)
    const centreId = centres['Champapet Centre']
    const cast = await centreWithChild(server, centreId)
    const [editor, superadmin] = await Promise.all([
      createSignedInUser(server, { role: 'editor' }),
      createSignedInUser(server, { role: 'superadmin' }),
    ])
    const booked = await server.request<{ appointment: { _id: string } }>('/api/admins/bookAppointment', {
      token: cast.parent.token,
      json: bookingFields({ childId: cast.child._id, branch: centreId, doctorId: cast.doctor.user._id }),
    })
    expect(booked.status).toBe(201)
    const people = { ...cast, editor, superadmin }
    for (const role of ['admin', 'doctor', 'therapist', 'parent', 'editor', 'superadmin'] as const) {
      const { user, token, password } = people[role]
      callers[role] = { token, username: user.username, password, userId: user._id }
    }
    Object.assign(ids, {
      centreId: [centreId, centres['Bowenpally Centre']],
      userId: [cast.parent.user._id, cast.admin.user._id, cast.doctor.user._id],
      parentId: [cast.parent.user._id],
      childId: [cast.child._id],
      doctorId: [cast.doctor.user._id],
      therapistId: [cast.therapist.user._id],
      appointmentId: [booked.body.appointment._id],
      date: [openClinicDay(7), clinicDay(0)],
      index: ['0', '1', '999'],
    })
    routes = apiRoutes(server.app.app)
    // The fields each route reads, from its own answer to an empty form (as an admin and as a parent).
    for (const route of routes.filter((r) => ['POST', 'PUT', 'PATCH'].includes(r.method))) {
      const routePath = route.path.replace(/:(\w+)/g, (_match, name: string) => (ids[name] ?? [randomUUID()])[0])
      const names = new Set<string>()
      for (const caller of ['admin', 'parent', 'anonymous']) {
        const { body } = await server.request<{ fieldErrors?: Record<string, string> }>(routePath, {
          method: route.method,
          json: {},
          token: callers[caller].token,
        })
        for (const key of Object.keys(body?.fieldErrors ?? {})) names.add(key.split('.')[0])
      }
      routeFields.set(`${route.method} ${route.path}`, [...names])
    }
  }, 120_000)

  afterAll(async () => {
    await server?.stop()
  })

  const counts = async () =>
    Promise.all(
      WATCHED.map(async (collection) => (await server.payload.count({ collection, overrideAccess: true })).totalDocs),
    )

  it('finds the routes in the app itself: every module is probed', () => {
    const paths = routes.map((route) => `${route.method} ${route.path}`)
    for (const expected of [
      'POST /api/users/login',
      'POST /api/admins/register',
      'GET /api/data/allChildren/:centreId',
      'POST /api/admins/bookAppointment',
      'GET /api/data/allcentres',
      'POST /api/contact',
      'POST /api/files/uploads/:uploadId',
    ]) {
      expect(paths).toContain(expected)
    }
    expect(routes.length).toBeGreaterThan(30)
  })

  it('when any caller sends any bad input to any route, then the answer is never a 5xx, a refusal is JSON { message }, and a refusal stores nothing', async () => {
    const fieldNames = schemaFieldNames()
    const allIds = Object.values(ids).flat()
    const plausible = plausibleString(allIds)
    const valid = validByField(ids)
    const segment = (name: string) =>
      fc.oneof(
        fc.constantFrom(...(ids[name] ?? allIds)),
        fc.constantFrom(...(ids[name] ?? allIds)),
        fc.constantFrom(...ODD_SEGMENTS),
      )
    const queryString = fc
      .array(
        fc.tuple(
          fc.oneof(
            fc.constantFrom('page', 'limit', 'search', 'status', 'from', 'to', 'download', 'page[]', 'search[a]'),
            fc.string({ maxLength: 6 }),
          ),
          fc.oneof(badString, plausible, fc.constantFrom('1', '10', '0', '-1', '1e3', 'all', '1')),
        ),
        { maxLength: 4 },
      )
      .map((pairs) =>
        pairs.length ? `?${pairs.map(([key, value]) => `${wire(key)}=${wire(value.slice(0, 2000))}`).join('&')}` : '',
      )
    const probe = fc
      .record({
        route: fc.constantFrom(...routes),
        caller: fc.constantFrom(...Object.keys(callers)),
        // Mostly the route's own method; now and then another one.
        method: fc.oneof(
          { weight: 6, arbitrary: fc.constant(undefined) },
          { weight: 1, arbitrary: fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS') },
        ),
        query: queryString,
      })
      .chain((base) =>
        bodyArbitrary(
          fieldNames,
          plausible,
          valid,
          routeFields.get(`${base.route.method} ${base.route.path}`) ?? [],
        ).map((body) => ({ ...base, body })),
      )
      .chain((base) => {
        const names = [...base.route.path.matchAll(/:(\w+)/g)].map((match) => match[1])
        return fc.tuple(...names.map((name) => segment(name))).map((values) => {
          let requestPath = base.route.path
          names.forEach((name, i) => {
            requestPath = requestPath.replace(`:${name}`, values[i])
          })
          return { ...base, path: `${requestPath}${base.query}` }
        })
      })

    let clientCounter = 0
    const stats = new Map<string, number>()
    await fc.assert(
      fc.asyncProperty(probe, async ({ route, caller, method, body, path: requestPath }) => {
        const who = callers[caller]
        const sentMethod = method ?? route.method
        const { headers, payload } = sentMethod === 'GET' || sentMethod === 'HEAD' ? { headers: {} } : encodeBody(body)
        clientCounter += 1
        const before = await counts()
        const response = await rawRequest(server.url, {
          method: sentMethod,
          path: requestPath,
          headers: {
            ...headers,
            ...(who.token ? { authorization: `Bearer ${who.token}` } : {}),
            // A client address of its own each time, so throttling never hides what the route would do.
            'x-forwarded-for': `10.${(clientCounter >> 16) & 255}.${(clientCounter >> 8) & 255}.${clientCounter & 255}`,
          },
          body: payload,
        })
        const what = `${sentMethod} ${requestPath.slice(0, 300)} as ${caller}: ${response.status} ${response.text.slice(0, 300)}`
        if (process.env.BAD_INPUT_STATS) {
          const key = `${response.status} ${route.method} ${route.path}`
          stats.set(key, (stats.get(key) ?? 0) + 1)
        }
        expect(response.status, what).toBeLessThan(500)
        if (response.status >= 400) {
          if (sentMethod !== 'HEAD') {
            expect(response.contentType, what).toMatch(/^application\/json/)
            expect(typeof (JSON.parse(response.text) as { message?: unknown }).message, what).toBe('string')
          }
          expect(await counts(), what).toEqual(before)
        } else {
          // Side effects of an accepted request (mails after the response) settle before the next probe.
          await new Promise((resolve) => setTimeout(resolve, 50))
        }
        // A probe that ended the caller's session (logout) signs them in again.
        if (who.token && response.status === 200 && /logout/i.test(route.path) && who.username && who.password) {
          who.token = await loginAs(server.request, who.username, who.password)
        }
      }),
      { numRuns: NUM_RUNS, endOnFailure: true },
    )
    if (process.env.BAD_INPUT_STATS)
      console.log(
        [...stats]
          .sort()
          .map(([k, n]) => `${n}\t${k}`)
          .join('\n'),
      )
  }, 115_000)
})
