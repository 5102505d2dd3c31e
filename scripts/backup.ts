// `npm run backup [-- <file>]`: one consistent snapshot of the database and the private and media files, written
// while the server runs (docs/operations/backups.md). Default file: backups/backup-<UTC time>.tar.gz.
import path from 'node:path'
import { MEDIA_DIR } from '@app/cms'
import { fileStorageFromEnv } from '@app/files'
import { ROOT_DIR } from '@app/platform/config'
import { createBackup, scriptDatabaseUrl } from './lib/backup.ts'

const stamp = new Date()
  .toISOString()
  .replaceAll(':', '-')
  .replace(/\.\d+Z$/, 'Z')
const out = process.argv[2] ?? path.join(ROOT_DIR, 'backups', `backup-${stamp}.tar.gz`)

try {
  const manifest = await createBackup({
    databaseUrl: scriptDatabaseUrl(),
    storage: await fileStorageFromEnv(),
    mediaDir: MEDIA_DIR,
    out,
  })
  const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0)
  console.log(
    `backup written to ${out}: ${manifest.tables.length} tables, ${rows} rows, ` +
      `${manifest.privateFiles.length} private files, ${manifest.mediaFiles.length} media files ` +
      `in ${(manifest.tookMs / 1000).toFixed(1)} s`,
  )
  if (manifest.missingFiles.length > 0) {
    console.warn(`removed while the backup ran, so left out: ${manifest.missingFiles.join(', ')}`)
  }
  process.exit(0)
} catch (error) {
  console.error(`backup failed: ${(error as Error).message}`)
  process.exit(1)
}
