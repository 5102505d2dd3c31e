import { io, type Socket } from 'socket.io-client'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { centreIdsByName, createSignedInUser, TEST_PASSWORD } from '../support/accounts.ts'
import { decodeToken, loginAs, sharedTestServer, type TestServer } from '../support/server.ts'

describe('Socket.IO on the same server', () => {
  let server: TestServer
  const sockets: Socket[] = []
  beforeAll(async () => {
    server = await sharedTestServer()
  })
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.disconnect()
  })

  const connect = (auth?: { token: string }) => {
    const socket = io(server.url, { auth, transports: ['websocket'], reconnection: false })
    sockets.push(socket)
    return socket
  }
  const refusal = (socket: Socket) =>
    new Promise<string>((resolve, reject) => {
      socket.on('connect_error', (error) => resolve(error.message))
      socket.on('connect', () => reject(new Error('the socket was accepted')))
    })
  const ready = (socket: Socket) =>
    new Promise<{ rooms: string[] }>((resolve, reject) => {
      socket.on('ready', resolve)
      socket.on('connect_error', reject)
    })

  it('when a socket has no token, then it is refused', async () => {
    expect(await refusal(connect())).toBe('unauthorized')
  })

  it('when a socket presents a forged token, then it is refused', async () => {
    const token = await loginAs(server.request, 'demo-admin')
    expect(await refusal(connect({ token: `${token.slice(0, -4)}AAAA` }))).toBe('unauthorized')
  })

  it('when a socket presents a logged-out token, then it is refused', async () => {
    const token = await loginAs(server.request, 'demo-admin')
    await server.request('/api/users/logout', { method: 'POST', token })
    expect(await refusal(connect({ token }))).toBe('unauthorized')
  })

  it("when an event is sent to a centre, then that centre's admins get it and other centres' admins do not", async () => {
    const barkatpuraToken = await loginAs(server.request, 'demo-admin')
    const kukatpallyToken = await loginAs(server.request, 'demo-admin2')
    const barkatpura = connect({ token: barkatpuraToken })
    const kukatpally = connect({ token: kukatpallyToken })
    const [barkatpuraReady] = await Promise.all([ready(barkatpura), ready(kukatpally)])
    const centreId = decodeToken(barkatpuraToken).user.centreId as string
    expect(barkatpuraReady.rooms).toContain(`centre:${centreId}`)

    const received: string[] = []
    kukatpally.on('appointment:pending', () => received.push('kukatpally'))
    const delivered = new Promise((resolve) => barkatpura.on('appointment:pending', resolve))
    server.realtime.emitToCentre(centreId, 'appointment:pending', { _id: 'a1' })
    expect(await delivered).toEqual({ _id: 'a1' })
    // The other centre's socket shares the connection order, so by now it would have had it too.
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(received).toEqual([])
  })

  describe('when a session ends, its sockets close at once', () => {
    /**
     * Watches `socket` from now on. `closed` resolves with the reason it was closed, or rejects when it is
     * still open `ms` after `answered()` is called: the clock starts when the ending call has answered, so
     * the time that call spends (a password change hashes twice) is not counted against the close.
     */
    const closedWithin = (socket: Socket, ms: number) => {
      let answered = () => {}
      const closed = new Promise<string>((resolve, reject) => {
        let timer: NodeJS.Timeout | undefined
        let isClosed = false
        socket.on('disconnect', (reason) => {
          isClosed = true
          clearTimeout(timer)
          resolve(reason)
        })
        answered = () => {
          if (!isClosed)
            timer = setTimeout(() => reject(new Error(`the socket was still connected after ${ms} ms`)), ms)
        }
      })
      return { closed, answered: () => answered() }
    }
    const stillConnectedAfter = async (socket: Socket, ms: number) => {
      await new Promise((resolve) => setTimeout(resolve, ms))
      return socket.connected
    }
    const newAdmin = async () =>
      createSignedInUser(server, { role: 'admin', centreId: (await centreIdsByName(server))['Barkatpura Centre'] })

    it('when an admin logs out, then their socket is disconnected within a second, and a fresh sign-in connects', async () => {
      const { user, token } = await newAdmin()
      const otherToken = await loginAs(server.request, user.username, TEST_PASSWORD)
      const socket = connect({ token })
      const otherSession = connect({ token: otherToken })
      await Promise.all([ready(socket), ready(otherSession)])

      const closing = closedWithin(socket, 1000)
      expect((await server.request('/api/users/logout', { method: 'POST', token })).status).toBe(200)
      closing.answered()
      expect(await closing.closed).toBe('io server disconnect')
      // Only that session ended: the same admin signed in elsewhere keeps their socket.
      expect(await stillConnectedAfter(otherSession, 200)).toBe(true)

      const fresh = connect({ token: await loginAs(server.request, user.username, TEST_PASSWORD) })
      expect((await ready(fresh)).rooms).toContain(`user:${user._id}`)
    })

    it('when a user changes their password in another session, then the sockets of their other sessions close within a second', async () => {
      const { user, token: oldToken } = await newAdmin()
      const changingToken = await loginAs(server.request, user.username, TEST_PASSWORD)
      const oldSocket = connect({ token: oldToken })
      const changingSocket = connect({ token: changingToken })
      await Promise.all([ready(oldSocket), ready(changingSocket)])

      const closing = closedWithin(oldSocket, 1000)
      const changed = await server.request(`/api/data/changePassword/${user._id}`, {
        method: 'PUT',
        token: changingToken,
        json: { currentPassword: TEST_PASSWORD, newPassword: 'Changed@2026' },
      })
      expect(changed.status).toBe(200)
      closing.answered()
      expect(await closing.closed).toBe('io server disconnect')
      expect(await stillConnectedAfter(changingSocket, 200)).toBe(true)
      expect(await refusal(connect({ token: oldToken }))).toBe('unauthorized')
    })

    it("when a superadmin moves an admin to another centre in /admin, then the admin's sockets close within a second", async () => {
      const { user, token } = await newAdmin()
      const socket = connect({ token })
      await ready(socket)
      const superadmin = (
        await server.payload.find({ collection: 'users', depth: 0, where: { username: { equals: 'demo-superadmin' } } })
      ).docs[0]

      const closing = closedWithin(socket, 1000)
      await server.payload.update({
        collection: 'users',
        id: user._id,
        data: { centre: (await centreIdsByName(server))['Champapet Centre'] } as never,
        overrideAccess: false,
        user: superadmin,
      })
      closing.answered()
      expect(await closing.closed).toBe('io server disconnect')
    })
  })
})
