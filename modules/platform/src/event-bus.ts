import { AsyncLocalStorage } from 'node:async_hooks'
import type { RequestHandler } from 'express'
import type { EventDescriptor } from './events.ts'
import type { Logger } from './logger.ts'

export type EventHandler<P> = (payload: P) => void | Promise<void>
export type AnyEventHandler = (event: EventDescriptor<unknown>, payload: unknown) => void | Promise<void>

/** The process's event bus: modules publish typed events, side effects subscribe. */
export interface EventBus {
  /**
   * Publishes an event. Never runs a handler inside the caller: during an /api request the handlers run
   * once its response has been sent (urgent events: at once), otherwise on the next turn of the event
   * loop. Never throws.
   */
  publish<P>(event: EventDescriptor<P>, payload: P): void
  /** Runs `handler` for every `event`; returns the function that unsubscribes. */
  subscribe<P>(event: EventDescriptor<P>, handler: EventHandler<P>): () => void
  /** Runs `handler` for every event (Socket.IO delivery reads each descriptor's room). */
  subscribeAll(handler: AnyEventHandler): () => void
  /** Express middleware: events published while a request is handled wait until its response is sent. */
  afterResponse(): RequestHandler
  /** Resolves when every handler started so far has finished (tests, shutdown). */
  settled(): Promise<void>
}

interface Published {
  event: EventDescriptor<unknown>
  payload: unknown
}

interface RequestQueue {
  events: Published[]
  isFlushed: boolean
}

/** Creates a bus. A handler's failure is logged and never reaches the publisher or the other handlers. */
export function createEventBus({ log }: { log: Logger }): EventBus {
  const handlers = new Map<string, Set<EventHandler<unknown>>>()
  const everyEvent = new Set<AnyEventHandler>()
  const running = new Set<Promise<void>>()
  const requestQueue = new AsyncLocalStorage<RequestQueue>()
  // Handlers run in the context the bus was made in, not the publisher's: a side effect must not join
  // the request's open database transaction or see its request queue (what it starts, such as the mail
  // worker's timers, would carry them on long after they ended).
  const inBusContext = AsyncLocalStorage.snapshot()

  function run(name: string, call: () => void | Promise<void>) {
    const done = inBusContext(async () => {
      try {
        await call()
      } catch (err) {
        log.error({ err, event: name }, 'an event handler failed')
      }
    })
    running.add(done)
    void done.finally(() => running.delete(done))
  }

  function dispatch({ event, payload }: Published) {
    for (const handler of handlers.get(event.name) ?? []) run(event.name, () => handler(payload))
    for (const handler of everyEvent) run(event.name, () => handler(event, payload))
  }

  function later(published: Published[]) {
    if (published.length === 0) return
    const pending = new Promise<void>((resolve) =>
      setImmediate(() => {
        for (const one of published) dispatch(one)
        resolve()
      }),
    )
    running.add(pending)
    void pending.finally(() => running.delete(pending))
  }

  return {
    publish(event, payload) {
      const published = { event: event as EventDescriptor<unknown>, payload }
      const queue = requestQueue.getStore()
      if (queue && !queue.isFlushed && !event.isUrgent) queue.events.push(published)
      else later([published])
    },
    subscribe(event, handler) {
      const set = handlers.get(event.name) ?? new Set()
      handlers.set(event.name, set)
      set.add(handler as EventHandler<unknown>)
      return () => {
        set.delete(handler as EventHandler<unknown>)
      }
    },
    subscribeAll(handler) {
      everyEvent.add(handler)
      return () => {
        everyEvent.delete(handler)
      }
    },
    afterResponse() {
      return (_req, res, next) => {
        const queue: RequestQueue = { events: [], isFlushed: false }
        // 'finish': the response was handed to the network; 'close' alone: the client went away first.
        const flush = () => {
          if (queue.isFlushed) return
          queue.isFlushed = true
          later(queue.events.splice(0))
        }
        res.once('finish', flush)
        res.once('close', flush)
        requestQueue.run(queue, () => next())
      }
    },
    async settled() {
      while (running.size > 0) await Promise.allSettled([...running])
    },
  }
}

// Kept on the host object (the Payload instance) under a process-wide symbol: collection hooks reach the
// bus through `req.payload`, including when the admin panel runs them from the copy of a module bundled
// by Next (getPayload hands that copy the server's Payload instance).
const BUS = Symbol.for('app.platform.eventBus')

/** Makes `bus` reachable from code that only holds `host` (collection hooks hold `req.payload`). */
export function attachEventBus(host: object, bus: EventBus): void {
  ;(host as { [BUS]?: EventBus })[BUS] = bus
}

/** The bus attached to `host`, if any (none in scripts that run Payload without the server). */
export function eventBusOf(host: object): EventBus | undefined {
  return (host as { [BUS]?: EventBus })[BUS]
}
