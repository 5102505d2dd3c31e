import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import express from 'express'
import { describe, expect, it } from 'vitest'
import { createEventBus } from './event-bus.ts'
import { defineEvent, rooms, roomsOf, type EventRooms } from './events.ts'
import { createLogger } from './logger.ts'

const log = createLogger('event-bus-test')
const BOOKED = defineEvent<{ id: string; centreId: string }>('test:booked', {
  room: (payload) => rooms.centre(payload.centreId),
})

describe('event bus', () => {
  it('runs a handler published during a request only after its response has been sent', async () => {
    const bus = createEventBus({ log })
    const order: string[] = []
    bus.subscribe(BOOKED, ({ id }) => {
      order.push(`handler ${id}`)
    })
    const app = express()
    app.use(bus.afterResponse())
    app.get('/', async (_req, res) => {
      bus.publish(BOOKED, { id: 'a1', centreId: 'c1' })
      await new Promise((resolve) => setTimeout(resolve, 20))
      order.push('responding')
      res.on('finish', () => order.push('response sent'))
      res.send('ok')
    })
    const server = createServer(app).listen(0)
    try {
      const { port } = server.address() as AddressInfo
      expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toBe('ok')
      await bus.settled()
      expect(order).toEqual(['responding', 'response sent', 'handler a1'])
    } finally {
      server.close()
    }
  })

  it('runs the handlers of an urgent event during the request, before its response', async () => {
    const bus = createEventBus({ log })
    const REVOKED = defineEvent<{ id: string }>('test:revoked', { isUrgent: true })
    const order: string[] = []
    bus.subscribe(REVOKED, ({ id }) => {
      order.push(`handler ${id}`)
    })
    const app = express()
    app.use(bus.afterResponse())
    app.get('/', async (_req, res) => {
      bus.publish(REVOKED, { id: 'r1' })
      await new Promise((resolve) => setTimeout(resolve, 20))
      order.push('responding')
      res.send('ok')
    })
    const server = createServer(app).listen(0)
    try {
      const { port } = server.address() as AddressInfo
      await fetch(`http://127.0.0.1:${port}/`)
      await bus.settled()
      expect(order).toEqual(['handler r1', 'responding'])
    } finally {
      server.close()
    }
  })

  it('outside a request runs handlers on a later turn, never inside the publisher', async () => {
    const bus = createEventBus({ log })
    const seen: string[] = []
    bus.subscribe(BOOKED, ({ id }) => {
      seen.push(id)
    })
    bus.publish(BOOKED, { id: 'b2', centreId: 'c1' })
    expect(seen).toEqual([])
    await bus.settled()
    expect(seen).toEqual(['b2'])
  })

  it("keeps one handler's failure from the publisher and the other handlers, and gives subscribeAll the descriptor's room", async () => {
    const bus = createEventBus({ log })
    const delivered: Array<[EventRooms | undefined, string]> = []
    bus.subscribe(BOOKED, () => {
      throw new Error('boom')
    })
    bus.subscribe(BOOKED, async () => Promise.reject(new Error('async boom')))
    bus.subscribeAll((event, payload) => {
      delivered.push([event.room?.(payload), event.name])
    })
    expect(() => bus.publish(BOOKED, { id: 'c3', centreId: 'c9' })).not.toThrow()
    await bus.settled()
    expect(delivered).toEqual([['centre:c9', 'test:booked']])
  })

  it('stops calling a handler once unsubscribed', async () => {
    const bus = createEventBus({ log })
    let calls = 0
    const stop = bus.subscribe(BOOKED, () => {
      calls++
    })
    bus.publish(BOOKED, { id: 'd4', centreId: 'c1' })
    await bus.settled()
    stop()
    bus.publish(BOOKED, { id: 'd5', centreId: 'c1' })
    await bus.settled()
    expect(calls).toBe(1)
  })
})

describe('event rooms', () => {
  it('an event addressed to several rooms lists each once; none or a blank one skips delivery', () => {
    expect(roomsOf(rooms.centre('c1'))).toEqual(['centre:c1'])
    expect(roomsOf([rooms.centre('c1'), rooms.user('u1'), rooms.centre('c1'), ''])).toEqual(['centre:c1', 'user:u1'])
    expect(roomsOf(null)).toEqual([])
    expect(roomsOf(undefined)).toEqual([])
  })
})
