import { takeEarlyResponse } from './early-data'
import { getSession } from './session'

/** An HTTP error answered by the API (or a response we could not use). */
export class ApiError extends Error {
  readonly status: number
  /** The parsed response body, when there was one. */
  readonly body: unknown

  constructor({ status, message, body }: { status: number; message: string; body?: unknown }) {
    super(message)
    this.name = 'ApiError'
    this.status = status
    this.body = body
  }
}

export interface ApiOptions extends Omit<RequestInit, 'body' | 'headers'> {
  /** JSON-serialisable value, or FormData sent as multipart. */
  body?: unknown
  headers?: Record<string, string>
  /** Token to send; defaults to the stored one. Pass null to send none. */
  token?: string | null
  /** Whether a 401 on an authenticated call signs the user out (default true). */
  signOutOnUnauthorized?: boolean
  /** Sees the successful response's headers (e.g. X-Total-Count of a paged list). */
  onHeaders?: (headers: Headers) => void
}

let unauthorizedHandler: (() => void) | null = null

/** Registers what happens when an authenticated call answers 401 (the app signs out). */
export function setUnauthorizedHandler(handler: (() => void) | null): void {
  unauthorizedHandler = handler
}

function messageFrom(body: unknown, fallback: string): string {
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string' && body.message) {
    return body.message
  }
  return fallback
}

async function parseBody(response: Response): Promise<unknown> {
  if (response.status === 204) return null
  const text = await response.text()
  if (!text) return null
  const type = response.headers.get('content-type') ?? ''
  if (type.includes('json')) {
    try {
      return JSON.parse(text) as unknown
    } catch {
      return text
    }
  }
  return text
}

/** Calls the API on this origin: adds the bearer token, sends and parses JSON, throws ApiError on non-2xx. */
export async function apiFetch<T>(path: string, options: ApiOptions = {}): Promise<T> {
  const { body, headers = {}, token: explicitToken, signOutOnUnauthorized = true, onHeaders, ...init } = options
  const token = explicitToken === undefined ? (getSession()?.token ?? null) : explicitToken

  const finalHeaders: Record<string, string> = { Accept: 'application/json', ...headers }
  if (token) finalHeaders.Authorization = `Bearer ${token}`

  let payload: BodyInit | undefined
  if (body instanceof FormData) {
    payload = body
  } else if (body !== undefined) {
    finalHeaders['Content-Type'] = 'application/json'
    payload = JSON.stringify(body)
  }

  const send = () => fetch(path, { ...init, headers: finalHeaders, body: payload })
  // A read the page's inline script already asked for (lib/early-data.ts); should it have failed, ask again.
  const early = payload === undefined && (init.method ?? 'GET') === 'GET' ? takeEarlyResponse(path, token) : undefined
  const response = await (early ? early.catch(send) : send())
  const data = await parseBody(response)

  if (!response.ok) {
    if (response.status === 401 && token && signOutOnUnauthorized) unauthorizedHandler?.()
    throw new ApiError({
      status: response.status,
      message: messageFrom(data, response.statusText || `Request failed with status ${response.status}`),
      body: data,
    })
  }
  onHeaders?.(response.headers)
  return data as T
}

/** A paged list call: the page's rows and the count of all matches (the server's X-Total-Count). */
export async function apiFetchPage<T>(path: string, options: ApiOptions = {}): Promise<{ rows: T[]; total: number }> {
  let total: number | null = null
  const body = await apiFetch<unknown>(path, {
    ...options,
    onHeaders: (headers) => {
      const count = Number(headers.get('X-Total-Count'))
      total = headers.has('X-Total-Count') && Number.isFinite(count) ? count : null
    },
  })
  const rows = Array.isArray(body) ? (body as T[]) : []
  return { rows, total: total ?? rows.length }
}
