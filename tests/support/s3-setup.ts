import { startS3Server } from './s3.ts'

/**
 * The `api-s3` project's global setup: the files tests run again with their files in a local S3-compatible server
 * (started here, stopped at the end), as they would in a bucket with FILES_STORE=s3.
 */
export default async function setup() {
  const s3 = await startS3Server()
  Object.assign(process.env, s3.env)
  return () => s3.stop()
}
