// The result sender's requests through the portal's API client (bearer token, JSON, ApiError with status).
import { apiFetch } from '../../../lib/api'
import type { Transport } from '../engine/result-sender'

export const apiTransport: Transport = ({ path, method, body, keepalive }) =>
  // A 401 mid-game must not sign the adult out under the child; the send just fails.
  apiFetch<unknown>(path, { method, body, keepalive, signOutOnUnauthorized: false })
