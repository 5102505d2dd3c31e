// An enquiry's video for the centre's admins: streamed (with Range) or as a short-lived signed link
// (docs/decisions/029). Opening it is logged as 'video-viewed'.
import type { OpenedFile, SignedLink } from '@app/files'
import { notFound, type TokenUser } from '@app/platform'
import { ENQUIRIES_ACCESS, relationsToCentre } from '../enquiries.access.ts'
import type { EnquiriesDeps } from '../enquiries.deps.ts'
import type { StoredEnquiry } from '../enquiries.repository.ts'
import { VIDEO_NOT_FOUND_MESSAGE } from '../enquiries.schema.ts'
import { enquiryOfAdmin, personOf, record } from './shared.ts'

/** One viewing per request that starts at the beginning (a player asks for many ranges). */
const isFirstRange = (range: string | undefined) => !range || /^bytes=0-/.test(range.trim())

async function streamVideo(
  deps: EnquiriesDeps,
  actor: TokenUser,
  enquiry: StoredEnquiry | undefined,
  range: string | undefined,
): Promise<OpenedFile> {
  // load
  if (!enquiry?.videoFile) throw notFound(VIDEO_NOT_FOUND_MESSAGE)
  const file = await deps.files.find(enquiry.videoFile)
  const opened = file ? await deps.files.stream(file, range) : null
  if (!opened) throw notFound(VIDEO_NOT_FOUND_MESSAGE)
  // write: one log entry, a single insert: no transaction needed.
  if (isFirstRange(range)) await record(deps, enquiry._id, await personOf(deps, actor), 'video-viewed')
  return opened
}

/** GET /api/admins/get-jwluser-video/:parentEmail: the newest received video of that parent at the centre. */
export async function openVideoOfParent(
  deps: EnquiriesDeps,
  actor: TokenUser,
  { parentEmail, range }: { parentEmail: string; range?: string },
): Promise<OpenedFile> {
  // access: the admin's own centre's enquiries only (none without a centre).
  ENQUIRIES_ACCESS.assert(actor.role, 'watch-video', relationsToCentre(actor, actor.centreId), {
    hideAs: VIDEO_NOT_FOUND_MESSAGE,
  })
  // load
  const mine = await deps.repository.verifiedOfParentAt(actor.centreId!, parentEmail.trim().toLowerCase())
  return streamVideo(
    deps,
    actor,
    mine.find((e) => e.videoFile),
    range,
  )
}

/** GET /api/admins/jwl-enquiries/:referenceId/video */
export async function openVideoOfEnquiry(
  deps: EnquiriesDeps,
  actor: TokenUser,
  { referenceId, range }: { referenceId: string; range?: string },
): Promise<OpenedFile> {
  // access + load
  const enquiry = await enquiryOfAdmin(deps, actor, {
    referenceId,
    action: 'watch-video',
    hideAs: VIDEO_NOT_FOUND_MESSAGE,
  })
  return streamVideo(deps, actor, enquiry, range)
}

/**
 * POST /api/admins/jwl-enquiries/:referenceId/video-link: a short-lived link the admin's `<video>` element
 * streams with Range (docs/decisions/029). Asking for it is opening the video: one 'video-viewed' entry.
 */
export async function videoLink(
  deps: EnquiriesDeps,
  actor: TokenUser,
  { referenceId }: { referenceId: string },
): Promise<SignedLink> {
  // access + load
  const enquiry = await enquiryOfAdmin(deps, actor, {
    referenceId,
    action: 'watch-video',
    hideAs: VIDEO_NOT_FOUND_MESSAGE,
  })
  const file = enquiry.videoFile ? await deps.files.find(enquiry.videoFile) : null
  if (!file) throw notFound(VIDEO_NOT_FOUND_MESSAGE)
  // write: one log entry, a single insert: no transaction needed.
  await record(deps, enquiry._id, await personOf(deps, actor), 'video-viewed')
  return deps.files.signedLinkFor(file, actor._id)
}
