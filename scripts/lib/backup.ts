// `npm run backup` and `npm run restore`: one consistent snapshot of the database and the files, and its way back
// into an empty database (docs/operations/backups.md). PostgreSQL only; no pg_dump, which refuses a server newer
// than itself: every table is read with COPY inside one REPEATABLE READ transaction, so all of them (and the list
// of private files) come from the same moment.
import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { createReadStream, createWriteStream } from 'node:fs'
import { copyFile, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import pg from 'pg'
import { from as copyFrom, to as copyTo } from 'pg-copy-streams'
import type { FileStorage } from '@app/files'

/** The version of the archive's layout; restore refuses one it does not know. */
export const BACKUP_FORMAT = 1

/** The schema the app's tables live in (Payload's PostgreSQL default). */
const SCHEMA = 'public'

/**
 * The database the backup and restore scripts work on. One place, so that the embedded PostgreSQL that serves when
 * DATABASE_URL is unset can be named here once it exists.
 */
export function scriptDatabaseUrl(env: Record<string, string | undefined> = process.env): string {
  const url = env.DATABASE_URL?.trim()
  if (!url || !/^postgres(ql)?:\/\//.test(url)) {
    throw new Error('Set DATABASE_URL to the PostgreSQL database (postgres://user@host:port/name).')
  }
  return url
}

export interface TableEntry {
  name: string
  columns: string[]
  rows: number
  sha256: string
}

export interface FileEntry {
  /** The storage key (private files) or the path under the media folder. */
  name: string
  size: number
  sha256: string
}

export interface BackupManifest {
  format: number
  createdAt: string
  /** The migrations applied when the snapshot was taken, in order: the schema version. */
  migrations: string[]
  tables: TableEntry[]
  privateFiles: FileEntry[]
  mediaFiles: FileEntry[]
  /** Private files the snapshot names that the store no longer held when they were read (removed since). */
  missingFiles: string[]
  tookMs: number
}

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`
const tableRef = (name: string) => `${quoteIdent(SCHEMA)}.${quoteIdent(name)}`

/** Passes bytes through while counting lines (COPY's text format writes one row per line) and hashing them. */
function counting() {
  const hash = createHash('sha256')
  let lines = 0
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk)
      for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines++
      done(null, chunk)
    },
  })
  return { stream, result: () => ({ lines, sha256: hash.digest('hex') }) }
}

async function sha256Of(file: string): Promise<{ sha256: string; size: number }> {
  const hash = createHash('sha256')
  await pipeline(createReadStream(file), hash)
  return { sha256: hash.digest('hex'), size: (await stat(file)).size }
}

async function listFiles(dir: string, under = ''): Promise<string[]> {
  const entries = await readdir(path.join(dir, under), { withFileTypes: true }).catch(() => [])
  const found: string[] = []
  for (const entry of entries) {
    const relative = path.join(under, entry.name)
    if (entry.isDirectory()) found.push(...(await listFiles(dir, relative)))
    else if (entry.isFile()) found.push(relative)
  }
  return found.sort()
}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] })
    let error = ''
    child.stderr.on('data', (chunk: Buffer) => (error += chunk))
    child.on('error', reject)
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} failed (${code}): ${error}`)),
    )
  })
}

