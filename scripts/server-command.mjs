// How the server process is started, by `npm start` and by every benchmark, so what is measured is what runs.
import { fileURLToPath } from 'node:url'

/** The server's entry, run from TypeScript source through tsx (Node 20 cannot run .ts itself). */
export const SERVER_ENTRY = fileURLToPath(new URL('../modules/server/src/main.ts', import.meta.url))

/**
 * Node's flags for the server. A young generation of 32 MB per semi-space instead of V8's default (16 MB at
 * most): an API request allocates its rows, DTOs and JSON and drops them, and with twice the room fewer of them
 * are scavenged while still alive. On `bench:api` it took 7-10 % of the CPU off a list page and brought the
 * pending queue's p99 from 52-58 ms to 42-48 ms, the server's memory after the run unchanged (decision 041).
 * WEB_CONCURRENCY's worker processes inherit them (node:cluster forks with the primary's flags).
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=32']

/** The arguments of `node` that start the server; `before` goes first (e.g. --cpu-prof). */
export function serverArgs(before = []) {
  return [...SERVER_NODE_FLAGS, ...before, '--import', 'tsx', SERVER_ENTRY]
}
