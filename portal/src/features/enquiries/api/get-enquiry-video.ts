// GET /api/admins/jwl-enquiries/{referenceId}/video: the enquiry's video, streamed with Range. A <video> element
// sends no token, so the video is fetched with it and played from an object URL (docs/api/enquiries.md).
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { ApiError } from '../../../lib/api'
import { getSession } from '../../../lib/session'
import { enquiryKeys } from './keys'

export async function getEnquiryVideo(referenceId: string, signal?: AbortSignal): Promise<Blob> {
  const token = getSession()?.token
  const response = await fetch(`/api/admins/jwl-enquiries/${encodeURIComponent(referenceId)}/video`, {
    signal,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  })
  if (!response.ok) throw new ApiError({ status: response.status, message: response.statusText })
  return response.blob()
}

/**
 * The video as a blob once `isEnabled` (the admin pressed Play): a video is not downloaded unasked. The server
 * logs the viewing, so the details (their activity log) are read again once it has arrived.
 */
export function useEnquiryVideo(referenceId: string, isEnabled: boolean) {
  const queryClient = useQueryClient()
  return useQuery({
    queryKey: ['enquiry-video', referenceId] as const,
    queryFn: async ({ signal }) => {
      const video = await getEnquiryVideo(referenceId, signal)
      void queryClient.invalidateQueries({ queryKey: enquiryKeys.detail(referenceId) })
      return video
    },
    enabled: isEnabled,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 60_000,
    retry: false,
  })
}
