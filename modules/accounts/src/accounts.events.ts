// Browser-safe (`@app/accounts/events`): the events the accounts module publishes on the bus.
import { defineEvent } from '@app/platform/events'

/** A portal session that has just ended (logout, a password change, a role/centre/password change in /admin). */
export interface EndedSession {
  sessionId: string
  userId: string
}

/**
 * A portal session ended; its live sockets close, on every process (modules/server/src/realtime.ts). Urgent:
 * a revoked token's socket does not wait for the rest of the request that revoked it.
 */
export const SESSION_ENDED = defineEvent<EndedSession>('session:ended', { isUrgent: true })

/** A parent changed their name; modules that keep a copy of it (children, for its list search) refresh it. */
export const PARENT_RENAMED = defineEvent<{ parentId: string; name: string }>('parent:renamed')
