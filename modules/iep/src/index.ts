// The IEP module: three-month plans, their append-only monthly versions, session entries and videos, the
// doctors' and therapists' dashboards (docs/api/iep.md).
import type { Payload } from 'payload'
import type { Uploads } from '@app/files'
import { withTransaction, type Clock, type Logger, type Mailer } from '@app/platform'
import { createIepRepository } from './iep.repository.ts'
import { createIepRouter } from './iep.routes.ts'
import { SESSION_VIDEO_TARGET } from './iep.schema.ts'
import { createIepService, type ChildrenForIep, type FilesForIep, type PeopleLookup } from './iep.service.ts'
import { createDemoIepSeeder } from './iep.seed.ts'

export { iepCollections, IEPS_SLUG, IEP_VERSIONS_SLUG, IEP_ENTRIES_SLUG } from './iep.collections.ts'
export * from './iep.schema.ts'
export {
  CHILD_NOT_FOUND_MESSAGE,
  attachedToPlan,
  type ChildrenForIep,
  type FilesForIep,
  type IepService,
  type PeopleLookup,
} from './iep.service.ts'

export function createIep({
  payload,
  children,
  people,
  files,
  uploads,
  mailer,
  clock,
  log,
  publicUrl,
}: {
  payload: Payload
  children: ChildrenForIep
  people: PeopleLookup
  files: FilesForIep
  /** Where the session videos' resumable uploads are declared (docs/api/files.md). */
  uploads: Pick<Uploads, 'declareTarget'>
  mailer: Mailer
  clock: Clock
  log: Logger
  /** The portal's address, for the links in e-mails. */
  publicUrl: string
}) {
  const repository = createIepRepository(payload)
  const service = createIepService({
    repository,
    children,
    people,
    files,
    mailer,
    transaction: (work) => withTransaction(payload, work),
    clock,
    log,
    publicUrl,
  })
  uploads.declareTarget({
    name: SESSION_VIDEO_TARGET,
    kinds: ['video'],
    mayUpload: (caller, iepId) => service.mayUploadTo(caller, iepId),
    mayRead: (caller, iepId) => service.mayReadPlan(caller, iepId),
    // A finished upload becomes a month's video only when the therapist saves the month with its id.
    claimed: (fileIds) => repository.videosInUse(fileIds),
  })
  return {
    service,
    router: createIepRouter(service, clock),
    /** Development only: the demo child's plan in progress. */
    seedDemoIep: createDemoIepSeeder({ repository, service, clock }),
  }
}

export type IepModule = ReturnType<typeof createIep>
