// POST /api/admins/jwl-enquiries/{referenceId}/video-link: a short-lived signed link the <video> element streams
// with Range (docs/api/enquiries.md, docs/decisions/029). The server logs the viewing, so the details (their
// activity log) are read again once the link has arrived.
import type { QueryClient } from '@tanstack/react-query'
import { apiFetch } from '../../../lib/api'
import type { SignedVideoLink } from '../../../lib/signed-video'
import { enquiryKeys } from './keys'

export async function getEnquiryVideoLink(queryClient: QueryClient, referenceId: string): Promise<SignedVideoLink> {
  const link = await apiFetch<SignedVideoLink>(
    `/api/admins/jwl-enquiries/${encodeURIComponent(referenceId)}/video-link`,
    { method: 'POST' },
  )
  void queryClient.invalidateQueries({ queryKey: enquiryKeys.detail(referenceId) })
  return link
}
