import { availableParallelism, tmpdir } from 'node:os'
import path from 'node:path'

// The end-to-end run starts one server per Playwright worker (playwright.config.ts), each on its own port, with its
// own PostgreSQL database and its own mail port, and a worker talks only to its own server. Files then run side by side
// without sharing a database or a mailbox, and the slower files (the games wait on the child's pace) no longer hold
// up the rest. Two workers at least: with one, a quarter to a third of two cores stayed idle while journeys waited
// (a toast's life, a debounce, a live update, a mail), and on a quiet two-core machine two workers ran the 199
// journeys in 6.5 min where one took 10.3 min (decision 060; decision 036 had measured the opposite on a machine
// loaded by other agents, with every journey recording a trace). More cores get one worker per two.

/** How many workers, and so servers, the run uses. */
export const E2E_WORKERS = Math.max(
  1,
  Number(process.env.E2E_WORKERS ?? Math.max(2, Math.floor(availableParallelism() / 2))),
)

/** The first server's port; not 3000, so a stray dev server is never reused. Server N uses E2E_PORT + 2N. */
const FIRST_PORT = Number(process.env.E2E_PORT ?? 3210)

export interface E2eServer {
  port: number
  /** The real SMTP server a journey starts to read the mail this server sends (tests/e2e/support.ts, mailbox()). */
  smtpPort: number
  /** Where the server looks for WhatsApp's Graph API: a journey starts the fake there (tests/support/fake-whatsapp.ts). */
  whatsAppPort: number
  /** Where serve.mjs writes this server's database URL (database-url), so a journey can open it (enquiries-support.ts). */
  dataDir: string
}

export function e2eServer(index: number): E2eServer {
  const port = FIRST_PORT + 2 * index
  return { port, smtpPort: port + 1, whatsAppPort: port + 500, dataDir: path.join(tmpdir(), `e2e-data-${port}`) }
}

/**
 * The server of the worker this code runs in. Playwright gives each worker process TEST_PARALLEL_INDEX (0 to
 * workers - 1, unique among the workers running at once, kept by a worker that replaces a failed one).
 */
export const currentE2eServer: E2eServer = e2eServer(Number(process.env.TEST_PARALLEL_INDEX ?? 0))
