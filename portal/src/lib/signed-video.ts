// A private video streamed by the browser's own player (docs/decisions/029). A <video> element sends no bearer
// token, so the screen first asks the API for a short-lived signed link to the file, and the element requests
// that link with Range: playback starts after the first bytes, seeking fetches only what it needs, and nothing
// is held in memory as a whole-file blob.
import { useQuery } from '@tanstack/react-query'

/** What the API answers for a video link (the files module's signed link). */
export interface SignedVideoLink {
  /** Same-origin path, e.g. /api/files/signed/<file id>?u=…&e=…&s=… */
  url: string
  expiresAt: string
}

/** Only the files module's own signed-link path is ever given to the player, whatever an answer says. */
const SIGNED_PATH = /^\/api\/files\/signed\/[0-9a-f-]{36}\?[A-Za-z0-9=&%._-]+$/i

export function isSignedVideoPath(url: string): boolean {
  return SIGNED_PATH.test(url)
}

/**
 * The link once `isEnabled` (the person pressed Play: a video is not opened unasked). `requestLink` is the
 * feature's API call; asking for a link counts as opening the video where the feature logs viewings.
 * `renew()` asks again, for a player whose link ran out while it was paused.
 */
export function useSignedVideoLink(
  queryKey: readonly unknown[],
  requestLink: () => Promise<SignedVideoLink>,
  isEnabled: boolean,
) {
  const query = useQuery({
    queryKey: ['signed-video-link', ...queryKey] as const,
    queryFn: async () => {
      const link = await requestLink()
      if (!isSignedVideoPath(link.url)) throw new Error('Unexpected video link')
      return link
    },
    enabled: isEnabled,
    // A link is good for a few minutes; a new one is asked for only when the player needs it.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  })
  return { ...query, renew: () => query.refetch() }
}
