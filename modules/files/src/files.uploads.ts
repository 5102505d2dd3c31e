import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import { Server as TusServer } from '@tus/server'
import type { Upload } from '@tus/utils'
import type { Request, Response } from 'express'
import { NodeRequest, sendNodeResponse } from 'srvx/node'
import { HttpError, type Clock, type Logger, type TokenUser } from '@app/platform'
import {
  extensionOf,
  FILE_ID_HEADER,
  fileTooLargeMessage,
  fileTypeMessage,
  HEAD_BYTES,
  MAX_BYTES,
  NOT_A_VIDEO_MESSAGE,
  TYPES_BY_EXTENSION,
  UPLOAD_TOKEN_HEADER,
  UPLOADS_PATH,
  VIDEO_TOO_LARGE_MESSAGE,
  type FileKind,
} from './files.kinds.ts'
import type { FilesRepository, StoredFile } from './files.repository.ts'
import { cleanFileName } from './files.service.ts'
import { STORED_FILE_KEY, UNFINISHED_UPLOAD_TTL_MS, UPLOAD_ID_PATTERN, type FileStorage } from './files.storage.ts'

/**
 * A record files can be attached to, declared by the module that owns the record, with that module's
 * own rules: e.g. IEP's "a session video, uploaded by the therapist assigned to the child".
 */
export interface UploadTarget {
  /** Sent by the client as the `target` metadata; also the stored files' `kind`. */
  name: string
  /** The kinds it accepts (videos by default). */
  kinds?: FileKind[]
  /** Whether this signed-in caller may attach a file to this record. */
  mayUpload(caller: TokenUser, recordId: string): Promise<boolean>
  /** Whether this signed-in caller may read files attached to this record (GET /api/files/:id). */
  mayRead(caller: TokenUser, recordId: string): Promise<boolean>
  /** Called once the file is checked and stored, e.g. to link it to the record. */
  onStored?(file: StoredFile, recordId: string): Promise<void>
  /**
   * For a target whose records take a finished upload later, when a save names its file id (not in
   * `onStored`): which of these files a record has taken. The others are removed a day after they were
   * stored (`sweepUnclaimed`). Without it, every stored file is kept.
   */
  claimed?(fileIds: string[]): Promise<string[]>
}

/** The only version of the protocol spoken here (tus 1.0.0). */
const TUS_VERSION = '1.0.0'

/** A finished upload nobody claimed is removed this long after it was stored. */
export const UNCLAIMED_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000

/** An answer with this status never says why in detail: the cause is logged, not shown. */
const SERVER_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.'

/** tus's own refusals (`ERRORS` of @tus/utils): a status and a plain-text body meant for the client. */
const isTusError = (error: unknown): error is { status_code: number; body: string } =>
  typeof error === 'object' &&
  error !== null &&
  typeof (error as { status_code?: unknown }).status_code === 'number' &&
  typeof (error as { body?: unknown }).body === 'string'

/** Who started an upload: a signed-in user, or the holder of an upload token for one record. */
type Uploader = { user: TokenUser } | { tokenFor: { target: string; recordId: string } }

const RECORD_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/

/** tus's Upload-Metadata header: comma-separated "key base64value" pairs. */
export function parseUploadMetadata(header: string | undefined): Record<string, string> {
  const metadata: Record<string, string> = {}
  for (const pair of (header ?? '').split(',')) {
    const [key, value] = pair.trim().split(' ')
    if (key) metadata[key] = value ? Buffer.from(value, 'base64').toString('utf8') : ''
  }
  return metadata
}

const extensionsOf = (kinds: FileKind[]) =>
  Object.entries(TYPES_BY_EXTENSION)
    .filter(([, type]) => kinds.includes(type.kind))
    .map(([extension]) => extension)

