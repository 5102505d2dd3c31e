import { localizeServerMessage } from '../i18n/server-messages'
import { ApiError } from './api'

/** The `message` the server sent with a failed call, if any. */
export function serverMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined
  const body = error.body
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string' && body.message) {
    return localizeServerMessage(body.message)
  }
  return undefined
}

/** The per-field messages of a 400/409 answer (`fieldErrors: { field: message }`), flattened to strings. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {}
  const body = error.body
  if (!body || typeof body !== 'object' || !('fieldErrors' in body)) return {}
  const raw = body.fieldErrors
  if (!raw || typeof raw !== 'object') return {}
  const out: Record<string, string> = {}
  for (const [field, value] of Object.entries(raw as Record<string, unknown>)) {
    const message = Array.isArray(value) ? value.find((item) => typeof item === 'string') : value
    if (typeof message === 'string' && message) out[field] = localizeServerMessage(message)
  }
  return out
}

/** True when the server answered (not a network failure) and said `success: false`. */
export function isUnsuccessfulAnswer(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    Boolean(error.body) &&
    typeof error.body === 'object' &&
    (error.body as { success?: unknown }).success === false
  )
}
