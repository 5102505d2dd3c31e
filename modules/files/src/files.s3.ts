import type { Readable } from 'node:stream'
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3'
import { S3Store } from '@tus/s3-store'
import { Upload } from '@tus/utils'
import { HEAD_BYTES } from './files.kinds.ts'
import {
  isStorageKey,
  STORED_FILE_KEY,
  UNFINISHED_UPLOAD_TTL_MS,
  UPLOAD_ID_PATTERN,
  type FileStorage,
} from './files.storage.ts'

// Proven against s3rver (tests/support/s3.ts, the `api-s3` test project); what a real provider may still do
// differently is in docs/operations/files-on-s3.md.

export interface S3Settings {
  bucket: string
  region: string
  /** For S3-compatible services (MinIO, R2, ...): their address; unset for AWS itself. */
  endpoint?: string
  accessKeyId?: string
  secretAccessKey?: string
  /** Path-style addressing (bucket in the path), which most S3-compatible services need. */
  forcePathStyle: boolean
}

const isNoSuchUpload = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'NoSuchUpload'

/** A CopyObject whose source is gone: S3 says NoSuchKey (some services answer a bare 404; a missing bucket is no such thing). */
const isNoSuchKey = (error: unknown) => {
  if (typeof error !== 'object' || error === null) return false
  const { name, $metadata } = error as { name?: unknown; $metadata?: { httpStatusCode?: number } }
  return name === 'NoSuchKey' || ($metadata?.httpStatusCode === 404 && name !== 'NoSuchBucket')
}

/** Files whose record is not committed yet: outside `files/`, so nothing lists or serves them as stored. */
const STAGING_PREFIX = 'staging/'

/**
 * @tus/s3-store, except that a finished upload's record (its `.info` object) outlives its bytes (copied into
 * `files/`), as LocalUploadStore's does: it then answers complete with the file it became, and removing it
 * removes whatever is left of it, whether its multipart upload was completed, aborted or is still open.
 */
class S3UploadStore extends S3Store {
  override async getUpload(id: string): Promise<Upload> {
    // The .info is cached per process; another process may have marked the upload stored since.
    await this.clearCache(id)
    const { file } = await this.getMetadata(id).catch(() => ({ file: null }))
    if (file?.metadata?.[STORED_FILE_KEY]) {
      return new Upload({ ...file, offset: file.size ?? file.offset, storage: undefined })
    }
    return super.getUpload(id)
  }

  /** Marks a finished upload as become the stored file `fileId` (what HEAD answers until the sweep). */
  async markStored(id: string, fileId: string): Promise<void> {
    await this.clearCache(id)
    const { file, 'upload-id': multipartId } = await this.getMetadata(id)
    const size = file.size ?? file.offset
    const stored = new Upload({ ...file, offset: size, metadata: { ...file.metadata, [STORED_FILE_KEY]: fileId } })
    await this.saveMetadata(stored, multipartId ?? '')
    await this.clearCache(id)
  }

  /** The finished upload's assembled object: gone once it is copied into `files/`. */
  async removeAssembled(id: string): Promise<void> {
    await this.client.deleteObject({ Bucket: this.bucket, Key: id })
  }

  override async remove(id: string): Promise<void> {
    const multipartId = await this.getMetadata(id).then(
      (metadata) => metadata['upload-id'],
      () => undefined,
    )
    // S3 answers NoSuchUpload for a multipart upload already completed (a finished upload) or aborted.
    if (multipartId) {
      await this.client
        .abortMultipartUpload({ Bucket: this.bucket, Key: id, UploadId: multipartId })
        .catch((error: unknown) => {
          if (!isNoSuchUpload(error)) throw error
        })
    }
    await this.client.deleteObjects({
      Bucket: this.bucket,
      Delete: { Objects: [{ Key: id }, { Key: this.infoKey(id) }, { Key: this.partKey(id, true) }] },
    })
    await this.clearCache(id)
  }
}

/**
 * Finished files are objects under `files/`, files whose record is not committed yet under `staging/`; uploads
 * under way are tus's own objects at the bucket's root.
 */
