import { randomUUID } from 'node:crypto'
import type { Readable } from 'node:stream'
import { afterCommit, HttpError, onRollback, type Logger } from '@app/platform'
import { extensionOf, fileTooLargeMessage, fileTypeMessage, HEAD_BYTES, MAX_BYTES, typeOfName } from './files.kinds.ts'
import type { FilesRepository, StoredFile } from './files.repository.ts'
import type { SignedLink, SignedLinks } from './files.signed.ts'
import type { ByteRange, FileStorage } from './files.storage.ts'

/** A file as it arrived in a request (multipart, held in memory). */
export interface IncomingFile {
  /** The name on the sender's computer. */
  originalname: string
  buffer: Buffer
  size: number
}

/** A file that passed the checks and can be stored. */
export interface CheckedFile {
  data: Buffer
  mimeType: string
  extension: string
  originalName: string
}

/** What an HTTP answer for a stored file needs: a status, its headers and (unless 416) its bytes. */
export type OpenedFile =
  | { status: 200 | 206; headers: Record<string, string>; body: Readable }
  | { status: 416; headers: Record<string, string>; body?: undefined }

const ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
/** File ids are UUIDs: anything else (a path, "../x") names nothing. */
export const isFileId = (value: unknown): value is string => typeof value === 'string' && ID_PATTERN.test(value)

// C0 and C1 control characters and DEL: PostgreSQL refuses NUL in text (the insert failed and the upload was
// lost), SQLite cut the name at it, and none of them belongs in a download's name.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F-\u009F]/g

/**
 * The sender's name, safe to keep and to put back into a Content-Disposition header: its last path part,
 * without control characters or quotes, at most 255 UTF-16 units (never half a surrogate pair).
 */
export function cleanFileName(name: string): string {
  const base = (name.split(/[\\/]/).pop() ?? '').replace(CONTROL_CHARACTERS, '').replace(/"/g, '')
  const cut = base.slice(0, 255)
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut
}

/**
 * Reads one `Range: bytes=...` header against a file of `size` bytes. Undefined means "send it all"
 * (no header, a malformed one, or several ranges, which servers may answer with the whole file);
 * null means no byte of it exists (416).
 */
export function rangeOf(header: string | undefined, size: number): ByteRange | null | undefined {
  if (!header) return undefined
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim())
  if (!match || (match[1] === '' && match[2] === '')) return undefined
  if (match[1] === '') {
    // The last N bytes.
    const suffix = Number(match[2])
    if (suffix === 0 || size === 0) return null
    return { start: Math.max(0, size - suffix), end: size - 1 }
  }
  const start = Number(match[1])
  // "500-100" is no range at all (RFC 9110: ignore it); a start past the end is unsatisfiable.
  if (match[2] !== '' && Number(match[2]) < start) return undefined
  if (start >= size) return null
  return { start, end: match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1) }
}

// Staging happens inside the transaction that inserts the record, after the request's body was read: between
// the put and the commit there are only database writes, which take milliseconds and at worst wait for locks
// until PostgreSQL's deadlock check or a dropped connection ends them. No transaction here lasts minutes, let
// alone an hour; a file staged an hour ago without a record was rolled back or cut off by a crash, never
// still on its way. (Large videos arrive through tus and are staged after their upload is complete.)
/** A staged file no record names is removed once it is this old (docs/decisions/054). */
export const STAGED_FILE_TTL_MS = 60 * 60 * 1000

/**
 * Finishes what a crash interrupted (docs/decisions/054): a staged file whose record exists was committed, and
 * is promoted; one without a record staged more than STAGED_FILE_TTL_MS before `now` was never committed, and
 * is removed. Run at start-up and by the hourly sweep; tests pass a time ahead.
 */
export async function settleStagedFiles({
  repository,
  storage,
  log,
  now = new Date(),
}: {
  repository: FilesRepository
  storage: FileStorage
  log: Logger
  now?: Date
}): Promise<{ promoted: number; removed: number }> {
  const staged = await storage.listStaged()
  const counts = { promoted: 0, removed: 0 }
  for (let start = 0; start < staged.length; start += 200) {
    const batch = staged.slice(start, start + 200)
    const recorded = new Set(await repository.recordedFilenames(batch.map((entry) => entry.key)))
    for (const { key, stagedAt } of batch) {
      if (recorded.has(key)) {
        await storage.promote(key).then(
          () => counts.promoted++,
          (err: unknown) => log.error({ err, key }, 'could not promote a staged file'),
        )
      } else if (now.getTime() - stagedAt.getTime() > STAGED_FILE_TTL_MS) {
        // Asked again just before removing: a record committed since the list was read keeps its file.
        if ((await repository.recordedFilenames([key])).length > 0) continue
        await storage.remove(key).then(
          () => counts.removed++,
          (err: unknown) => log.error({ err, key }, 'could not remove a staged file without a record'),
        )
      }
    }
  }
  return counts
}

