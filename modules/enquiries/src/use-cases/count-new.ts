// GET /api/admins/jwl-enquiries/:centreId/new-count: the centre's active enquiries still at stage New.
import type { TokenUser } from '@app/platform'
import type { EnquiriesDeps } from '../enquiries.deps.ts'
import { assertCentreList } from './shared.ts'

export async function countNew(
  deps: EnquiriesDeps,
  actor: TokenUser,
  { centreId }: { centreId: string },
): Promise<{ count: number }> {
  // access
  assertCentreList(actor, centreId)
  // load
  return { count: await deps.repository.countNew(centreId) }
}
