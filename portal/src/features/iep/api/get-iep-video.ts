// GET /api/doctors/getIEPVideo/{id}: a session video, for anyone who may read its plan. A <video> element sends no
// token, so the video is fetched with it, as a blob, and played from an object URL (docs/api/iep.md).
import { useQuery } from '@tanstack/react-query'
import { ApiError } from '../../../lib/api'
import { getSession } from '../../../lib/session'

export async function getIepVideo(videoUrl: string, signal?: AbortSignal): Promise<Blob> {
  // Only the API's own video path is fetched with the token, whatever a version's videoUrl says.
  if (!/^\/api\/doctors\/getIEPVideo\/[A-Za-z0-9_-]+$/.test(videoUrl)) {
    throw new ApiError({ status: 404, message: 'Video not found' })
  }
  const token = getSession()?.token
  const response = await fetch(videoUrl, { signal, headers: token ? { Authorization: `Bearer ${token}` } : {} })
  if (!response.ok) throw new ApiError({ status: response.status, message: response.statusText })
  return response.blob()
}

/** The video as a blob once `isEnabled` (the person pressed Play): a video is not downloaded unasked. */
export function useIepVideo(videoUrl: string, isEnabled: boolean) {
  return useQuery({
    queryKey: ['iep-video', videoUrl] as const,
    queryFn: ({ signal }) => getIepVideo(videoUrl, signal),
    enabled: isEnabled,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 60_000,
  })
}
