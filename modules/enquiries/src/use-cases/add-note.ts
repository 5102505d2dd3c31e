// POST /api/admins/jwl-enquiries/:referenceId/notes
import type { TokenUser } from '@app/platform'
import type { EnquiriesDeps } from '../enquiries.deps.ts'
import type { EnquiryDto, EnquiryNoteInput } from '../enquiries.schema.ts'
import { enquiryOfAdmin, personOf, record, toDetails, toSummaries } from './shared.ts'

export async function addNote(
  deps: EnquiriesDeps,
  actor: TokenUser,
  { referenceId, text }: EnquiryNoteInput & { referenceId: string },
): Promise<EnquiryDto> {
  // access + load
  const enquiry = await enquiryOfAdmin(deps, actor, { referenceId, action: 'change' })
  // write: a note is one inserted row, nothing else changes: no transaction needed.
  await record(deps, enquiry._id, await personOf(deps, actor), 'note', text)
  // publish
  deps.publisher.updated((await toSummaries(deps, [enquiry]))[0])
  return toDetails(deps, enquiry)
}
