import { io, type Socket } from 'socket.io-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { centreIdsByName, createSignedInUser } from '../support/accounts.ts'
import { bookingFields, centreStaff, postMultipart } from '../support/appointments.ts'
import { decodeToken, DEMO_PASSWORD, startTestServer } from '../support/server.ts'
import { spawnServer, waitForListening, type ServerProcess } from '../support/process.ts'
import { redisAvailable, TEST_REDIS_URL } from '../support/redis.ts'
import { testDatabaseUrl, TEST_SECRET } from '../support/test-config.ts'

const REDIS_URL = TEST_REDIS_URL
const hasRedis = await redisAvailable()

describe.skipIf(!hasRedis)('Socket.IO across two server processes with REDIS_URL', () => {
  let here: Awaited<ReturnType<typeof startTestServer>>
  let there: ServerProcess
  let socket: Socket | undefined
  let otherSocket: Socket | undefined

  beforeAll(async () => {
    here = await startTestServer({ REDIS_URL })
    there = spawnServer({
      DATABASE_URL: testDatabaseUrl(),
      PAYLOAD_SECRET: TEST_SECRET,
      REDIS_URL,
      PORT: '0',
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
    })
  })
  afterAll(async () => {
    socket?.disconnect()
    otherSocket?.disconnect()
    there?.child.kill('SIGTERM')
    await there?.exited
    await here?.stop()
  })

  it('when one process sends an event to a centre, then an admin connected to the other process receives it', async () => {
    const thereUrl = await waitForListening(there)
    const login = await fetch(`${thereUrl}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'demo-admin', password: DEMO_PASSWORD }),
    }).then((response) => response.json() as Promise<{ token: string }>)
    const centreId = decodeToken(login.token).user.centreId as string

    socket = io(thereUrl, { auth: { token: login.token }, transports: ['websocket'], reconnection: false })
    await new Promise((resolve, reject) => {
      socket?.on('ready', resolve)
      socket?.on('connect_error', reject)
    })
    const received = new Promise((resolve) => socket?.on('enquiry:new', resolve))
    here.realtime.emitToCentre(centreId, 'enquiry:new', { referenceId: 'ABCDE12345' })
    expect(await received).toEqual({ referenceId: 'ABCDE12345' })
  })

  it('when a parent books through one process, then an admin of the centre connected to the other process gets appointment:pending', async () => {
    const thereUrl = await waitForListening(there)
    const centreId = (await centreIdsByName(here))['Barkatpura Centre']
    const { doctor } = await centreStaff(here, centreId)
    const parent = await createSignedInUser(here, { role: 'parent' })
    const login = await fetch(`${thereUrl}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'demo-admin', password: DEMO_PASSWORD }),
    }).then((response) => response.json() as Promise<{ token: string }>)
    const adminSocket = io(thereUrl, { auth: { token: login.token }, transports: ['websocket'], reconnection: false })
    try {
      await new Promise((resolve, reject) => {
        adminSocket.on('ready', resolve)
        adminSocket.on('connect_error', reject)
      })
      const pending = new Promise<{ _id: string }>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no appointment:pending within 2 s')), 2000)
        adminSocket.on('appointment:pending', (payload: { _id: string }) => {
          clearTimeout(timer)
          resolve(payload)
        })
      })
      const booked = await postMultipart<{ appointment: { _id: string } }>(
        here,
        '/api/admins/bookAppointment',
        parent.token,
        bookingFields({ branch: centreId, doctorId: doctor.user._id }),
      )
      expect(booked.status).toBe(201)
      expect((await pending)._id).toBe(booked.body.appointment._id)
    } finally {
      adminSocket.disconnect()
    }
  })

  it('when a session is logged out on one process, then its socket on the other process is disconnected within a second', async () => {
    const thereUrl = await waitForListening(there)
    const login = await fetch(`${thereUrl}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'demo-admin', password: DEMO_PASSWORD }),
    }).then((response) => response.json() as Promise<{ token: string }>)
    otherSocket = io(thereUrl, { auth: { token: login.token }, transports: ['websocket'], reconnection: false })
    await new Promise((resolve, reject) => {
      otherSocket?.on('ready', resolve)
      otherSocket?.on('connect_error', reject)
    })
    const closed = new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('the socket was still connected after 1 s')), 1000)
      otherSocket?.on('disconnect', (reason) => {
        clearTimeout(timer)
        resolve(reason)
      })
    })
    const logout = await fetch(`${here.url}/api/users/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${login.token}` },
    })
    expect(logout.status).toBe(200)
    expect(await closed).toBe('io server disconnect')
  })
})
