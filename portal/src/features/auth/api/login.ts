import { useNavigate } from '@tanstack/react-router'
import { useCallback } from 'react'
import * as v from 'valibot'
import { LoginSchema } from '@app/accounts/schema'
import { toast } from '../../../hooks/use-toast'
import { ApiError, apiFetch } from '../../../lib/api'
import { clearSession, isCmsRole, isPortalRole, roleDashboardPath, setSession } from '../../../lib/session'
import { markSessionVerified } from '../../../lib/session-check'
import { localizeServerMessage } from '../../../i18n/server-messages'
import { auth } from '../messages'
import { afterSignInPath } from '../../../lib/access'
import { settleParentLanguage } from '../../../lib/account-language'

/** Login form rules (docs/product.md §7.1: username and password required): the server's own schema. */
export const loginSchema = LoginSchema

export type LoginInput = v.InferInput<typeof loginSchema>
export type LoginValues = v.InferOutput<typeof loginSchema>

const loginResponseSchema = v.object({
  success: v.literal(true),
  token: v.pipe(v.string(), v.nonEmpty()),
  role: v.optional(v.string()),
})

export type LoginResponse = v.InferOutput<typeof loginResponseSchema>

/** Toast texts of the login screen (docs/product.md §8.1) (catalogue ids). */
const LOGIN_MESSAGES = {
  success: 'auth.toast.success',
  unsuccessful: 'auth.toast.unsuccessful',
  requestFailed: 'auth.toast.requestFailed',
  lockedFallback: 'auth.toast.lockedFallback',
  outage: 'auth.toast.outage',
} as const

/** POST /api/users/login; resolves with the token, or throws ApiError (success false included). */
export async function loginWithPassword(values: LoginValues): Promise<LoginResponse> {
  const data = await apiFetch<unknown>('/api/users/login', {
    method: 'POST',
    body: { username: values.username, password: values.password },
    token: null,
  })
  const parsed = v.safeParse(loginResponseSchema, data)
  if (!parsed.success) {
    throw new ApiError({ status: 200, message: auth.t(LOGIN_MESSAGES.requestFailed), body: data })
  }
  return parsed.output
}

function bodyField(body: unknown, key: 'success' | 'message'): unknown {
  return body && typeof body === 'object' && key in body ? (body as Record<string, unknown>)[key] : undefined
}

/** A failure that says nothing about the credentials: no answer at all (network), or the server failing (5xx). */
export function isOutage(error: unknown): boolean {
  if (error instanceof ApiError) return error.status >= 500
  return error instanceof TypeError
}

/**
 * The toast for a failed login: an outage says so (never reads like wrong credentials), the server's
 * explanation when locked out (429), 'Could not find Username' when the server answered success false,
 * 'Invalid Credentials' when the request itself failed.
 */
export function loginErrorMessage(error: unknown): string {
  if (isOutage(error)) return auth.t(LOGIN_MESSAGES.outage)
  if (error instanceof ApiError) {
    if (error.status === 429) {
      const message = bodyField(error.body, 'message')
      return typeof message === 'string' && message
        ? localizeServerMessage(message)
        : auth.t(LOGIN_MESSAGES.lockedFallback)
    }
    if (bodyField(error.body, 'success') === false) return auth.t(LOGIN_MESSAGES.unsuccessful)
  }
  return auth.t(LOGIN_MESSAGES.requestFailed)
}

/**
 * Signs in, stores the session, toasts, and sends the user to the page they asked for (when their role
 * may open it) or their dashboard (or the CMS). Resolves with the failure's message, shown under the form.
 */
export function useLogin(requestedPath?: string): (values: LoginValues) => Promise<string | null> {
  const navigate = useNavigate()
  return useCallback(
    async (values: LoginValues) => {
      let role: string
      try {
        const response = await loginWithPassword(values)
        const session = setSession(response.token, response.role)
        if (!session || !(isPortalRole(session.role) || isCmsRole(session.role))) {
          clearSession()
          throw new Error('The token does not name a known role')
        }
        markSessionVerified(session.token)
        role = session.role
      } catch (error) {
        const message = loginErrorMessage(error)
        toast({ title: message, variant: 'error' })
        return message
      }
      // A parent's language: the device's choice goes to the account, or the account's comes to this device.
      if (role === 'parent') await settleParentLanguage()
      toast({ title: auth.t(LOGIN_MESSAGES.success), variant: 'success' })
      const path = roleDashboardPath(role)
      const target = afterSignInPath(role, requestedPath)
      if (path === '/admin') {
        // The CMS is a separate app on this origin: leave the SPA.
        window.location.assign(path)
      } else if (target) {
        await navigate({ href: target, replace: true })
      } else {
        await navigate({ to: path, replace: true })
      }
      return null
    },
    [navigate, requestedPath],
  )
}
