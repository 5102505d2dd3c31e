// GET /api/admins/get-jwl-enquiries/:centreId: a page of the centre's enquiries (X-Total-Count).
import type { TokenUser } from '@app/platform'
import { addDays } from '@app/platform/clinic-time'
import { offsetOf, requestedPage } from '@app/platform/paging'
import type { EnquiriesDeps } from '../enquiries.deps.ts'
import { clinicDayStart } from '../enquiries.rules.ts'
import type { EnquiryListQuery, EnquirySummaryDto } from '../enquiries.schema.ts'
import { assertCentreList, toSummaries } from './shared.ts'

export async function listEnquiries(
  deps: EnquiriesDeps,
  actor: TokenUser,
  { centreId, query }: { centreId: string; query: EnquiryListQuery },
): Promise<{ enquiries: EnquirySummaryDto[]; total: number }> {
  // access
  assertCentreList(actor, centreId)
  // rule
  const page = requestedPage(query)
  // load
  const { rows, total } = await deps.repository.list(
    {
      centreId,
      status: query.status,
      search: query.search,
      from: query.from ? clinicDayStart(query.from) : undefined,
      before: query.to ? clinicDayStart(addDays(query.to, 1)) : undefined,
    },
    page ? { offset: offsetOf(page), limit: page.limit } : undefined,
  )
  return { enquiries: await toSummaries(deps, rows), total }
}
