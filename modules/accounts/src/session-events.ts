/** A portal session that has just ended (logout, a password change, a role/centre/password change in /admin). */
export interface EndedSession {
  sessionId: string
  userId: string
}

type Listener = (ended: EndedSession) => void

// Kept on globalThis: the admin panel runs this module inside Next's bundle, a separate copy in the
// same process, and its session deletions must reach the listeners the server registered.
const LISTENERS = Symbol.for('app.accounts.sessionEndedListeners')

function listeners(): Set<Listener> {
  const registry = globalThis as { [LISTENERS]?: Set<Listener> }
  return (registry[LISTENERS] ??= new Set())
}

/** Tells every listener in this process that a session ended. A listener's error never fails the delete. */
export function announceSessionEnded(ended: EndedSession): void {
  for (const listener of listeners()) {
    try {
      listener(ended)
    } catch {
      // A listener (e.g. disconnecting sockets) must not undo a logout.
    }
  }
}

/** Calls `listener` whenever a portal session ends in this process; returns the function that stops it. */
export function onSessionEnded(listener: Listener): () => void {
  listeners().add(listener)
  return () => listeners().delete(listener)
}
