import type { Payload } from 'payload'
import { idOfRef, type Ref } from '@app/platform'
import type { Role } from '@app/platform/roles'
import { SESSIONS_SLUG, USERS_SLUG } from './accounts.collections.ts'
import type { UserDto } from './accounts.schema.ts'

interface UserDoc {
  id: string
  username: string
  name?: string | null
  email?: string | null
  mobilenumber?: string | null
  address?: string | null
  role: Role
  centre?: Ref
}

const toUserDto = (doc: UserDoc): UserDto => ({
  _id: doc.id,
  username: doc.username,
  name: doc.name ?? null,
  email: doc.email ?? null,
  mobilenumber: doc.mobilenumber ?? null,
  address: doc.address ?? null,
  role: doc.role,
  centreId: idOfRef(doc.centre),
})

export interface NewUser {
  username: string
  password: string
  role: Role
  name?: string
  email?: string
  mobilenumber?: string
  address?: string
  centreId?: string | null
}

export function createAccountsRepository(payload: Payload) {
  return {
    /** Checks the password with Payload (hashing, attempt counting and locking live there). */
    async verifyPassword(
      username: string,
      password: string,
    ): Promise<{ user: UserDto; cmsToken?: string; cmsTokenExp?: number }> {
      const result = await payload.login({ collection: USERS_SLUG, data: { username, password } as never })
      return { user: toUserDto(result.user as unknown as UserDoc), cmsToken: result.token, cmsTokenExp: result.exp }
    },
    /** The cookie Payload's admin panel reads its session from. */
    cmsCookieName: `${payload.config.cookiePrefix}-token`,
    async findById(id: string): Promise<UserDto | undefined> {
      const doc = await payload.findByID({ collection: USERS_SLUG, id, depth: 0, disableErrors: true })
      return doc ? toUserDto(doc as unknown as UserDoc) : undefined
    },
    async findByUsername(username: string): Promise<UserDto | undefined> {
      const { docs } = await payload.find({
        collection: USERS_SLUG,
        depth: 0,
        limit: 1,
        where: { username: { equals: username.trim().toLowerCase() } },
      })
      return docs[0] ? toUserDto(docs[0] as unknown as UserDoc) : undefined
    },
    async countByRole(role: Role): Promise<number> {
      const { totalDocs } = await payload.count({ collection: USERS_SLUG, where: { role: { equals: role } } })
      return totalDocs
    },
    async create(user: NewUser): Promise<UserDto> {
      const { centreId, ...rest } = user
      const doc = await payload.create({
        collection: USERS_SLUG,
        data: { ...rest, centre: centreId ?? null } as never,
        depth: 0,
      })
      return toUserDto(doc as unknown as UserDoc)
    },
    async createSession(userId: string, expiresAt: Date): Promise<string> {
      const doc = await payload.create({
        collection: SESSIONS_SLUG,
        data: { user: userId, expiresAt: expiresAt.toISOString() } as never,
        depth: 0,
      })
      return String(doc.id)
    },
    /** A session is alive while its row exists, belongs to the user and has not expired. */
    async isSessionActive(sessionId: string, userId: string): Promise<boolean> {
      const doc = (await payload.findByID({
        collection: SESSIONS_SLUG,
        id: sessionId,
        depth: 0,
        disableErrors: true,
      })) as { user: string | { id: string }; expiresAt: string } | null
      return Boolean(doc && idOfRef(doc.user) === userId && new Date(doc.expiresAt).getTime() > Date.now())
    },
    async deleteSession(sessionId: string): Promise<void> {
      await payload.delete({ collection: SESSIONS_SLUG, where: { id: { equals: sessionId } } })
    },
  }
}

export type AccountsRepository = ReturnType<typeof createAccountsRepository>
