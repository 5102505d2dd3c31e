import { randomBytes, randomUUID } from 'node:crypto'
import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Readable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createFiles,
  createLocalStorage,
  fileStorageFromEnv,
  PRIVATE_FILES_SLUG,
  STAGED_FILE_TTL_MS,
  type FileStorage,
  type FilesModule,
  type StoredFile,
} from '@app/files'
import { createLogger, joinTransactions, withTransaction } from '@app/platform'
import { FILES } from '../support/appointments.ts'
import { createBucket, fileStoreEnv, isS3Run } from '../support/s3.ts'
import { startTestServer } from '../support/server.ts'

type TestServer = Awaited<ReturnType<typeof startTestServer>>

const HOUR = 60 * 60 * 1000

async function bytesOf(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Uint8Array))
  return Buffer.concat(chunks)
}

/**
 * Issue 25 (docs/decisions/054): a file's bytes are staged until its record is committed, then promoted. What a crash
 * leaves is made here by hand, with the store's own calls: bytes staged with their record (a crash between the commit
 * and the promotion), and bytes staged without one (a crash before the commit).
 */
describe('private files written in two phases', () => {
  let server: TestServer
  /** A store of this file's own (a folder, or in the api-s3 project a bucket), so moving its clock touches no other test's files. */
  let storage: FileStorage
  let files: FilesModule
  let payload: TestServer['payload']
  /** The folder of the local store (unset in the api-s3 project). */
  let directory: string | undefined
  const cleanups: Array<() => Promise<unknown>> = []

  beforeAll(async () => {
    server = await startTestServer()
    payload = joinTransactions(server.payload)
    if (isS3Run()) {
      const bucket = `staged-${randomBytes(4).toString('hex')}`
      await createBucket(bucket)
      storage = await fileStorageFromEnv({ ...fileStoreEnv(), S3_BUCKET: bucket })
    } else {
      const folder = await mkdtemp(path.join(tmpdir(), 'files-staged-'))
      cleanups.push(() => rm(folder, { recursive: true, force: true }))
      storage = createLocalStorage(folder)
      directory = folder
    }
    files = createFiles({
      payload,
      clock: () => new Date(),
      log: createLogger('files-staged'),
      secret: 'staged',
      storage,
    })
  })
  afterAll(async () => {
    files?.stop()
    await server?.stop()
    for (const cleanup of cleanups) await cleanup()
  })

  const newKey = () => `${randomUUID()}.pdf`
  const isStaged = async (key: string) => (await storage.listStaged()).some((entry) => entry.key === key)
  /** The record a committed store would have written, for bytes staged under `key`. */
  const recordFor = async (key: string, data: Buffer): Promise<StoredFile> => {
    const row = await payload.create({
      collection: PRIVATE_FILES_SLUG as never,
      data: { filename: key, mimeType: 'application/pdf', filesize: data.length, kind: 'report' } as never,
    })
    return (await files.files.find(String((row as { id: string }).id)))!
  }
  const checkedPdf = (name: string) =>
    files.files.check({ originalname: name, buffer: FILES.pdf, size: FILES.pdf.length }, ['.pdf'])

  it('when a file is stored inside a transaction, then its bytes are staged (not stored) until the commit, and stored after it', async () => {
    let inside: { size: number | null; staged: boolean } | undefined
    const stored = await withTransaction(payload, async () => {
      const file = await files.files.store(checkedPdf('walk-in report.pdf'), { kind: 'report' })
      inside = { size: await storage.size(file.filename), staged: await isStaged(file.filename) }
      return file
    })
    // Killed here, before the commit, the process would have left the bytes in staging/, outside the stored files.
    expect(inside).toEqual({ size: null, staged: true })
    expect(await storage.size(stored.filename)).toBe(FILES.pdf.length)
    expect(await isStaged(stored.filename)).toBe(false)
    // On disk: among the folder's own files (what the crash test lists), only once committed.
    if (directory) expect(await readdir(directory)).toContain(stored.filename)
  })

  it('when the transaction rolls back, then the staged bytes are removed with the record', async () => {
    let filename = ''
    await expect(
      withTransaction(payload, async () => {
        const file = await files.files.store(checkedPdf('refused.pdf'), { kind: 'report' })
        filename = file.filename
        throw new Error('the booking was refused')
      }),
    ).rejects.toThrow('the booking was refused')
    expect(filename).not.toBe('')
    expect(await isStaged(filename)).toBe(false)
    expect(await storage.size(filename)).toBeNull()
    const { totalDocs } = await payload.count({
      collection: PRIVATE_FILES_SLUG as never,
      where: { filename: { equals: filename } } as never,
    })
    expect(totalDocs).toBe(0)
  })

  it('when a crash left a file staged with its record, then reading it promotes it and serves its bytes', async () => {
    const key = newKey()
    await storage.put(key, FILES.pdf)
    const file = await recordFor(key, FILES.pdf)
    expect(await storage.size(key)).toBeNull()

    const opened = await files.files.stream(file)
    expect(opened?.status).toBe(200)
    expect(await bytesOf(opened!.body!)).toEqual(FILES.pdf)
    expect(await storage.size(key)).toBe(FILES.pdf.length)
    expect(await isStaged(key)).toBe(false)
    // Promoted already (another process's read or sweep got there first): not an error, and the file stays.
    await storage.promote(key)
    expect(await storage.size(key)).toBe(FILES.pdf.length)
  })

  it('when the reconciliation runs, then a staged file with a record is promoted, one without a record stays while young and goes once older than the bound', async () => {
    const committed = newKey()
    const cutOff = newKey()
    await storage.put(committed, FILES.pdf)
    const file = await recordFor(committed, FILES.pdf)
    await storage.put(cutOff, FILES.png)

    // Just after the crash (the start-up): the committed file is promoted; the other may still be on its way.
    expect(await files.settleStaged(new Date())).toEqual({ promoted: 1, removed: 0 })
    expect(await isStaged(committed)).toBe(false)
    expect(await storage.size(committed)).toBe(FILES.pdf.length)
    expect(await bytesOf((await files.files.stream(file))!.body!)).toEqual(FILES.pdf)
    expect(await isStaged(cutOff)).toBe(true)

    // Not yet older than the bound: kept.
    expect(await files.settleStaged(new Date(Date.now() + STAGED_FILE_TTL_MS - 60_000))).toEqual({
      promoted: 0,
      removed: 0,
    })
    expect(await isStaged(cutOff)).toBe(true)

    // Older than any transaction could last: removed, and nothing else.
    expect(await files.settleStaged(new Date(Date.now() + 2 * HOUR))).toEqual({ promoted: 0, removed: 1 })
    expect(await isStaged(cutOff)).toBe(false)
    expect(await storage.size(cutOff)).toBeNull()
    expect(await storage.size(committed)).toBe(FILES.pdf.length)
  })

  it("when the server's own store holds a file staged with its record, then its signed link serves it", async () => {
    // The server's store: the run's private folder, or its bucket (FILES_STORE and S3_* of the api-s3 project).
    const serverStorage = await fileStorageFromEnv()
    const key = newKey()
    await serverStorage.put(key, FILES.pdf)
    const row = await payload.create({
      collection: PRIVATE_FILES_SLUG as never,
      data: { filename: key, mimeType: 'application/pdf', filesize: FILES.pdf.length, kind: 'report' } as never,
    })
    const serverFiles = server.app.modules.files.files
    const file = (await serverFiles.find(String((row as { id: string }).id)))!
    const link = serverFiles.signedLinkFor(file, 'a-viewer')
    const answer = await fetch(new URL(link.url, server.url))
    expect(answer.status).toBe(200)
    expect(Buffer.from(await answer.arrayBuffer())).toEqual(FILES.pdf)
    expect(await serverStorage.size(key)).toBe(FILES.pdf.length)
    await serverFiles.remove([file.id])
  })
})