/**
 * The port every module uses for private files: check and store, find, remove, and open for
 * streaming. Callers decide who may see a file; this module only keeps the bytes and their record.
 */
export function createPrivateFiles({
  repository,
  storage,
  log,
  links,
}: {
  repository: FilesRepository
  storage: FileStorage
  log: Logger
  links: SignedLinks
}) {
  /**
   * A record whose bytes are still staged: the process stopped between the commit and the promotion (or the
   * promotion failed). The record is there, so the file was committed: it is promoted now, before serving it,
   * rather than waiting for the sweep. Null when it is neither staged nor stored.
   */
  async function promoteOnRead(file: StoredFile): Promise<number | null> {
    await storage
      .promote(file.filename)
      .catch((err: unknown) => log.error({ err, file: file.id }, 'could not promote a staged file on reading it'))
    return storage.size(file.filename)
  }

  return {
    /**
     * A short-lived link that opens this one file for this viewer, with Range, without a token (a `<video>`
     * element sends none). Call it only after deciding the viewer may see the file (docs/decisions/029).
     */
    signedLinkFor(file: StoredFile, viewerId: string): SignedLink {
      return links.linkFor(file.id, viewerId)
    },

    /**
     * Checks a file's size, name and content against the extensions the caller accepts: 413 when too
     * large for its kind, 415 when its name or its first bytes are not one of them.
     */
    check(file: IncomingFile, accept: readonly string[]): CheckedFile {
      const type = typeOfName(file.originalname, accept)
      if (type && file.size > MAX_BYTES[type.kind]) throw new HttpError(413, fileTooLargeMessage(MAX_BYTES[type.kind]))
      if (!type || !type.matches(file.buffer.subarray(0, HEAD_BYTES))) {
        throw new HttpError(415, fileTypeMessage(accept))
      }
      return {
        data: file.buffer,
        mimeType: type.mimeType,
        extension: extensionOf(file.originalname),
        originalName: cleanFileName(file.originalname),
      }
    },

    /**
     * Stores a checked file under a generated name, in two phases (docs/decisions/054): its bytes are staged
     * and its record inserted (inside the caller's `withTransaction`, if any); once that commits, the bytes
     * move to their final name. A rollback removes the staged bytes; a crash leaves them staged, for the
     * reconciliation (`settleStagedFiles`) to promote or remove.
     */
    async store(file: CheckedFile, { kind, attachedTo = null }: { kind: string; attachedTo?: string | null }) {
      const filename = `${randomUUID()}${file.extension}`
      await storage.put(filename, file.data)
      onRollback(() => storage.remove(filename))
      let stored: StoredFile
      try {
        stored = await repository.insert({
          filename,
          mimeType: file.mimeType,
          size: file.data.length,
          kind,
          originalName: file.originalName,
          attachedTo,
        })
      } catch (error) {
        await storage.remove(filename).catch(() => undefined)
        throw error
      }
      // A failed promotion leaves the file readable (`stream` promotes it) and the sweep finishes it.
      await afterCommit(() =>
        storage
          .promote(filename)
          .catch((err: unknown) => log.error({ err, file: stored.id }, 'could not promote a stored file')),
      )
      return stored
    },

    /** A stored file by id; null for an unknown id or anything that is not an id. */
    async find(id: string): Promise<StoredFile | null> {
      return isFileId(id) ? repository.findById(id) : null
    },

    /** Removes files: their records first, then their bytes (a missing file is not an error). */
    async remove(ids: string[]): Promise<void> {
      const files = await repository.findByIds(ids.filter(isFileId))
      if (files.length === 0) return
      await repository.deleteByIds(files.map((f) => f.id))
      for (const file of files) {
        await storage
          .remove(file.filename)
          .catch((err: unknown) => log.error({ err, file: file.id }, 'could not remove the bytes of a deleted file'))
      }
    },

    /**
     * Opens a file for an HTTP answer: all of it, or the one range asked for (206), or 416 when the
     * range lies outside it. Null when its bytes are gone.
     */
    async stream(file: StoredFile, range?: string): Promise<OpenedFile | null> {
      const size = (await storage.size(file.filename)) ?? (await promoteOnRead(file))
      if (size === null) return null
      const headers: Record<string, string> = {
        'Content-Type': file.mimeType,
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'private, no-store',
        'Accept-Ranges': 'bytes',
      }
      const wanted = rangeOf(range, size)
      if (wanted === null) {
        return { status: 416, headers: { ...headers, 'Content-Range': `bytes */${size}` } }
      }
      if (wanted === undefined) {
        return {
          status: 200,
          headers: { ...headers, 'Content-Length': String(size) },
          body: await storage.read(file.filename),
        }
      }
      return {
        status: 206,
        headers: {
          ...headers,
          'Content-Length': String(wanted.end - wanted.start + 1),
          'Content-Range': `bytes ${wanted.start}-${wanted.end}/${size}`,
        },
        body: await storage.read(file.filename, wanted),
      }
    },
  }
}

export type PrivateFiles = ReturnType<typeof createPrivateFiles>
