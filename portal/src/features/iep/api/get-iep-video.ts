// POST /api/doctors/IEPVideoLink/{id}: a short-lived signed link to a session video, for anyone who may read its
// plan; the <video> element streams it with Range (docs/api/iep.md, docs/decisions/029).
import { apiFetch, ApiError } from '../../../lib/api'
import type { SignedVideoLink } from '../../../lib/signed-video'

const VIDEO_PATH = /^\/api\/doctors\/getIEPVideo\/([A-Za-z0-9_-]+)$/

export function getIepVideoLink(videoUrl: string): Promise<SignedVideoLink> {
  // Only the API's own video path names a video, whatever a version's videoUrl says.
  const id = VIDEO_PATH.exec(videoUrl)?.[1]
  if (!id) return Promise.reject(new ApiError({ status: 404, message: 'Video not found' }))
  return apiFetch<SignedVideoLink>(`/api/doctors/IEPVideoLink/${encodeURIComponent(id)}`, { method: 'POST' })
}
