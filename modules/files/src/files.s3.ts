import type { Readable } from 'node:stream'
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3'
import { S3Store } from '@tus/s3-store'
import { HEAD_BYTES } from './files.kinds.ts'
import { isStorageKey, UNFINISHED_UPLOAD_TTL_MS, UPLOAD_ID_PATTERN, type FileStorage } from './files.storage.ts'

// NOT TESTED: no S3-compatible server runs on our machines. This is written against the AWS SDK v3 and
// @tus/s3-store documentation; try it against the real bucket (or MinIO) before relying on it.

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

/** Finished files are objects under `files/`; uploads under way are tus's own objects at the bucket's root. */
export function createS3Storage(settings: S3Settings): FileStorage {
  const clientConfig = {
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
  }
  const client = new S3Client(clientConfig)
  const uploads = new S3Store({
    s3ClientConfig: { ...clientConfig, bucket: settings.bucket },
    expirationPeriodInMilliseconds: UNFINISHED_UPLOAD_TTL_MS,
  })
  const Bucket = settings.bucket
  const objectOf = (key: string) => {
    if (!isStorageKey(key)) throw new Error(`not a storage key: ${JSON.stringify(key)}`)
    return `files/${key}`
  }
  const uploadObject = (id: string) => {
    if (!UPLOAD_ID_PATTERN.test(id)) throw new Error(`not an upload id: ${JSON.stringify(id)}`)
    return id
  }

  return {
    name: 's3',
    uploads,
    async put(key, data) {
      await client.send(new PutObjectCommand({ Bucket, Key: objectOf(key), Body: data }))
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
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectOf(key) }))
    },
    async uploadHead(uploadId) {
      const object = await client.send(
        new GetObjectCommand({ Bucket, Key: uploadObject(uploadId), Range: `bytes=0-${HEAD_BYTES - 1}` }),
      )
      return new Uint8Array(await object.Body!.transformToByteArray())
    },
    async adoptUpload(uploadId, key) {
      await client.send(
        new CopyObjectCommand({ Bucket, CopySource: `${Bucket}/${uploadObject(uploadId)}`, Key: objectOf(key) }),
      )
      await uploads.remove(uploadId)
    },
    async uploadStored() {
      // Not kept on S3 (the upload's record went with adoptUpload): HEAD on a finished upload answers 404
      // there, and a client that lost the last answer sends the file again (docs/api/files.md).
    },
    async listUploads() {
      // The S3 store keeps no listing of its own; its expiry runs through deleteExpired (see files.uploads.ts).
      return []
    },
  }
}