/** The app's tables, in name order (the migrations table among them). */
async function tablesOf(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = $1 AND c.relkind IN ('r', 'p') ORDER BY c.relname`,
    [SCHEMA],
  )
  return rows.map((row) => row.name)
}

/** A table's stored columns in order (generated columns are recomputed, never copied). */
async function columnsOf(client: pg.Client, table: string): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `SELECT a.attname AS name FROM pg_attribute a
     WHERE a.attrelid = $1::regclass AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
     ORDER BY a.attnum`,
    [tableRef(table)],
  )
  return rows.map((row) => row.name)
}

/**
 * Writes one archive (`out`, a gzipped tar) holding every table of the database and every file: the private files
 * the snapshot's `private_uploads` rows name, read from `storage` (local disk or the S3 bucket), and the public media
 * folder. The server may keep running: a write committed after the snapshot began is wholly absent from it.
 */
export async function createBackup({
  databaseUrl,
  storage,
  mediaDir,
  out,
}: {
  databaseUrl: string
  storage: FileStorage
  mediaDir: string
  out: string
}): Promise<BackupManifest> {
  const started = Date.now()
  const work = await mkdtemp(path.join(tmpdir(), 'backup-'))
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'backup' })
  await client.connect()
  try {
    await mkdir(path.join(work, 'db'))
    await mkdir(path.join(work, 'private'))
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY')
    const migrationsTable = await client.query<{ name: string }>(
      `SELECT name FROM ${tableRef('payload_migrations')} ORDER BY batch, created_at, name`,
    )
    const tables: TableEntry[] = []
    for (const name of await tablesOf(client)) {
      const columns = await columnsOf(client, name)
      const counter = counting()
      const stream = client.query(copyTo(`COPY ${tableRef(name)} (${columns.map(quoteIdent).join(', ')}) TO STDOUT`))
      await pipeline(stream, counter.stream, createWriteStream(path.join(work, 'db', `${name}.copy`)))
      const { lines, sha256 } = counter.result()
      tables.push({ name, columns, rows: lines, sha256 })
    }
    // The files the snapshot's records name: a file stored for a booking committed after the snapshot is left out
    // with its record.
    const files = await client.query<{ filename: string }>(
      `SELECT filename FROM ${tableRef('private_uploads')} ORDER BY filename`,
    )
    await client.query('COMMIT')

    const privateFiles: FileEntry[] = []
    const missingFiles: string[] = []
    for (const { filename } of files.rows) {
      const target = path.join(work, 'private', filename)
      // A record whose bytes are still staged (a crash between its commit and the promotion) is committed: its
      // file is promoted, as a read would (docs/decisions/054).
      if ((await storage.size(filename)) === null) await storage.promote(filename).catch(() => undefined)
      if ((await storage.size(filename)) === null) {
        missingFiles.push(filename)
        continue
      }
      await pipeline(await storage.read(filename), createWriteStream(target))
      privateFiles.push({ name: filename, ...(await sha256Of(target)) })
    }
    const mediaFiles: FileEntry[] = []
    for (const relative of await listFiles(mediaDir)) {
      const target = path.join(work, 'media', relative)
      await mkdir(path.dirname(target), { recursive: true })
      await copyFile(path.join(mediaDir, relative), target)
      mediaFiles.push({ name: relative, ...(await sha256Of(target)) })
    }

    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      createdAt: new Date(started).toISOString(),
      migrations: migrationsTable.rows.map((row) => row.name),
      tables,
      privateFiles,
      mediaFiles,
      missingFiles,
      tookMs: 0,
    }
    manifest.tookMs = Date.now() - started
    await writeFile(path.join(work, 'manifest.json'), JSON.stringify(manifest, null, 2))
    await mkdir(path.dirname(path.resolve(out)), { recursive: true })
    await run('tar', ['-czf', path.resolve(out), '-C', work, '.'])
    manifest.tookMs = Date.now() - started
    return manifest
  } finally {
    await client.end().catch(() => undefined)
    await rm(work, { recursive: true, force: true })
  }
}

/** Why a restore refused to start; nothing was written. */
export class RestoreRefusedError extends Error {
  override name = 'RestoreRefusedError'
}

async function checkArchive(work: string): Promise<BackupManifest> {
  const manifest = JSON.parse(await readFile(path.join(work, 'manifest.json'), 'utf8')) as BackupManifest
  if (manifest.format !== BACKUP_FORMAT) {
    throw new RestoreRefusedError(`This backup's format is ${manifest.format}; this checkout reads ${BACKUP_FORMAT}.`)
  }
  const damaged: string[] = []
  for (const table of manifest.tables) {
    const { sha256 } = await sha256Of(path.join(work, 'db', `${table.name}.copy`))
    if (sha256 !== table.sha256) damaged.push(`table ${table.name}`)
  }
  for (const [folder, entries] of [
    ['private', manifest.privateFiles],
    ['media', manifest.mediaFiles],
  ] as const) {
    for (const file of entries) {
      const found = await sha256Of(path.join(work, folder, file.name)).catch(() => null)
      if (found?.sha256 !== file.sha256) damaged.push(`${folder} file ${file.name}`)
    }
  }
  if (damaged.length > 0) {
    throw new RestoreRefusedError(`The backup is damaged (checksums differ): ${damaged.slice(0, 5).join(', ')}.`)
  }
  return manifest
}

/** The first table of the app's schema that holds a row, if any. */
async function firstNonEmptyTable(client: pg.Client): Promise<string | null> {
  for (const table of await tablesOf(client)) {
    const { rows } = await client.query(`SELECT 1 FROM ${tableRef(table)} LIMIT 1`)
    if (rows.length > 0) return table
  }
  return null
}

