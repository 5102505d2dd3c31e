import { createHmac, timingSafeEqual } from 'node:crypto'
import type { Clock } from '@app/platform'

/**
 * How long a signed link to a file opens it (docs/decisions/029). Long enough for a player to open a video and
 * seek in it for a while; the portal asks for a fresh one when a link has run out.
 */
export const SIGNED_LINK_TTL_MS = 5 * 60 * 1000

/** What a signed link carries besides the file id (its query string). */
export interface SignedLinkQuery {
  /** The viewer it was issued to (a user id): the link is theirs, and the signature says so. */
  u?: unknown
  /** When it stops working, in seconds since 1970. */
  e?: unknown
  /** HMAC-SHA256 of the file id, viewer and expiry, hex. */
  s?: unknown
}

export interface SignedLink {
  /** Same-origin path a `<video>` element can request, with Range, without a bearer token. */
  url: string
  expiresAt: string
}

/**
 * Short-lived links to one stored file for one viewer, so a media element (which cannot send the token) can
 * stream it with Range requests. Only a module that has checked the viewer may issue one (the files module
 * never decides who may see a file); the link opens that file only, and only until it expires.
 */
export function createSignedLinks({ secret, clock }: { secret: string; clock: Clock }) {
  const signatureOf = (fileId: string, viewerId: string, expires: number) =>
    createHmac('sha256', secret).update(`${fileId}\n${viewerId}\n${expires}`).digest()

  return {
    linkFor(fileId: string, viewerId: string, ttlMs = SIGNED_LINK_TTL_MS): SignedLink {
      const expires = Math.floor((clock().getTime() + ttlMs) / 1000)
      const query = new URLSearchParams({
        u: viewerId,
        e: String(expires),
        s: signatureOf(fileId, viewerId, expires).toString('hex'),
      })
      return {
        url: `/api/files/signed/${encodeURIComponent(fileId)}?${query}`,
        expiresAt: new Date(expires * 1000).toISOString(),
      }
    },

    /** True only for an unexpired link signed for exactly this file. */
    isValid(fileId: string, query: SignedLinkQuery): boolean {
      const { u: viewerId, e: expiresText, s: signature } = query
      if (typeof viewerId !== 'string' || typeof expiresText !== 'string' || typeof signature !== 'string') {
        return false
      }
      if (!/^\d{1,12}$/.test(expiresText) || !/^[0-9a-f]{64}$/.test(signature)) return false
      const expires = Number(expiresText)
      if (expires * 1000 <= clock().getTime()) return false
      return timingSafeEqual(Buffer.from(signature, 'hex'), signatureOf(fileId, viewerId, expires))
    },
  }
}

export type SignedLinks = ReturnType<typeof createSignedLinks>
