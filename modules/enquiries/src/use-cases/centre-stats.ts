// GET /api/admins/jwl-enquiries/:centreId/stats: the last 12 weeks.
import type { TokenUser } from '@app/platform'
import { clinicToday } from '@app/platform/clinic-time'
import type { EnquiriesDeps } from '../enquiries.deps.ts'
import { clinicDayStart, statsSince, weeklyStats } from '../enquiries.rules.ts'
import { assertCentreList } from './shared.ts'

export async function centreStats(deps: EnquiriesDeps, actor: TokenUser, { centreId }: { centreId: string }) {
  // access
  assertCentreList(actor, centreId)
  // load
  const today = clinicToday(deps.clock())
  const rows = await deps.repository.verifiedSince(centreId, clinicDayStart(statsSince(today)))
  // rule
  return weeklyStats(rows, today)
}
