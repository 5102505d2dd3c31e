// The enquiry video's tus upload target (docs/api/files.md): who may upload and read, and the finished upload.
import type { StoredFile } from '@app/files'
import { isRecordId, withTransaction, type TokenUser } from '@app/platform'
import { ENQUIRIES_ACCESS, relationsTo } from '../enquiries.access.ts'
import type { EnquiriesDeps } from '../enquiries.deps.ts'
import { record, toSummaries } from './shared.ts'

/** Only the enquiry's own upload token uploads to it (files checks the token); no signed-in user does. */
export async function mayUploadVideo(_deps: EnquiriesDeps, _actor: TokenUser | null): Promise<boolean> {
  return false
}

/** An admin of the enquiry's centre may read its video once the enquiry is verified. */
export async function mayReadVideo(
  deps: EnquiriesDeps,
  actor: TokenUser,
  { enquiryId }: { enquiryId: string },
): Promise<boolean> {
  // access
  if (!ENQUIRIES_ACCESS.mayEver(actor.role, 'watch-video')) return false
  // load
  const enquiry = isRecordId(enquiryId) ? await deps.repository.findById(enquiryId) : null
  // access
  return !!enquiry && ENQUIRIES_ACCESS.may(actor.role, 'watch-video', relationsTo(actor, enquiry))
}

/** The upload finished (its token was the access): link the video, replacing an earlier one. */
export async function storeVideo(
  deps: EnquiriesDeps,
  _actor: TokenUser | null,
  { file, enquiryId }: { file: StoredFile; enquiryId: string },
): Promise<void> {
  // load
  const enquiry = await deps.repository.findById(enquiryId)
  // rule: a reduced enquiry keeps no video (docs/product.md, Enquiries).
  if (!enquiry || enquiry.reducedAt) {
    await deps.files.remove([file.id])
    return
  }
  const previous = enquiry.videoFile
  const isVerified = enquiry.state !== 'unverified'

  // write: the link and its 'video-received' entry together.
  const updated = await withTransaction(deps.payload, async () => {
    const changed = await deps.repository.update(enquiry._id, {
      videoFile: file.id,
      withVideo: true,
      videoState: isVerified ? 'received' : null,
    })
    if (isVerified) await record(deps, enquiry._id, null, 'video-received')
    return changed
  })

  // publish: the replaced video's bytes go once the new one is linked for good.
  if (previous && previous !== file.id) await deps.files.remove([previous])
  if (updated.state !== 'unverified') deps.publisher.updated((await toSummaries(deps, [updated]))[0])
}
