import { randomUUID } from 'node:crypto'
import type { startTestServer } from './server.ts'
import { loginAs } from './server.ts'

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

/**
 * Creates a user straight in the database (as seeding does) and signs them in, so a test owns the
 * account it locks, edits or changes the password of.
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
  const token = await loginAs(server.request, username, password)
  return { user, token, password }
}
