import path from 'node:path'
import { ConfigError, ROOT_DIR } from '@app/platform/config'
import { createLocalStorage, type FileStorage } from './files.storage.ts'

/**
 * Where private files live on local disk: beside the public media folder, never under it, and never
 * served as static files. The same folder reports and prescriptions always used.
 */
export const PRIVATE_UPLOADS_DIR = path.resolve(
  process.env.PRIVATE_UPLOADS_DIR ??
    path.join(
      path.dirname(path.resolve(process.env.MEDIA_DIR ?? path.join(ROOT_DIR, 'data', 'media'))),
      'private-uploads',
    ),
)

/**
 * The file store the environment asks for: local disk (PRIVATE_UPLOADS_DIR) unless FILES_STORE=s3,
 * which reads S3_BUCKET, S3_REGION, S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY and
 * S3_FORCE_PATH_STYLE. The S3 code is only loaded when asked for.
 */
export async function fileStorageFromEnv(env: Record<string, string | undefined> = process.env): Promise<FileStorage> {
  const kind = (env.FILES_STORE ?? 'local').trim().toLowerCase()
  if (kind === 'local' || kind === '') return createLocalStorage(PRIVATE_UPLOADS_DIR)
  if (kind !== 's3') throw new ConfigError(`FILES_STORE must be "local" or "s3" (got "${env.FILES_STORE}")`)
  const bucket = env.S3_BUCKET?.trim()
  if (!bucket) throw new ConfigError('FILES_STORE=s3 needs S3_BUCKET.')
  const { createS3Storage } = await import('./files.s3.ts')
  return createS3Storage({
    bucket,
    region: env.S3_REGION?.trim() || 'us-east-1',
    endpoint: env.S3_ENDPOINT?.trim() || undefined,
    accessKeyId: env.S3_ACCESS_KEY_ID?.trim() || undefined,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY?.trim() || undefined,
    forcePathStyle: (env.S3_FORCE_PATH_STYLE ?? 'true').trim() !== 'false',
  })
}
