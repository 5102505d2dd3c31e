import type { Payload } from 'payload'
import { createLocalBroadcast, logger, type Broadcast, type Logger } from '@app/platform'
import { attachCentreNames, createCentreNames } from './centre-names.ts'
import { createCentresRepository } from './centres.repository.ts'
import { createCentresRouter } from './centres.routes.ts'
import { createCentresService } from './centres.service.ts'

export { Centres, CENTRES_SLUG } from './centres.collections.ts'
export type { Branch, CentreSummary } from './centres.schema.ts'
export type { CentresService } from './centres.service.ts'

/** The centres module: the ten branches, for the site and the portal. */
export function createCentres({
  payload,
  broadcast = createLocalBroadcast(),
  log = logger,
}: {
  payload: Payload
  /** Tells every server process that a centre changed (Redis pub/sub); this process alone when left out. */
  broadcast?: Broadcast
  log?: Logger
}) {
  const repository = createCentresRepository(payload)
  const names = createCentreNames({ readAll: repository.allNames, broadcast, log })
  attachCentreNames(payload, names)
  const service = createCentresService(repository, names)
  return { service, router: createCentresRouter(service) }
}

export type CentresModule = ReturnType<typeof createCentres>
