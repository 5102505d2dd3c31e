// The retention job (docs/product.md, Enquiries): after `retentionDays`, an enquiry never booked loses its video
// and its personal data (names, contact details, answers, notes); the counts stay. Unverified enquiries older
// than a day are removed with any video.
import { withTransaction, type TokenUser } from '@app/platform'
import type { EnquiriesDeps } from '../enquiries.deps.ts'
import { reducedForRetention } from '../enquiries.rules.ts'

/** Unverified enquiries are removed after a day. */
export const UNVERIFIED_TTL_MS = 24 * 60 * 60 * 1000
const DAY_MS = 24 * 60 * 60 * 1000

/** Run by the server's timer (no actor). Returns how many enquiries were reduced and removed. */
export async function applyRetention(
  deps: EnquiriesDeps,
  _actor: TokenUser | null,
  { at = deps.clock() }: { at?: Date } = {},
): Promise<{ reduced: number; removedUnverified: number }> {
  const { repository, files } = deps
  // load
  const due = await repository.dueForRetention(new Date(at.getTime() - deps.config.retentionDays * DAY_MS))
  for (const enquiry of due) {
    if (enquiry.videoFile) await files.remove([enquiry.videoFile])
    // rule
    const { changes, entry } = reducedForRetention(enquiry, at)
    // write: the reduced enquiry, its blanked notes and the job's entry together.
    await withTransaction(deps.payload, async () => {
      await repository.update(enquiry._id, changes)
      await repository.blankNotes(enquiry._id)
      await repository.appendActivity(enquiry._id, entry)
    })
  }
  const stale = await repository.unverifiedBefore(new Date(at.getTime() - UNVERIFIED_TTL_MS))
  for (const enquiry of stale) {
    if (enquiry.videoFile) await files.remove([enquiry.videoFile])
    // write: the enquiry and its log rows together.
    await withTransaction(deps.payload, () => repository.remove(enquiry._id))
  }
  return { reduced: due.length, removedUnverified: stale.length }
}
