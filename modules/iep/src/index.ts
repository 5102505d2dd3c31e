// The IEP module: three-month plans, their append-only monthly versions, session entries and videos, the
// doctors' and therapists' dashboards (docs/api/iep.md). Built on the use-case skeleton (docs/modules.md).
import type { Language } from '@app/platform/format'
import type { Payload } from 'payload'
import type { Uploads } from '@app/files'
import type { Clock, Logger, Mailer } from '@app/platform'
import type { ChildrenForIep, FilesForIep, IepDeps, PeopleLookup } from './iep.deps.ts'
import { createIepRepository } from './iep.repository.ts'
import { createIepRouter } from './iep.routes.ts'
import { SESSION_VIDEO_TARGET } from './iep.schema.ts'
import { createIepService } from './iep.service.ts'
import { createDemoIepSeeder } from './iep.seed.ts'

export { iepCollections, IEPS_SLUG, IEP_VERSIONS_SLUG, IEP_ENTRIES_SLUG } from './iep.collections.ts'
export * from './iep.schema.ts'
export { attachedToPlan } from './iep.dto.ts'
export type { IepService } from './iep.service.ts'
export type { ChildrenForIep, FilesForIep, PeopleLookup } from './iep.deps.ts'

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
  languageOf = async () => 'en',
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
  /** The language a parent reads (the messaging module keeps it); English when left out. */
  languageOf?: (parentId: string) => Promise<Language>
}) {
  const repository = createIepRepository(payload)
  const deps: IepDeps = { repository, children, people, files, mailer, clock, log, payload, publicUrl, languageOf }
  const service = createIepService(deps)
  uploads.declareTarget({
    name: SESSION_VIDEO_TARGET,
    kinds: ['video'],
    mayUpload: (caller, iepId) => service.mayUploadTo(caller, { iepId }),
    mayRead: (caller, iepId) => service.mayReadPlan(caller, { iepId }),
    // A finished upload becomes a month's video only when the therapist saves the month with its id.
    claimed: (fileIds) => repository.videosInUse(fileIds),
  })
  return {
    service,
    router: createIepRouter(service, clock),
    /** Development only: the demo child's plan in progress. */
    seedDemoIep: createDemoIepSeeder({ repository, clock, payload }),
  }
}

export type IepModule = ReturnType<typeof createIep>
