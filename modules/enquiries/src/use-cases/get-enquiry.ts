// GET /api/admins/get-jwl-enquiry/:referenceId: one enquiry with its answers, linked enquiries and log.
import type { TokenUser } from '@app/platform'
import type { EnquiriesDeps } from '../enquiries.deps.ts'
import type { EnquiryDto } from '../enquiries.schema.ts'
import { enquiryOfAdmin, toDetails } from './shared.ts'

export async function getEnquiry(
  deps: EnquiriesDeps,
  actor: TokenUser,
  { referenceId }: { referenceId: string },
): Promise<EnquiryDto> {
  // access + load
  const enquiry = await enquiryOfAdmin(deps, actor, { referenceId, action: 'read' })
  return toDetails(deps, enquiry)
}
