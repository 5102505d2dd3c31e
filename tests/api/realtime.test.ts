import { io, type Socket } from 'socket.io-client'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { decodeToken, loginAs, startTestServer } from '../support/server.ts'

describe('Socket.IO on the same server', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>
  const sockets: Socket[] = []
  beforeAll(async () => {
    server = await startTestServer()
  })
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.disconnect()
  })
  afterAll(() => server?.stop())

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
})