export function createS3Storage(settings: S3Settings): FileStorage {
  const clientConfig: S3ClientConfig = {
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
    // Since 3.729 the SDK adds a CRC32 to every upload it can; a streamed body (each tus part) then goes as
    // `aws-chunked` with the checksum in a trailer. Services that do not decode that (s3rver, and in 2025
    // Backblaze B2 and older MinIO and Ceph) store the chunk framing as the file's bytes, or refuse it. Only
    // the calls S3 requires a checksum for (DeleteObjects) carry one; TLS and S3's ETag still guard the bytes.
    requestChecksumCalculation: 'WHEN_REQUIRED',
  }
  const client = new S3Client(clientConfig)
  const uploads = new S3UploadStore({
    s3ClientConfig: { ...clientConfig, bucket: settings.bucket },
    expirationPeriodInMilliseconds: UNFINISHED_UPLOAD_TTL_MS,
    // The tags only serve a bucket lifecycle rule; our own sweep removes expired uploads (sweepUnfinished),
    // and not every S3-compatible service takes object tags (x-amz-tagging).
    useTags: false,
  })
  const Bucket = settings.bucket
  const objectOf = (key: string) => {
    if (!isStorageKey(key)) throw new Error(`not a storage key: ${JSON.stringify(key)}`)
    return `files/${key}`
  }
  const stagedObjectOf = (key: string) => {
    if (!isStorageKey(key)) throw new Error(`not a storage key: ${JSON.stringify(key)}`)
    return `${STAGING_PREFIX}${key}`
  }
  const uploadObject = (id: string) => {
    if (!UPLOAD_ID_PATTERN.test(id)) throw new Error(`not an upload id: ${JSON.stringify(id)}`)
    return id
  }

  return {
    name: 's3',
    uploads,
    async put(key, data) {
      await client.send(new PutObjectCommand({ Bucket, Key: stagedObjectOf(key), Body: data }))
    },
    async promote(key) {
      // S3 has no rename: copy, then delete. A crash between the two leaves both, and the next promote (a read,
      // the sweep) copies again and deletes; the copy is whole or absent, never a part of the file.
      try {
        await client.send(
          new CopyObjectCommand({ Bucket, CopySource: `${Bucket}/${stagedObjectOf(key)}`, Key: objectOf(key) }),
        )
      } catch (error) {
        // Promoted already (by another process's sweep, or a read): nothing left to do.
        if (isNoSuchKey(error)) return
        throw error
      }
      await client.send(new DeleteObjectCommand({ Bucket, Key: stagedObjectOf(key) }))
    },
    async listStaged() {
      const staged: Array<{ key: string; stagedAt: Date }> = []
      let ContinuationToken: string | undefined
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: STAGING_PREFIX, ContinuationToken }))
        for (const { Key, LastModified } of page.Contents ?? []) {
          const key = Key?.slice(STAGING_PREFIX.length) ?? ''
          if (isStorageKey(key)) staged.push({ key, stagedAt: LastModified ?? new Date(0) })
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined
      } while (ContinuationToken)
      return staged
    },
    async size(key) {
      if (!isStorageKey(key)) return null
      const head = await client.send(new HeadObjectCommand({ Bucket, Key: objectOf(key) })).catch(() => null)
      return head?.ContentLength ?? null
    },
    async read(key, range) {
      const object = await client.send(
        new GetObjectCommand({
          Bucket,
          Key: objectOf(key),
          Range: range ? `bytes=${range.start}-${range.end}` : undefined,
        }),
      )
      return object.Body as Readable
    },
    async remove(key) {
      if (!isStorageKey(key)) return
      await client.send(new DeleteObjectCommand({ Bucket, Key: stagedObjectOf(key) }))
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectOf(key) }))
    },
    async uploadHead(uploadId) {
      const object = await client.send(
        new GetObjectCommand({ Bucket, Key: uploadObject(uploadId), Range: `bytes=0-${HEAD_BYTES - 1}` }),
      )
      return new Uint8Array(await object.Body!.transformToByteArray())
    },
    async adoptUpload(uploadId, key) {
      // One CopyObject copies up to 5 GB; videos stop at 50 MB (MAX_BYTES).
      await client.send(
        new CopyObjectCommand({
          Bucket,
          CopySource: `${Bucket}/${uploadObject(uploadId)}`,
          Key: stagedObjectOf(key),
        }),
      )
      await uploads.removeAssembled(uploadId)
    },
    async uploadStored(uploadId, fileId) {
      await uploads.markStored(uploadObject(uploadId), fileId)
    },
    async listUploads() {
      // Every upload has a `<id>.info` object at the bucket's root (finished files are under `files/`).
      const ids: string[] = []
      let ContinuationToken: string | undefined
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Delimiter: '/', ContinuationToken }))
        for (const { Key } of page.Contents ?? []) {
          const id = Key?.endsWith('.info') ? Key.slice(0, -'.info'.length) : ''
          if (UPLOAD_ID_PATTERN.test(id)) ids.push(id)
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined
      } while (ContinuationToken)
      return Promise.all(
        ids.map(async (id) => {
          const upload = await uploads.getUpload(id).catch(() => null)
          if (!upload) return { id, createdAt: null, isFinished: false }
          return {
            id,
            createdAt: upload.creation_date ? new Date(upload.creation_date) : null,
            isFinished: upload.size !== undefined && upload.offset === upload.size,
          }
        }),
      )
    },
  }
}
