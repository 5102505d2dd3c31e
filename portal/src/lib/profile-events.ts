// Tells whoever shows the signed-in user's details (the header's name) that they changed.

const listeners = new Set<() => void>()

/** Subscribes to profile changes; returns the unsubscribe function. */
export function subscribeProfileChanged(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Announces that the signed-in user's profile was saved. */
export function notifyProfileChanged(): void {
  for (const listener of listeners) listener()
}
