// GET /api/admins/jwl-enquiries/:centreId/owners: who may own an enquiry (the centre's admins).
import type { TokenUser } from '@app/platform'
import type { EnquiriesDeps } from '../enquiries.deps.ts'
import { assertCentreList } from './shared.ts'

export async function listOwners(
  deps: EnquiriesDeps,
  actor: TokenUser,
  { centreId }: { centreId: string },
): Promise<Array<{ _id: string; name: string }>> {
  // access
  assertCentreList(actor, centreId)
  // load
  return deps.people.listAdmins(centreId)
}
