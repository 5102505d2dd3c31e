import { useNavigate } from '@tanstack/react-router'
import { useCallback } from 'react'
import { apiFetch } from '../../../lib/api'
import { clearSession, getSession } from '../../../lib/session'
import { announceSignOut } from '../../../lib/session-tabs'

const LOGOUT_TIMEOUT_MS = 3000

/** POST /api/users/logout for a token (failures ignored): ends its session and drops the cookie tabs resume from. */
export async function endServerSession(token: string): Promise<void> {
  try {
    await apiFetch('/api/users/logout', {
      method: 'POST',
      token,
      signOutOnUnauthorized: false,
      signal: AbortSignal.timeout(LOGOUT_TIMEOUT_MS),
    })
  } catch {
    // The server may already consider the token dead; signing out locally is what matters.
  }
}

/**
 * Tells the server to end the session, clears the stored session, and tells the browser's other tabs to sign out
 * too (decision 055).
 */
export async function logout(): Promise<void> {
  const token = getSession()?.token
  if (token) await endServerSession(token)
  clearSession()
  announceSignOut()
}

/** Logs out and goes to /login. */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate()
  return useCallback(async () => {
    await logout()
    await navigate({ to: '/login', replace: true })
  }, [navigate])
}