export function createUploads({
  storage,
  repository,
  clock,
  log,
  tokenSecret,
}: {
  storage: FileStorage
  repository: FilesRepository
  clock: Clock
  log: Logger
  /** Signs the short-lived upload tokens. */
  tokenSecret: string
}) {
  const targets = new Map<string, UploadTarget>()
  /** The uploader of each request being handled, decided before tus sees it. */
  const uploaders = new WeakMap<IncomingMessage, Uploader>()

  const sign = (body: string) => createHmac('sha256', tokenSecret).update(body).digest('base64url')

  function uploadTokenFor({
    target,
    recordId,
    ttlSeconds = 3600,
  }: {
    target: string
    recordId: string
    ttlSeconds?: number
  }) {
    if (!targets.has(target)) throw new Error(`no upload target "${target}"`)
    const body = Buffer.from(
      JSON.stringify({
        t: target,
        r: recordId,
        e: Math.floor(clock().getTime() / 1000) + ttlSeconds,
        n: randomBytes(6).toString('hex'),
      }),
    ).toString('base64url')
    return `${body}.${sign(body)}`
  }

  /** The target and record an upload token is good for, while it has not expired. */
  function readUploadToken(token: string): { target: string; recordId: string } | null {
    const [body, signature] = token.split('.')
    if (!body || !signature) return null
    const expected = Buffer.from(sign(body))
    const given = Buffer.from(signature)
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null
    try {
      const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as { t: string; r: string; e: number }
      if (claims.e * 1000 <= clock().getTime()) return null
      return { target: claims.t, recordId: claims.r }
    } catch {
      return null
    }
  }

  function maxBytesOf(target: UploadTarget) {
    return Math.max(...(target.kinds ?? ['video']).map((kind) => MAX_BYTES[kind]))
  }

  const refusal = (target: UploadTarget) => {
    const kinds = target.kinds ?? ['video']
    return kinds.length === 1 && kinds[0] === 'video' ? NOT_A_VIDEO_MESSAGE : fileTypeMessage(extensionsOf(kinds))
  }

  /** Checks the finished upload's first bytes, moves it into the store (staged), records it and promotes it. */
  async function finish(upload: Upload): Promise<StoredFile> {
    const metadata = upload.metadata ?? {}
    const target = targets.get(metadata.target ?? '')
    const recordId = metadata.record ?? ''
    if (!target) throw new HttpError(400, 'Unknown upload target')
    const extension = extensionOf(metadata.filename ?? '')
    const type = TYPES_BY_EXTENSION[extension]
    const head = await storage.uploadHead(upload.id)
    if (!type || !(target.kinds ?? ['video']).includes(type.kind) || !type.matches(head.subarray(0, HEAD_BYTES))) {
      await storage.uploads
        .remove(upload.id)
        .catch((err: unknown) => log.error({ err }, 'could not remove a refused upload'))
      throw new HttpError(415, refusal(target))
    }
    const filename = `${randomUUID()}${extension}`
    await storage.adoptUpload(upload.id, filename)
    const file = await repository
      .insert({
        filename,
        mimeType: type.mimeType,
        size: upload.size ?? upload.offset,
        kind: target.name,
        originalName: cleanFileName(metadata.filename ?? ''),
        attachedTo: `${target.name}:${recordId}`,
      })
      .catch(async (error: unknown) => {
        await storage.remove(filename).catch(() => undefined)
        await storage.uploads.remove(upload.id).catch(() => undefined)
        throw error
      })
    // Staged until recorded (docs/decisions/054): a crash before the insert leaves no stored file without a record.
    await storage
      .promote(filename)
      .catch((err: unknown) => log.error({ err, file: file.id }, 'could not promote an uploaded file'))
    await target.onStored?.(file, recordId)
    await storage.uploadStored(upload.id, file.id)
    return file
  }

  // The client knows the size of what it sends (a file): deferring Upload-Length is not needed, and not
  // offering it keeps every size check at creation (docs/api/files.md).
  storage.uploads.extensions = storage.uploads.extensions.filter((name) => name !== 'creation-defer-length')

  const tus = new TusServer({
    path: UPLOADS_PATH,
    datastore: storage.uploads,
    relativeLocation: true,
    // The portal is served from the same origin; no other site may upload.
    allowedOrigins: () => false,
    exposedHeaders: [FILE_ID_HEADER],
    maxSize: MAX_BYTES.video,
    namingFunction: () => randomBytes(16).toString('hex'),
    async onUploadCreate(req, upload) {
      const node = (req as unknown as { runtime?: { node?: { req: IncomingMessage } } }).runtime?.node?.req
      const uploader = node ? uploaders.get(node) : undefined
      if (!uploader) throw { status_code: 401, body: 'Authentication required' }
      // Who may continue this upload is the server's word, never the client's metadata.
      const owner = 'user' in uploader ? `user:${uploader.user._id}` : 'token'
      return { metadata: { ...upload.metadata, owner } }
    },
    async onUploadFinish(_req, upload) {
      const file = await finish(upload)
      return { headers: { [FILE_ID_HEADER]: file.id } }
    },
    // Whatever failed, the answer says what the caller can do about it, and never how we failed: a
    // database's error message (with its SQL and values) stays in the log.
    onResponseError(_req, error) {
      if (error instanceof HttpError) return { status_code: error.status, body: error.message }
      if (isTusError(error) && error.status_code < 500) return undefined
      log.error({ err: error }, 'a resumable upload failed')
      return { status_code: 500, body: SERVER_ERROR_MESSAGE }
    },
  })

  /**
   * Sends tus's answer. A refusal becomes the API's JSON `{ message }` (tus writes plain text), keeping tus's
   * headers (Tus-Resumable, Upload-Offset, ...).
   */
  async function sendTusAnswer(res: Response, answer: globalThis.Response): Promise<void> {
    if (answer.status < 400) return sendNodeResponse(res, answer)
    const message = (await answer.text()).trim()
    for (const [name, value] of answer.headers) {
      if (name !== 'content-type' && name !== 'content-length') res.setHeader(name, value)
    }
    res.status(answer.status).json({ message: message || SERVER_ERROR_MESSAGE })
  }

  /**
   * A PATCH to an upload already stored (its answer was lost): nothing more is written; the client hears the
   * upload is complete, with the file it became, or 409 for an offset that is not its end.
   */
  function answerStoredUpload(req: Request, res: Response, upload: Upload): void {
    const length = upload.size ?? upload.offset
    if (Number(req.get('upload-offset')) !== length) {
      res.setHeader('Upload-Offset', String(length))
      throw new HttpError(409, 'This upload is complete; its offset is its length.')
    }
    res.setHeader('Upload-Offset', String(length))
    res.status(204).end()
  }

  /** Whether the caller of this request may go on with an upload created earlier. */
  function mayContinue(req: Request, upload: Upload): boolean {
    const metadata = upload.metadata ?? {}
    const token = req.get(UPLOAD_TOKEN_HEADER)
    if (token) {
      const bound = readUploadToken(token)
      return (
        !!bound && metadata.owner === 'token' && bound.target === metadata.target && bound.recordId === metadata.record
      )
    }
    return !!req.auth && metadata.owner === `user:${req.auth.user._id}`
  }

  /** Decides who may create an upload, from its metadata, before tus creates anything. */
  async function admitCreation(req: Request): Promise<Uploader> {
    const metadata = parseUploadMetadata(req.get('upload-metadata'))
    const target = targets.get(metadata.target ?? '')
    const recordId = metadata.record ?? ''
    if (!target || !RECORD_ID_PATTERN.test(recordId)) {
      throw new HttpError(400, 'Please say what the file is for (target and record).')
    }
    const type = TYPES_BY_EXTENSION[extensionOf(metadata.filename ?? '')]
    if (!type || !(target.kinds ?? ['video']).includes(type.kind)) throw new HttpError(415, refusal(target))
    const length = Number(req.get('upload-length') ?? NaN)
    if (!Number.isSafeInteger(length) || length <= 0)
      throw new HttpError(400, 'Upload-Length must be the file size in bytes.')
    if (length > Math.min(maxBytesOf(target), MAX_BYTES[type.kind])) {
      throw new HttpError(
        413,
        type.kind === 'video' ? VIDEO_TOO_LARGE_MESSAGE : fileTooLargeMessage(MAX_BYTES[type.kind]),
      )
    }
    const token = req.get(UPLOAD_TOKEN_HEADER)
    if (token) {
      const bound = readUploadToken(token)
      if (!bound || bound.target !== target.name || bound.recordId !== recordId) {
        throw new HttpError(403, 'This upload link is not valid for this record, or has expired.')
      }
      return { tokenFor: bound }
    }
    if (!req.auth) throw new HttpError(401, req.authFailure ?? 'Authentication required')
    if (!(await target.mayUpload(req.auth.user, recordId))) throw new HttpError(403, 'You are not allowed to do this')
    return { user: req.auth.user }
  }

  /** The Express handler for every tus request under UPLOADS_PATH. */
  async function handle(req: Request, res: Response, uploadId: string | undefined): Promise<void> {
    // Every answer names the protocol's version, refusals (ours, as JSON) included.
    res.setHeader('Tus-Resumable', TUS_VERSION)
    if (req.method === 'GET') throw new HttpError(405, 'Uploads cannot be read back; use the file once it is stored.')
    if (req.method !== 'OPTIONS' && req.get('tus-resumable') !== TUS_VERSION) {
      // tus 1.0.0: a version the server does not speak is a 412 that lists the ones it does.
      res.setHeader('Tus-Version', TUS_VERSION)
      throw new HttpError(412, `Please send Tus-Resumable: ${TUS_VERSION}; no other version is supported.`)
    }
    if (uploadId !== undefined) {
      if (!UPLOAD_ID_PATTERN.test(uploadId)) throw new HttpError(404, 'Upload not found')
      const upload = await storage.uploads.getUpload(uploadId).catch(() => null)
      if (!upload || !mayContinue(req, upload)) throw new HttpError(404, 'Upload not found')
      const storedFile = upload.metadata?.[STORED_FILE_KEY]
      if (storedFile) {
        // HEAD (through tus below) and PATCH both tell a client that lost the last answer which file it made.
        res.setHeader(FILE_ID_HEADER, storedFile)
        if (req.method === 'PATCH') return answerStoredUpload(req, res, upload)
      }
    } else if (req.method === 'POST') {
      uploaders.set(req, await admitCreation(req))
    } else if (req.method !== 'OPTIONS') {
      throw new HttpError(405, 'Use POST to start an upload.')
    }
    // tus reads the path from the request; Express has cut the /api prefix off req.url.
    req.url = req.originalUrl
    await sendTusAnswer(res, await tus.handleWeb(new NodeRequest({ req, res })))
  }

  /**
   * Removes uploads started more than 24 hours ago (by `now`): those never finished, with their bytes, and
   * the records of finished ones (kept that long to answer HEAD). The server runs it every hour; tests call
   * it with a clock moved forward.
   */
  async function sweepUnfinished(now: Date = clock()): Promise<number> {
    let removed = 0
    for (const upload of await storage.listUploads()) {
      const age = upload.createdAt ? now.getTime() - upload.createdAt.getTime() : Infinity
      if (age < UNFINISHED_UPLOAD_TTL_MS) continue
      await storage.uploads.remove(upload.id).then(
        () => removed++,
        (err: unknown) => log.error({ err, upload: upload.id }, 'could not remove an expired upload'),
      )
    }
    return removed
  }

  /**
   * Removes files stored from uploads more than 24 hours ago (by `now`) that no record took, for the targets
   * that say what their records took (`claimed`). The server runs it every hour; tests move the clock.
   */
  async function sweepUnclaimed(now: Date = clock()): Promise<number> {
    let removed = 0
    for (const target of targets.values()) {
      if (!target.claimed) continue
      const ids = await repository.idsOfKindBefore(target.name, new Date(now.getTime() - UNCLAIMED_UPLOAD_TTL_MS))
      for (let start = 0; start < ids.length; start += 200) {
        const batch = ids.slice(start, start + 200)
        const taken = new Set(await target.claimed(batch))
        const unclaimed = await repository.findByIds(batch.filter((id) => !taken.has(id)))
        if (unclaimed.length === 0) continue
        await repository.deleteByIds(unclaimed.map((file) => file.id))
        for (const file of unclaimed) {
          await storage.remove(file.filename).then(
            () => removed++,
            (err: unknown) => log.error({ err, file: file.id }, 'could not remove an unclaimed upload'),
          )
        }
      }
    }
    return removed
  }

  return {
    /** Lets a module accept uploads for its records, with its own authorisation rules. */
    declareTarget(target: UploadTarget) {
      if (targets.has(target.name)) throw new Error(`upload target "${target.name}" is declared twice`)
      targets.set(target.name, target)
    },
    targetOf: (name: string) => targets.get(name),
    uploadTokenFor,
    handle,
    sweepUnfinished,
    sweepUnclaimed,
  }
}

export type Uploads = ReturnType<typeof createUploads>
