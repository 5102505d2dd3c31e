/**
 * What the users collection's REST sign-in (`POST /cms-api/users/login`) needs from the server: the same
 * failure limits as the portal's sign-in (decision 008), counted in the same store. The accounts module
 * attaches it to the Payload instance; the collection's endpoint reaches it through `req.payload`, also from
 * the copy of this file Next bundles (decision 020). No server imports here: cms/ loads this file.
 */
export interface CmsLoginAttempt {
  /** The password was right: the failure slots are given back, the username's count starts again. */
  succeeded(): Promise<void>
  /** Counts as a failed sign-in (the slots stay taken) and is audited. */
  failed(reason: string): Promise<void>
  /** Neither (a locked account, a malformed request): the slots are given back. */
  abandoned(): Promise<void>
}

export type CmsLoginVerdict = { allowed: true; attempt: CmsLoginAttempt } | { allowed: false; message: string }

export interface CmsAuthGuard {
  /** Takes a failure slot for the client and the username, or says why this attempt must wait. */
  beginLogin(username: string, ip: string): Promise<CmsLoginVerdict>
  /** The answer to a sign-in on a locked account, the same words as the per-username limit's. */
  lockedMessage: string
}

const GUARD = Symbol.for('app.accounts.cmsAuthGuard')

/** Makes the guard reachable from the users collection's endpoints (they hold `req.payload`). */
export function attachCmsAuthGuard(host: object, guard: CmsAuthGuard): void {
  ;(host as { [GUARD]?: CmsAuthGuard })[GUARD] = guard
}

/** The guard attached to `host`; none where Payload runs without the server (scripts). */
export function cmsAuthGuardOf(host: object): CmsAuthGuard | undefined {
  return (host as { [GUARD]?: CmsAuthGuard })[GUARD]
}
