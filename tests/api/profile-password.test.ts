import { beforeAll, describe, expect, it } from 'vitest'
import { centreIdsByName, createSignedInUser, TEST_PASSWORD, unique } from '../support/accounts.ts'
import { loginAs, sharedTestServer, type TestServer } from '../support/server.ts'

type UserDto = Record<string, unknown> & { _id: string }

describe('profile and password: updateUser, changePassword', () => {
  let server: TestServer
  let centres: Record<string, string>
  beforeAll(async () => {
    server = await sharedTestServer()
    centres = await centreIdsByName(server)
  })

  const update = (userId: string, json: unknown, token: string) =>
    server.request<{ message: string; user: UserDto; fieldErrors?: Record<string, string> }>(
      `/api/data/updateUser/${userId}`,
      { method: 'PUT', json, token },
    )
  const changePassword = (userId: string, json: unknown, token: string) =>
    server.request<{ message: string; fieldErrors?: Record<string, string> }>(`/api/data/changePassword/${userId}`, {
      method: 'PUT',
      json,
      token,
    })
  const stored = (id: string) => server.payload.findByID({ collection: 'users', id, depth: 0 })

  describe('PUT /api/data/updateUser/:userId', () => {
    it('when a parent saves name, e-mail, phone and address, then they are stored and returned', async () => {
      const { user, token } = await createSignedInUser(server, { role: 'parent' })
      const email = `New-${unique()}@Example.test`
      const { status, body } = await update(
        user._id,
        { name: 'Ravi K', email, mobilenumber: '9988776655', address: 'Plot 9, Kukatpally' },
        token,
      )
      expect(status).toBe(200)
      expect(body).toEqual({
        message: 'Profile updated successfully!',
        user: {
          _id: user._id,
          username: user.username,
          name: 'Ravi K',
          email: email.toLowerCase(),
          mobilenumber: '9988776655',
          address: 'Plot 9, Kukatpally',
          role: 'parent',
          centreId: null,
        },
      })
    })

    it('when other fields are sent (role, username, centre, password), then they are ignored and nothing else changes', async () => {
      const { user, token } = await createSignedInUser(server, { role: 'parent' })
      const { status, body } = await update(
        user._id,
        {
          name: 'Still A Parent',
          email: user.email,
          mobilenumber: '9000000002',
          address: 'Hyderabad',
          role: 'admin',
          username: `hijack-${unique()}`,
          centreId: centres['Barkatpura Centre'],
          centre: centres['Barkatpura Centre'],
          password: 'Hijack@123',
        },
        token,
      )
      expect(status).toBe(200)
      expect(body.user).toMatchObject({
        role: 'parent',
        username: user.username,
        centreId: null,
        name: 'Still A Parent',
      })
      const doc = await stored(user._id)
      expect(doc).toMatchObject({ role: 'parent', username: user.username, centre: null })
      await loginAs(server.request, user.username, TEST_PASSWORD)
      expect(
        (await server.request('/api/users/login', { json: { username: user.username, password: 'Hijack@123' } }))
          .status,
      ).toBe(401)
    })

    it("when a user updates someone else's profile, then 403 and the other profile is unchanged", async () => {
      const { token } = await createSignedInUser(server, { role: 'parent' })
      const victim = await createSignedInUser(server, { role: 'parent' })
      const { status, body } = await update(
        victim.user._id,
        { name: 'Hacked', email: `x-${unique()}@example.test`, mobilenumber: '9000000003', address: 'x' },
        token,
      )
      expect(status).toBe(403)
      expect(body).toEqual({ message: 'You can only update your own profile.' })
      expect((await stored(victim.user._id)).name).toBe('Test parent')
      const admin = await loginAs(server.request, 'demo-admin')
      expect((await update(victim.user._id, { name: 'Hacked' }, admin)).status).toBe(403)
    })

    it('when the e-mail belongs to another account (any letter case), then 409 on the email field', async () => {
      const { user, token } = await createSignedInUser(server, { role: 'parent' })
      const { status, body } = await update(
        user._id,
        { name: 'A', email: 'Demo-Parent2@EXAMPLE.com', mobilenumber: '9000000004', address: 'Hyd' },
        token,
      )
      expect(status).toBe(409)
      expect(body).toEqual({
        message: 'User with this email already exists',
        fieldErrors: { email: 'User with this email already exists' },
      })
      expect((await stored(user._id)).email).toBe(user.email)
    })

    it('when fields are empty or malformed, then 400 with the field messages; a parent needs an address, a doctor does not', async () => {
      const { user, token } = await createSignedInUser(server, { role: 'parent' })
      const { status, body } = await update(user._id, { name: '', email: 'nope', mobilenumber: '12' }, token)
      expect(status).toBe(400)
      expect(body.fieldErrors).toEqual({
        name: 'Name is required',
        email: 'Email is invalid',
        mobilenumber: 'Mobile number must be 10 digits',
      })
      const noAddress = await update(user._id, { name: 'A', email: user.email, mobilenumber: '9000000005' }, token)
      expect(noAddress.status).toBe(400)
      expect(noAddress.body.fieldErrors).toEqual({ address: 'Address is required' })

      const doctor = await createSignedInUser(server, { role: 'doctor', centreId: centres['Neredmet Centre'] })
      const ok = await update(
        doctor.user._id,
        { name: 'Dr. Ok', email: doctor.user.email, mobilenumber: '9000000006' },
        doctor.token,
      )
      expect(ok.status).toBe(200)
      expect(ok.body.user).toMatchObject({ name: 'Dr. Ok', address: null, centreId: centres['Neredmet Centre'] })
    })

    it('when nobody is signed in, then 401', async () => {
      const { user } = await createSignedInUser(server, { role: 'parent' })
      const { status } = await server.request(`/api/data/updateUser/${user._id}`, { method: 'PUT', json: {} })
      expect(status).toBe(401)
    })
  })

  describe('PUT /api/data/changePassword/:userId', () => {
    it('when the current password is right, then the new one works, the old one does not, other sessions end, and it is audited', async () => {
      const { user, token } = await createSignedInUser(server, {
        role: 'therapist',
        centreId: centres['Nacharam Centre'],
      })
      const otherDevice = await loginAs(server.request, user.username, TEST_PASSWORD)

      const { status, body } = await changePassword(
        user._id,
        { currentPassword: TEST_PASSWORD, newPassword: 'Fresh$2026' },
        token,
      )
      expect(status).toBe(200)
      expect(body).toEqual({ message: 'Password changed successfully' })

      const stolen = await server.request('/api/users/me', { token: otherDevice })
      expect(stolen.status).toBe(401)
      expect(stolen.body).toMatchObject({ message: 'Your session has expired. Please log in again.' })
      expect((await server.request('/api/users/me', { token })).status).toBe(200)

      const old = await server.request('/api/users/login', {
        json: { username: user.username, password: TEST_PASSWORD },
      })
      expect(old.status).toBe(401)
      await loginAs(server.request, user.username, 'Fresh$2026')

      const audit = await server.payload.find({
        collection: 'audit-log',
        where: { and: [{ action: { equals: 'password.changed' } }, { target: { equals: user._id } }] },
      })
      expect(audit.docs).toHaveLength(1)
      expect(audit.docs[0]).toMatchObject({ actorUsername: user.username, ip: expect.any(String) })
      expect(JSON.stringify(audit.docs[0])).not.toContain('Fresh$2026')
    })

    it('when the current password is wrong, then 400 Current password is incorrect and the password stays', async () => {
      const { user, token } = await createSignedInUser(server, { role: 'parent' })
      const { status, body } = await changePassword(
        user._id,
        { currentPassword: 'Wrong@1234', newPassword: 'Fresh$2026' },
        token,
      )
      expect(status).toBe(400)
      expect(body).toEqual({
        message: 'Current password is incorrect',
        fieldErrors: { currentPassword: 'Current password is incorrect' },
      })
      await loginAs(server.request, user.username, TEST_PASSWORD)
    })

    it('when the new password breaks the rules or equals the current one, then 400 with the rule', async () => {
      const { user, token } = await createSignedInUser(server, { role: 'parent' })
      const weak = await changePassword(user._id, { currentPassword: TEST_PASSWORD, newPassword: 'short' }, token)
      expect(weak.status).toBe(400)
      expect(weak.body.fieldErrors).toEqual({ newPassword: 'Password must be at least 8 characters' })
      const same = await changePassword(user._id, { currentPassword: TEST_PASSWORD, newPassword: TEST_PASSWORD }, token)
      expect(same.body.fieldErrors).toEqual({
        newPassword: 'New password must be different from the current password',
      })
      const empty = await changePassword(user._id, {}, token)
      expect(empty.body.fieldErrors).toEqual({
        currentPassword: 'Current password is required',
        newPassword: 'New password is required',
      })
    })

    it("when someone changes another user's password, then 403 and it still works with the old one", async () => {
      const { token } = await createSignedInUser(server, { role: 'parent' })
      const victim = await createSignedInUser(server, { role: 'parent' })
      const { status, body } = await changePassword(
        victim.user._id,
        { currentPassword: TEST_PASSWORD, newPassword: 'Owned$2026' },
        token,
      )
      expect(status).toBe(403)
      expect(body).toEqual({ message: 'You can only change your own password.' })
      await loginAs(server.request, victim.user.username, TEST_PASSWORD)
    })
  })
})
