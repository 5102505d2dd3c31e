import cluster, { type Worker } from 'node:cluster'
import type { Logger } from '@app/platform'

/**
 * WEB_CONCURRENCY=N (N > 1): this process forks N server processes that share the port (node:cluster
 * hands each new connection to one of them) and share throttles, live events and ended sessions through
 * Redis (decision 023). The first worker starts alone, so migrations and the first-start seed run once;
 * the others start when it listens. A worker that dies after it listened is replaced; one that dies
 * before (a configuration or database problem it has logged) stops them all. SIGTERM or SIGINT stops every worker
 * gracefully (each finishes its requests in flight), then this process.
 */
export function runWorkers(count: number, log: Logger, { afterStop }: { afterStop?: () => Promise<void> } = {}): void {
  let stopping = false
  let exitCode = 0
  const listened = new WeakSet<Worker>()
  const fork = () => {
    const worker = cluster.fork()
    worker.once('listening', () => listened.add(worker))
    return worker
  }
  const listening = (worker: Worker) => new Promise<void>((resolve) => worker.once('listening', () => resolve()))

  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) {
        log.info('every server process has stopped')
        void finish(exitCode)
      }
      return
    }
    if (!listened.has(worker)) {
      log.fatal({ pid: worker.process.pid, code, signal }, 'a server process stopped while starting; stopping all')
      stop(1)
      return
    }
    log.error({ pid: worker.process.pid, code, signal }, 'a server process stopped; starting another')
    fork()
  })

  // The embedded PostgreSQL (started by this process, shared by the workers) stops once they all have.
  const finish = async (code: number) => {
    await afterStop?.().catch((err: unknown) => log.error({ err }, 'error while stopping the embedded PostgreSQL'))
    process.exit(code)
  }
  const stop = (code = 0) => {
    if (stopping) return
    stopping = true
    exitCode = code
    const workers = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => Boolean(worker))
    if (workers.length === 0) void finish(exitCode)
    for (const worker of workers) worker.process.kill('SIGTERM')
    // Each worker gives itself 10 s (stopOnSignals); this is the last resort.
    setTimeout(() => void finish(1), 15_000).unref()
  }
  let signals = 0
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (++signals > 1) process.exit(1)
      log.info({ signal, workers: count }, 'shutting down every server process')
      stop()
    })
  }

  void (async () => {
    await listening(fork())
    await Promise.all(Array.from({ length: count - 1 }, () => listening(fork())))
    log.info({ workers: count }, `${count} server processes share the port`)
    // A parent that started this process with an IPC channel (npm run bench:api) learns it too.
    process.send?.({ workersListening: count })
  })()
}
