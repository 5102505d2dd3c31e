import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import { Server as TusServer } from '@tus/server'
import type { Upload } from '@tus/utils'
import type { Request, Response } from 'express'
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
import { UNFINISHED_UPLOAD_TTL_MS, UPLOAD_ID_PATTERN, type FileStorage } from './files.storage.ts'

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
}

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

  /** Checks the finished upload's first bytes, moves it into the store and records it. */
  async function finish(upload: Upload): Promise<StoredFile> {
    const metadata = upload.metadata ?? {}
    const target = targets.get(metadata.target ?? '')
    const recordId = metadata.record ?? ''
    if (!target) throw { status_code: 400, body: 'Unknown upload target' }
    const extension = extensionOf(metadata.filename ?? '')
    const type = TYPES_BY_EXTENSION[extension]
    const head = await storage.uploadHead(upload.id)
    if (!type || !(target.kinds ?? ['video']).includes(type.kind) || !type.matches(head.subarray(0, HEAD_BYTES))) {
      await storage.uploads
        .remove(upload.id)
        .catch((err: unknown) => log.error({ err }, 'could not remove a refused upload'))
      throw { status_code: 415, body: JSON.stringify({ message: refusal(target) }) }
    }
    const filename = `${randomUUID()}${extension}`
    await storage.adoptUpload(upload.id, filename)
    const file = await repository
      .insert({
        filename,
        mimeType: type.mimeType,
        size: upload.size ?? upload.offset,
        kind: target.name,
        originalName: (metadata.filename ?? '').replace(/[\r\n"\\/]/g, '').slice(0, 255),
        attachedTo: `${target.name}:${recordId}`,
      })
      .catch(async (error: unknown) => {
        await storage.remove(filename).catch(() => undefined)
        throw error
      })
    await target.onStored?.(file, recordId)
    return file
  }

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
  })

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
    const length = Number(req.get('upload-length'))
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
    if (req.method === 'GET') throw new HttpError(405, 'Uploads cannot be read back; use the file once it is stored.')
    if (uploadId !== undefined) {
      if (!UPLOAD_ID_PATTERN.test(uploadId)) throw new HttpError(404, 'Upload not found')
      const upload = await storage.uploads.getUpload(uploadId).catch(() => null)
      if (!upload || !mayContinue(req, upload)) throw new HttpError(404, 'Upload not found')
    } else if (req.method === 'POST') {
      uploaders.set(req, await admitCreation(req))
    } else if (req.method !== 'OPTIONS') {
      throw new HttpError(405, 'Use POST to start an upload.')
    }
    // tus reads the path from the request; Express has cut the /api prefix off req.url.
    req.url = req.originalUrl
    await tus.handle(req, res)
  }

  /**
   * Removes uploads started more than 24 hours ago (by `now`) and never finished, with their bytes.
   * The server runs it every hour; tests call it with a clock moved forward.
   */
  async function sweepUnfinished(now: Date = clock()): Promise<number> {
    if (storage.name === 's3') return storage.uploads.deleteExpired()
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
  }
}

export type Uploads = ReturnType<typeof createUploads>
