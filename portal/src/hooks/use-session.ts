import { useSyncExternalStore } from 'react'
import { getSession, subscribeSession, type Session } from '../lib/session'

/** The current session (re-renders on sign-in and sign-out). */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, getSession, () => null)
}
