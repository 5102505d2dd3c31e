// `npm run restore -- <file>`: brings a backup of `npm run backup` into an empty database and file store
// (docs/operations/backups.md). Refuses a database that holds any row.
import { migrationsFor } from '@app/cms/migrations'
import { MEDIA_DIR } from '@app/cms'
import { fileStorageFromEnv } from '@app/files'
import { loadConfig, logger } from '@app/platform'
import { closeDatabase, startPayload } from '@app/server'
import { restoreBackup, RestoreRefusedError, scriptDatabaseUrl } from './lib/backup.ts'

const file = process.argv[2]
if (!file) {
  console.error('usage: npm run restore -- <backup file>')
  process.exit(2)
}

try {
  const databaseUrl = scriptDatabaseUrl()
  // The migrations need a Payload configuration, not the server's secret: any will do for building the schema.
  const config = loadConfig({
    ...process.env,
    DATABASE_URL: databaseUrl,
    NODE_ENV: 'development',
    PAYLOAD_SECRET: 'restore',
  })
  const manifest = await restoreBackup({
    databaseUrl,
    storage: await fileStorageFromEnv(),
    mediaDir: MEDIA_DIR,
    file,
    knownMigrations: (await migrationsFor('postgres')).map((migration) => migration.name),
    async migrate(names) {
      const payload = await startPayload(config, logger, { onlyMigrations: names })
      await closeDatabase(payload)
    },
  })
  const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0)
  console.log(
    `restored ${file} (taken ${manifest.createdAt}): ${manifest.tables.length} tables, ${rows} rows, ` +
      `${manifest.privateFiles.length} private files, ${manifest.mediaFiles.length} media files ` +
      `in ${(manifest.restoreMs / 1000).toFixed(1)} s`,
  )
  process.exit(0)
} catch (error) {
  console.error(
    error instanceof RestoreRefusedError
      ? `restore refused: ${error.message}`
      : `restore failed: ${(error as Error).stack}`,
  )
  process.exit(1)
}
