import type { TestProject } from 'vitest/node'
import { startS3Server } from './s3.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** FILES_STORE=s3 and the S3_* settings of the run's s3rver (the `api-s3` project only). */
    s3Env: Record<string, string>
  }
}

/**
 * The `api-s3` project's global setup: the files tests run again with their files in a local S3-compatible server
 * (started here, stopped at the end), as they would in a bucket with FILES_STORE=s3. The settings go to this
 * project's test files only (s3-env.ts): the `api` project may run in the same vitest process, on local disk.
 */
export default async function setup(project: TestProject) {
  const s3 = await startS3Server()
  project.provide('s3Env', s3.env)
  return () => s3.stop()
}
