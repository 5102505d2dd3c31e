import { randomUUID } from 'node:crypto'
import type { TokenUser } from '@app/platform'
import type { startTestServer } from './server.ts'
import { loginAs } from './server.ts'
import { testConfig } from './test-config.ts'

type TestServer = Awaited<ReturnType<typeof startTestServer>>

/** A password that passes every rule (parent registration's are the strictest). */
export const TEST_PASSWORD = 'Test@12345'

/** A short unique suffix, so each test's usernames and e-mails are its own. */
export const unique = () => randomUUID().slice(0, 8)

/** The seeded centres by name. */
export async function centreIdsByName(server: TestServer): Promise<Record<string, string>> {
  const { docs } = await server.payload.find({ collection: 'centres', pagination: false, depth: 0 })
  return Object.fromEntries(docs.map((doc) => [String(doc.name), String(doc.id)]))
}

/** The portal's roles: their sign-in is the app's session and token alone (editors and superadmins get /admin's too). */
const PORTAL_ROLES = new Set(['parent', 'admin', 'doctor', 'therapist'])

/**
 * Creates a user straight in the database (as seeding does) and signs them in, so a test owns the
 * account it locks, edits or changes the password of. A portal user's sign-in is what a successful
 * `POST /api/users/login` stores and answers after the password check: a session row and a token for it, signed by
 * the server's signer, so every request checks it as it checks any other. The password check itself (PBKDF2, 600,000
 * rounds: about 0.1 s of CPU each) is left to the tests about signing in: these sign-ins made about 800 of the API
 * stage's 2,050 hashes, some 80 s of its CPU (decision 068). Editors and superadmins sign in through the login,
 * which also opens /admin's session for them.
 */
export async function createSignedInUser(
  server: TestServer,
  {
    role,
    centreId = null,
    username = `${role}-${unique()}`,
    email = `${username}@example.test`,
    name = `Test ${role}`,
    password = TEST_PASSWORD,
  }: {
    role: 'parent' | 'admin' | 'doctor' | 'therapist' | 'editor' | 'superadmin'
    centreId?: string | null
    username?: string
    email?: string
    name?: string
    password?: string
  },
) {
  const user = await server.app.modules.accounts.service.createUser({
    username,
    password,
    role,
    name,
    email,
    mobilenumber: '9000000001',
    address: role === 'parent' ? 'Hyderabad' : undefined,
    centreId,
  })
  const token = PORTAL_ROLES.has(role)
    ? await sessionToken(server, user)
    : await loginAs(server.request, username, password)
  return { user, token, password }
}

/** A session of `user`, stored and signed as the login stores and signs one (accounts.service.ts, `login`). */
async function sessionToken(server: TestServer, user: TokenUser) {
  const expiresAt = new Date(Date.now() + testConfig().tokenTtlSeconds * 1000)
  const session = await server.payload.create({
    collection: 'auth-sessions',
    data: { user: user._id, expiresAt: expiresAt.toISOString() },
    depth: 0,
  })
  return server.app.signer.sign({
    user: { _id: user._id, role: user.role, centreId: user.centreId },
    sid: String(session.id),
  })
}
