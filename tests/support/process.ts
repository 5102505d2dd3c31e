import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'
import { ROOT_DIR } from '@app/platform'
import { TEST_SECRET } from './test-config.ts'

const MAIN = path.join(ROOT_DIR, 'modules', 'server', 'src', 'main.ts')

export interface ServerProcess {
  child: ChildProcess
  output: () => string
  exited: Promise<number | null>
}

/**
 * The settings every spawned test server shares (the run's token secret, so processes accept each other's tokens;
 * a free port on loopback; the run's media folder) with the file's own on top.
 */
export function spawnedServerEnv(env: Record<string, string>): Record<string, string> {
  return {
    MEDIA_DIR: process.env.MEDIA_DIR as string,
    NODE_ENV: 'test',
    PAYLOAD_SECRET: TEST_SECRET,
    PORT: '0',
    HOST: '127.0.0.1',
    // As testConfig: no reminders sent from the shared database unless a file asks for it.
    REMINDER_DISPATCH: 'off',
    ...env,
  }
}

/** Runs the real server entry (`npm start`'s process) with the given environment. */
export function spawnServer(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    cwd: ROOT_DIR,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      LOG_LEVEL: 'info',
      SERVE_CMS: 'false',
      SERVE_SITE: 'false',
      ...env,
    } as unknown as NodeJS.ProcessEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk))
  running.add(child)
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code: number | null) => {
      running.delete(child)
      resolve(code)
    }),
  )
  return { child, output: () => output, exited }
}

/** Waits until the server logs the address it listens on. */
export async function waitForListening(server: ServerProcess, timeoutMs = 60_000): Promise<string> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const match = /"url":"(http:\/\/localhost:\d+)"/.exec(server.output())
    if (match) return match[1]
    if (server.child.exitCode !== null) throw new Error(`server exited early:\n${server.output()}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`server did not start in time:\n${server.output()}`)
}

/** Every server process a test spawned and has not seen exit: killed when the test worker exits, however it ends. */
const running = new Set<ChildProcess>()
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL')
})

/** Kills a spawned server (SIGKILL unless told otherwise) and waits for it to exit; nothing running is fine. */
export async function killServer(server: ServerProcess | undefined, signal: NodeJS.Signals = 'SIGKILL') {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return
  server.child.kill(signal)
  await server.exited
}

/** Runs a root script (`scripts/<file>`) with tsx as npm would, and answers its exit code and output. */
export function runScript(
  file: string,
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT_DIR, 'scripts', file), ...args], {
    cwd: ROOT_DIR,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, LOG_LEVEL: 'warn', ...env } as unknown as NodeJS.ProcessEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  running.add(child)
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk))
  return new Promise((resolve) =>
    child.on('exit', (code) => {
      running.delete(child)
      resolve({ code, output })
    }),
  )
}
