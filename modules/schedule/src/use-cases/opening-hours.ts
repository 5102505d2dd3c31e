// A centre's week (docs/api/schedule.md, GET|PUT /api/centres/:centreId/opening-hours).
import { withTransaction, type TokenUser } from '@app/platform'
import { assertMayAt, assertMayEver } from '../schedule.access.ts'
import type { ScheduleDeps } from '../schedule.deps.ts'
import type { OpeningHoursDto, OpeningHoursInput } from '../schedule.schema.ts'
import { centreOf } from './load.ts'

export async function readOpeningHours(
  deps: ScheduleDeps,
  actor: TokenUser | null,
  input: { centreId: string },
): Promise<OpeningHoursDto> {
  // access
  assertMayEver(actor, 'read-centre')
  // load
  const centreId = await centreOf(deps, input.centreId)
  // access
  assertMayAt(actor, 'read-centre', centreId)
  // load
  const days = (await deps.repository.openingDaysOf([centreId])).get(centreId) ?? []
  return { centreId, days }
}

export async function saveOpeningHours(
  deps: ScheduleDeps,
  actor: TokenUser | null,
  input: OpeningHoursInput & { centreId: string },
): Promise<OpeningHoursDto> {
  // access
  assertMayEver(actor, 'manage-centre')
  // load
  const centreId = await centreOf(deps, input.centreId)
  // access
  assertMayAt(actor, 'manage-centre', centreId)
  // write: the centre's lock, so no booking is half-way through reading the old week
  await withTransaction(deps.payload, async () => {
    await deps.repository.lockCentre(centreId, 'exclusive')
    await deps.repository.saveOpeningDays(centreId, input.days)
  })
  // publish
  deps.publish.changed({ centreId, what: 'opening-hours' })
  return { centreId, days: input.days }
}
