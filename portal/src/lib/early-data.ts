// Answers the page's inline script (portal/route-preloads.ts, ROUTE_DATA) asked the API for while the app was
// still downloading: a parent's dashboard and booking form get their data without waiting for the app to run
// first (decision 031). Each is used once, by the first GET of the same path with the same token, and only
// shortly after the page opened; anything later asks the server itself.
interface EarlyData {
  token: string
  at: number
  responses: Record<string, Promise<Response> | undefined>
}

declare global {
  interface Window {
    __early?: EarlyData
  }
}

const FRESH_MS = 30_000

/** The response already asked for for this path and token, taken (so used once); undefined when there is none. */
export function takeEarlyResponse(path: string, token: string | null): Promise<Response> | undefined {
  const early = typeof window === 'undefined' ? undefined : window.__early
  if (!early || !token) return undefined
  const response = early.responses[path]
  delete early.responses[path]
  return early.token === token && Date.now() - early.at < FRESH_MS ? response : undefined
}
