import { beforeAll, describe, expect, it } from 'vitest'
import { sharedTestServer, type TestServer } from '../support/server.ts'

describe('the users collection', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await sharedTestServer()
  })

  const userNamed = async (username: string) =>
    (await server.payload.find({ collection: 'users', where: { username: { equals: username } } })).docs[0]

  it.each(['admin', 'doctor', 'therapist'])(
    'when a %s is created without a centre, then it is refused',
    async (role) => {
      await expect(
        server.payload.create({
          collection: 'users',
          data: { username: `no-centre-${role}-${Date.now()}`, password: 'Some@12345', role } as never,
        }),
      ).rejects.toThrow(/centre/i)
    },
  )

  it('when a username is saved in capitals, then it is stored in lower case so sign-in ignores case', async () => {
    const doc = await server.payload.create({
      collection: 'users',
      data: { username: `  MixedCase-${Date.now()} `, password: 'Some@12345', role: 'parent' } as never,
    })
    expect(doc.username).toMatch(/^mixedcase-\d+$/)
  })

  it('when an editor looks at users in the CMS, then they see only themselves and cannot change their role', async () => {
    const editor = await userNamed('demo-editor')
    const visible = await server.payload.find({ collection: 'users', overrideAccess: false, user: editor })
    expect(visible.docs.map((doc) => doc.username)).toEqual(['demo-editor'])
    const updated = await server.payload.update({
      collection: 'users',
      id: editor.id,
      data: { role: 'superadmin' } as never,
      overrideAccess: false,
      user: editor,
    })
    expect(updated.role).toBe('editor')
  })

  it('when a portal user or an editor is asked whether they may open /admin, then only editors and superadmins may', async () => {
    const users = server.payload.collections.users.config
    const mayOpenAdmin = async (username: string) =>
      Boolean(
        await users.access.admin?.({ req: { user: await userNamed(username), payload: server.payload } as never }),
      )
    expect(await mayOpenAdmin('demo-editor')).toBe(true)
    expect(await mayOpenAdmin('demo-superadmin')).toBe(true)
    for (const username of ['demo-admin', 'demo-doctor', 'demo-therapist', 'demo-parent']) {
      expect(await mayOpenAdmin(username)).toBe(false)
    }
  })
})
