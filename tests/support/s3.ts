import { mkdtemp, readdir, rm } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { CreateBucketCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'
import S3rver from 's3rver'
import { PRIVATE_UPLOADS_DIR } from '@app/files'
import { withS3Multipart } from './s3rver-multipart.ts'

/** The bucket the S3 runs of the files tests store into. */
export const TEST_BUCKET = 'app-test-files'

/**
 * A local S3-compatible server (s3rver, files in a temporary folder, with the multipart calls it lacks:
 * s3rver-multipart.ts) with the test bucket, and the settings `fileStorageFromEnv` reads to use it
 * (FILES_STORE=s3 and the S3_* variables).
 */
export async function startS3Server(): Promise<{ env: Record<string, string>; stop: () => Promise<void> }> {
  const directory = await mkdtemp(path.join(tmpdir(), 'app-test-s3-'))
  const server = withS3Multipart(
    withFoldersKept(
      new S3rver({
        address: '127.0.0.1',
        port: 0,
        silent: true,
        directory,
        configureBuckets: [{ name: TEST_BUCKET, configs: [] }],
      }),
    ),
  )
  const { port } = (await server.run()) as AddressInfo
  return {
    env: {
      FILES_STORE: 's3',
      S3_BUCKET: TEST_BUCKET,
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    async stop() {
      await server.close()
      await rm(directory, { recursive: true, force: true })
    },
  }
}

/**
 * s3rver keeps a key's "folders" as directories: a delete removed the ones it left empty, and a put makes them and
 * then opens its file without an error handler. A put beside the delete of the folder's last object (a file
 * promoted out of `staging/` while another is written there) found its directory gone, and the unhandled ENOENT
 * ended the whole test run. S3 itself has no folders: the fake's delete now removes the object's files and leaves
 * the directories (taking the writes one at a time instead deadlocked tus, whose streamed puts wait on each other).
 */
function withFoldersKept(server: S3rver): S3rver {
  const store = (
    server as unknown as {
      store: {
        getResourcePath(bucket: string, key: string, resource: string): string
        deleteObject(bucket: string, key: string): Promise<void>
      }
    }
  ).store
  store.deleteObject = async (bucket, key) => {
    await Promise.all(
      ['object', 'object.md5', 'metadata.json'].map((resource) =>
        rm(store.getResourcePath(bucket, key, resource), { force: true }),
      ),
    )
  }
  return server
}

/** Whether this run stores private files in S3 (the `api-s3` project) rather than on local disk. */
export const isS3Run = () => process.env.FILES_STORE === 's3'

/** A client of this run's S3 server (the settings startS3Server put in the environment). */
const testClient = () =>
  new S3Client({
    region: process.env.S3_REGION,
    endpoint: process.env.S3_ENDPOINT,
    forcePathStyle: true,
    credentials: {
      accessKeyId: process.env.S3_ACCESS_KEY_ID as string,
      secretAccessKey: process.env.S3_SECRET_ACCESS_KEY as string,
    },
  })

/** The keys of every object in the bucket (the test bucket unless told) under `prefix`. */
export async function bucketKeys(prefix = '', bucket = process.env.S3_BUCKET): Promise<string[]> {
  const client = testClient()
  const keys: string[] = []
  let token: string | undefined
  do {
    const page = await client.send(
      new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
    )
    keys.push(...(page.Contents ?? []).map((object) => object.Key as string))
    token = page.NextContinuationToken
  } while (token)
  client.destroy()
  return keys
}

/** Makes another, empty bucket on this run's S3 server (e.g. the store a backup is restored into). */
export async function createBucket(name: string): Promise<void> {
  const client = testClient()
  await client.send(new CreateBucketCommand({ Bucket: name }))
  client.destroy()
}

/** The names of the finished private files in this run's store (the folder, or the bucket's `files/`). */
export async function storedFileNames(): Promise<string[]> {
  if (isS3Run()) return (await bucketKeys('files/')).map((key) => key.slice('files/'.length))
  return readdir(PRIVATE_UPLOADS_DIR)
}

/** The names of the staged files, whose record is not committed yet (the folder's `staging/`, the bucket's `staging/`). */
export async function stagedFileNames(): Promise<string[]> {
  if (isS3Run()) return (await bucketKeys('staging/')).map((key) => key.slice('staging/'.length))
  return readdir(path.join(PRIVATE_UPLOADS_DIR, 'staging')).catch(() => [])
}

/** The names of what the tus store keeps of uploads under way (the folder's `incoming/`, or the bucket's root). */
export async function uploadsUnderWay(): Promise<string[]> {
  if (isS3Run()) return (await bucketKeys()).filter((key) => !key.startsWith('files/') && !key.startsWith('staging/'))
  return readdir(path.join(PRIVATE_UPLOADS_DIR, 'incoming'))
}

/** This run's file-store settings (FILES_STORE and S3_*), for a script or server process that must use the same store. */
export const fileStoreEnv = (): Record<string, string> =>
  Object.fromEntries(
    Object.entries(process.env).filter(
      (entry): entry is [string, string] => /^(FILES_STORE|S3_\w+)$/.test(entry[0]) && entry[1] !== undefined,
    ),
  )