/**
 * Brings a backup into an empty database and file store: checks every checksum, refuses a database that holds any
 * row, has `migrate(names)` build the schema the backup was taken at, copies every table in one transaction (foreign
 * keys and triggers off while it loads, as the rows were consistent when read), then the files. `migrate` is
 * called again with every migration once the rows are in, for a backup older than the checkout.
 */
export async function restoreBackup({
  databaseUrl,
  storage,
  mediaDir,
  file,
  knownMigrations,
  migrate,
}: {
  databaseUrl: string
  storage: FileStorage
  mediaDir: string
  file: string
  knownMigrations: string[]
  /** Applies the named migrations (or every one, when `names` is undefined) to the database. */
  migrate: (names?: string[]) => Promise<void>
}): Promise<BackupManifest & { restoreMs: number }> {
  const started = Date.now()
  const work = await mkdtemp(path.join(tmpdir(), 'restore-'))
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'restore' })
  try {
    await run('tar', ['-xzf', path.resolve(file), '-C', work])
    const manifest = await checkArchive(work)
    const unknown = manifest.migrations.filter((name) => !knownMigrations.includes(name))
    if (unknown.length > 0) {
      throw new RestoreRefusedError(
        `This backup was taken by a newer version (migration ${unknown.join(', ')}); restore it with that version.`,
      )
    }
    await client.connect()
    const occupied = await firstNonEmptyTable(client)
    if (occupied) {
      throw new RestoreRefusedError(
        `The target database is not empty (table ${occupied} has rows): restore only into a new, empty database.`,
      )
    }
    for (const entry of manifest.privateFiles) {
      if ((await storage.size(entry.name)) !== null) {
        throw new RestoreRefusedError(`The file store already holds ${entry.name}: restore into an empty file store.`)
      }
    }

    await migrate(manifest.migrations)
    const present = new Set(await tablesOf(client))
    const absent = manifest.tables.filter((table) => !present.has(table.name)).map((table) => table.name)
    if (absent.length > 0) throw new Error(`The migrations did not create the tables ${absent.join(', ')}.`)
    await client.query('BEGIN')
    // The rows were consistent when read; checking each foreign key and running each trigger while they load in
    // name order would refuse a child row before its parent.
    await client.query('SET LOCAL session_replication_role = replica')
    await client.query(`TRUNCATE ${manifest.tables.map((table) => tableRef(table.name)).join(', ')}`)
    for (const table of manifest.tables) {
      const columns = table.columns.map(quoteIdent).join(', ')
      const stream = client.query(copyFrom(`COPY ${tableRef(table.name)} (${columns}) FROM STDIN`))
      await pipeline(createReadStream(path.join(work, 'db', `${table.name}.copy`)), stream)
    }
    // Serial columns (the _rels tables') continue after the restored rows.
    const sequences = await client.query<{ table: string; column: string; sequence: string }>(
      `SELECT t.relname AS table, a.attname AS column, s.oid::regclass::text AS sequence
       FROM pg_depend d JOIN pg_class s ON s.oid = d.objid AND s.relkind = 'S'
       JOIN pg_class t ON t.oid = d.refobjid JOIN pg_namespace n ON n.oid = t.relnamespace
       JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = d.refobjsubid
       WHERE n.nspname = $1`,
      [SCHEMA],
    )
    for (const row of sequences.rows) {
      await client.query(
        `SELECT setval($1::regclass, COALESCE((SELECT max(${quoteIdent(row.column)}) FROM ${tableRef(row.table)}), 0) + 1, false)`,
        [row.sequence],
      )
    }
    await client.query('COMMIT')
    if (knownMigrations.some((name) => !manifest.migrations.includes(name))) await migrate()

    for (const entry of manifest.privateFiles) {
      // The records are committed already: each file is staged and promoted at once.
      await storage.put(entry.name, await readFile(path.join(work, 'private', entry.name)))
      await storage.promote(entry.name)
    }
    for (const entry of manifest.mediaFiles) {
      const target = path.join(mediaDir, entry.name)
      await mkdir(path.dirname(target), { recursive: true })
      await copyFile(path.join(work, 'media', entry.name), target)
    }
    return { ...manifest, restoreMs: Date.now() - started }
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined)
    throw error
  } finally {
    await client.end().catch(() => undefined)
    await rm(work, { recursive: true, force: true })
  }
}
