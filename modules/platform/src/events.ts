// Browser-safe (exported as `@app/platform/events`): the portal imports the same descriptors as the
// server, so an event's name is written once, by the module that owns it.

/**
 * One kind of event: its name on the bus and on the wire, its payload type, and the Socket.IO room it
 * is delivered to (none: it stays on the server, e.g. an ended session or a renamed parent).
 */
export interface EventDescriptor<P> {
  readonly name: string
  /**
   * The room (or rooms) whose sockets receive the event, from its payload; `null` or an empty list skips delivery
   * for that one. A socket in several of the rooms receives the event once.
   */
  readonly room?: (payload: P) => EventRooms
  /**
   * Handlers run on the next turn even during a request, instead of after its response: for the few events
   * whose effect must not wait for the rest of the request (a revoked session's sockets close at once).
   */
  readonly isUrgent?: boolean
  /** Carries the payload type only; never set. */
  readonly payloadType?: (payload: P) => void
}

/** Where one event goes: a room, several, or none. */
export type EventRooms = string | readonly string[] | null

/** The rooms an event goes to, as a list without blanks or repeats. */
export const roomsOf = (rooms: EventRooms | undefined): string[] =>
  [...new Set(typeof rooms === 'string' ? [rooms] : (rooms ?? []))].filter(Boolean)

/** The payload type of a descriptor. */
export type EventPayload<E> = E extends EventDescriptor<infer P> ? P : never

/** Declares an event; the module that publishes it exports the result from its `events` subpath. */
export function defineEvent<P>(
  name: string,
  options: { room?: (payload: P) => EventRooms; isUrgent?: boolean } = {},
): EventDescriptor<P> {
  return Object.freeze({ name, room: options.room, isUrgent: options.isUrgent ?? false })
}

/** The Socket.IO rooms a socket joins (modules/server/src/realtime.ts) and events are addressed to. */
export const rooms = {
  /** Every signed-in admin of one centre. */
  centre: (centreId: string) => `centre:${centreId}`,
  /** Every socket of one user. */
  user: (userId: string) => `user:${userId}`,
  /** Every socket of one portal session; closed when the session ends. */
  session: (sessionId: string) => `session:${sessionId}`,
}

// socket.io-client types its listeners with `any` arguments; the descriptor restores the payload's type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type UntypedListener = (...args: any[]) => void

/** What `onEvent` needs of a socket (socket.io-client's Socket has it). */
export interface EventSource {
  on(name: string, listener: UntypedListener): unknown
  off(name: string, listener: UntypedListener): unknown
}

/** Listens to one event with its payload typed by the descriptor; returns the function that stops listening. */
export function onEvent<P>(socket: EventSource, event: EventDescriptor<P>, listener: (payload: P) => void): () => void {
  socket.on(event.name, listener)
  return () => {
    socket.off(event.name, listener)
  }
}
