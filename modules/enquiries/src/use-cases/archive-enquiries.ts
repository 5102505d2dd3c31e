// PUT /api/admins/archive-jwl-enquiry: by reference id, or every verified enquiry of a parent's e-mail at the
// admin's centre. Idempotent.
import { notFound, withTransaction, type TokenUser } from '@app/platform'
import { ENQUIRIES_ACCESS, relationsToCentre } from '../enquiries.access.ts'
import type { EnquiriesDeps } from '../enquiries.deps.ts'
import { ENQUIRY_NOT_FOUND_MESSAGE, type ArchiveEnquiryInput } from '../enquiries.schema.ts'
import { enquiryOfAdmin, personOf, record } from './shared.ts'

export async function archiveEnquiries(
  deps: EnquiriesDeps,
  actor: TokenUser,
  input: ArchiveEnquiryInput,
): Promise<{ referenceIds: string[] }> {
  // access: an admin of a centre; each enquiry found is of that centre.
  ENQUIRIES_ACCESS.assert(actor.role, 'change', relationsToCentre(actor, actor.centreId), {
    hideAs: ENQUIRY_NOT_FOUND_MESSAGE,
  })
  // load
  const matching = input.referenceId
    ? [await enquiryOfAdmin(deps, actor, { referenceId: input.referenceId, action: 'change' })]
    : await deps.repository.verifiedOfParentAt(actor.centreId!, input.parentEmail ?? '')
  if (matching.length === 0) throw notFound(ENQUIRY_NOT_FOUND_MESSAGE)
  const me = await personOf(deps, actor)

  // write: each archive with its 'archived' entry. Two admins archiving at once: one of them does it.
  const archivedNow = await withTransaction(deps.payload, async () => {
    const archived: string[] = []
    for (const enquiry of matching.filter((e) => e.state === 'active')) {
      if (!(await deps.repository.archiveIfActive(enquiry._id))) continue
      await record(deps, enquiry._id, me, 'archived')
      archived.push(enquiry.referenceId)
    }
    return archived
  })

  // publish
  if (archivedNow.length) deps.publisher.archived({ centreId: actor.centreId!, referenceIds: archivedNow })
  return { referenceIds: matching.map((e) => e.referenceId) }
}
