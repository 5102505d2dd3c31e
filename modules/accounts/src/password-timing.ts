import { pbkdf2, randomBytes } from 'node:crypto'
import type { CollectionBeforeOperationHook } from 'payload'

// Payload checks a password only when the username exists: an unknown username answered in about 5 ms,
// a real one after its password hash, 120-145 ms. That difference tells anyone which usernames exist. So
// a sign-in with an unknown username hashes the password it was given against a dummy salt, with the
// parameters Payload 3 uses for the hashes it stores (generatePasswordSaltHash: PBKDF2-SHA256, 600,000
// rounds, 32 bytes); tests/api/login-timing.test.ts fails if the two ever drift apart.
const ITERATIONS = 600_000
const KEY_LENGTH = 32
const DUMMY_SALT = randomBytes(32).toString('hex')

/** Spends what checking `password` against a stored hash spends, and forgets the result. */
export const hashAgainstDummy = (password: string): Promise<void> =>
  new Promise((resolve) => pbkdf2(password, DUMMY_SALT, ITERATIONS, KEY_LENGTH, 'sha256', () => resolve()))

/**
 * Every password sign-in is Payload's login operation (the portal's /api/users/login through the Local API,
 * the admin panel's /cms-api/users/login over REST), so this hook covers both: before the operation looks
 * the user up, it does the same lookup, and for a username nobody has it spends a hash. Payload then
 * refuses as before. Usernames are stored trimmed and lower-cased (the collection's `normalise`), as
 * Payload's own lookup compares them.
 */
export const hashForUnknownUsernames: CollectionBeforeOperationHook = async ({ args, operation, req, collection }) => {
  if (operation !== 'login') return args
  const data = (args as { data?: { username?: unknown; password?: unknown } }).data
  const username = typeof data?.username === 'string' ? data.username.trim().toLowerCase() : ''
  const password = data?.password
  // Without a username or a password Payload refuses before any lookup, for real and unknown names alike.
  if (!username || typeof password !== 'string' || password.trim() === '') return args
  const user = await req.payload.db.findOne({
    collection: collection.slug,
    req,
    select: { id: true },
    where: { username: { equals: username } },
  })
  if (!user) await hashAgainstDummy(password)
  return args
}
