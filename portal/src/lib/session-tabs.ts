/**
 * Tells the portal's other tabs of this browser that the user signed out, so every tab signs out together
 * (decision 055). BroadcastChannel where the browser has it; otherwise a storage event, which every other tab of
 * the origin receives when a localStorage key changes. Nothing secret travels: the message only says "signed out".
 */

const CHANNEL = 'portal-session'
const SIGNED_OUT = 'signed-out'
/** The localStorage key whose change carries the message where BroadcastChannel is missing. */
const STORAGE_KEY = 'portal-signed-out'

function channel(): BroadcastChannel | null {
  try {
    return typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL) : null
  } catch {
    return null
  }
}

function local(): Storage | null {
  try {
    return globalThis.localStorage ?? null
  } catch {
    return null
  }
}

/** Tells the other tabs that this browser signed out (this tab is not told). */
export function announceSignOut(): void {
  const sender = channel()
  if (sender) {
    sender.postMessage(SIGNED_OUT)
    sender.close()
    return
  }
  const store = local()
  if (!store) return
  try {
    // A new value each time, so the event fires even when the key was left behind; removed at once.
    store.setItem(STORAGE_KEY, String(Date.now()))
    store.removeItem(STORAGE_KEY)
  } catch {
    // Storage full or refused: the other tabs find out at their next call (401).
  }
}

/** Calls `onSignedOut` when another tab of this browser signs out; returns the unsubscribe function. */
export function onSignOutElsewhere(onSignedOut: () => void): () => void {
  const receiver = channel()
  if (receiver) {
    receiver.onmessage = (event: MessageEvent) => {
      if (event.data === SIGNED_OUT) onSignedOut()
    }
    return () => receiver.close()
  }
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY && event.newValue) onSignedOut()
  }
  globalThis.addEventListener?.('storage', onStorage)
  return () => globalThis.removeEventListener?.('storage', onStorage)
}
