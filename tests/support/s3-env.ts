import { inject } from 'vitest'

// The `api-s3` project's setup file: its test files (and the servers and scripts they start) store private files
// in the run's s3rver (s3-setup.ts). Without it they would pass on local disk and prove nothing about S3.
const s3Env = inject('s3Env')
if (s3Env?.FILES_STORE !== 's3')
  throw new Error('api-s3: the S3 settings were not provided (tests/support/s3-setup.ts)')
Object.assign(process.env, s3Env)
