import type { Payload } from 'payload'
import { createCentresRepository } from './centres.repository.ts'
import { createCentresRouter } from './centres.routes.ts'
import { createCentresService } from './centres.service.ts'

export { Centres, CENTRES_SLUG } from './centres.collections.ts'
export type { Branch, CentreSummary } from './centres.schema.ts'
export type { CentresService } from './centres.service.ts'

/** The centres module: the ten branches, for the site and the portal. */
export function createCentres({ payload }: { payload: Payload }) {
  const service = createCentresService(createCentresRepository(payload))
  return { service, router: createCentresRouter(service) }
}

export type CentresModule = ReturnType<typeof createCentres>
