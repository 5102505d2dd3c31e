import { useNavigate } from '@tanstack/react-router'
import { useCallback } from 'react'
import { apiFetch } from '../../../lib/api'
import { clearSession, getSession } from '../../../lib/session'

const LOGOUT_TIMEOUT_MS = 3000

/** Tells the server to end the session (failures ignored), then clears the stored session. */
export async function logout(): Promise<void> {
  const token = getSession()?.token
  if (token) {
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
  clearSession()
}

/** Logs out and goes to /login. */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate()
  return useCallback(async () => {
    await logout()
    await navigate({ to: '/login', replace: true })
  }, [navigate])
}
