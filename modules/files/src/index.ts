// The files module: private files (reports, prescriptions, session and enquiry videos) for every
// module that keeps them, and resumable uploads for large ones (docs/api/files.md).
import type { Payload } from 'payload'
import type { Clock, Logger } from '@app/platform'
import { PRIVATE_UPLOADS_DIR } from './files.config.ts'
import { createFilesRepository } from './files.repository.ts'
import { createFilesRouter } from './files.routes.ts'
import { createPrivateFiles, settleStagedFiles } from './files.service.ts'
import { createSignedLinks } from './files.signed.ts'
import { createLocalStorage, type FileStorage } from './files.storage.ts'
import { createUploads } from './files.uploads.ts'

export * from './files.kinds.ts'
export { PRIVATE_FILES_SLUG, filesCollections } from './files.collections.ts'
export { PRIVATE_UPLOADS_DIR, fileStorageFromEnv } from './files.config.ts'
export { downloadNameOf, sendOpenedFile } from './files.http.ts'
export { SIGNED_LINK_TTL_MS, type SignedLink } from './files.signed.ts'
export type { StoredFile } from './files.repository.ts'
export {
  isFileId,
  rangeOf,
  STAGED_FILE_TTL_MS,
  type CheckedFile,
  type IncomingFile,
  type OpenedFile,
  type PrivateFiles,
} from './files.service.ts'
export { createLocalStorage, UNFINISHED_UPLOAD_TTL_MS, type ByteRange, type FileStorage } from './files.storage.ts'
export { parseUploadMetadata, UNCLAIMED_UPLOAD_TTL_MS, type UploadTarget, type Uploads } from './files.uploads.ts'

/**
 * How often the server removes uploads left unfinished, and stored uploads left unclaimed, for 24 hours, and
 * settles the staged files a crash left (docs/decisions/054).
 */
const SWEEP_EVERY_MS = 60 * 60 * 1000

/**
 * Builds the module: the port other modules use (`files`), resumable uploads (`uploads`, where modules
 * declare their targets), and the /api router. `settleStaged()` finishes what a crash left staged (the server
 * runs it at start-up, and the hourly sweep); `stop()` ends the sweep.
 */
export function createFiles({
  payload,
  clock,
  log,
  secret,
  storage = createLocalStorage(PRIVATE_UPLOADS_DIR),
}: {
  payload: Payload
  clock: Clock
  log: Logger
  /** The server's secret; upload tokens and signed links are signed with keys derived from it. */
  secret: string
  /** Local disk by default; `fileStorageFromEnv()` picks S3 when configured. */
  storage?: FileStorage
}) {
  const repository = createFilesRepository(payload)
  const links = createSignedLinks({ secret: `${secret}:signed-file-link`, clock })
  const files = createPrivateFiles({ repository, storage, log, links })
  const uploads = createUploads({ storage, repository, clock, log, tokenSecret: `${secret}:upload-token` })
  const settleStaged = (now: Date = clock()) => settleStagedFiles({ repository, storage, log, now })
  const sweep = setInterval(() => {
    uploads.sweepUnfinished().catch((err: unknown) => log.error({ err }, 'the sweep of unfinished uploads failed'))
    uploads.sweepUnclaimed().catch((err: unknown) => log.error({ err }, 'the sweep of unclaimed uploads failed'))
    settleStaged().catch((err: unknown) => log.error({ err }, 'the sweep of staged files failed'))
  }, SWEEP_EVERY_MS)
  sweep.unref()
  return {
    files,
    uploads,
    settleStaged,
    router: createFilesRouter({ files, uploads, links }),
    stop: () => clearInterval(sweep),
  }
}

export type FilesModule = ReturnType<typeof createFiles>
