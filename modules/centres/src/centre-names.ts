import type { Broadcast, Logger } from '@app/platform'

/** After a centre changes, names are read from the database this long before they are kept again. */
const QUIET_AFTER_CHANGE_MS = 10_000
const CHANNEL = 'centres:changed'

export interface CentreNames {
  /** Ids and names of the given centres (unknown ids are left out). */
  namesOf(ids: string[]): Promise<Array<{ _id: string; name: string }>>
  /** A centre was created, renamed or removed: every process forgets the names it keeps. */
  changed(): Promise<void>
}

/**
 * Centre names, which every list names its rows with: ten rows that change a few times a year, kept in
 * memory (decision 023). A change in the admin panel or the seed runs the collection's hooks, which tell
 * every process (through the broadcast) to forget them; as those hooks run before Payload commits, each
 * process then reads them from the database for QUIET_AFTER_CHANGE_MS. While the broadcast is not live
 * (Redis unreachable), nothing is kept.
 */
export function createCentreNames({
  readAll,
  broadcast,
  log,
  now = Date.now,
}: {
  readAll: () => Promise<Array<{ _id: string; name: string }>>
  broadcast: Broadcast
  log: Logger
  now?: () => number
}): CentreNames {
  let kept: Map<string, string> | undefined
  let generation = 0
  let changedAt = -Infinity
  const forget = () => {
    kept = undefined
    generation++
    changedAt = now()
  }
  broadcast.subscribe(CHANNEL, forget)
  broadcast.onResubscribed(forget)

  return {
    async namesOf(ids) {
      const wanted = [...new Set(ids)]
      if (wanted.length === 0) return []
      let names = broadcast.isLive() ? kept : undefined
      // A centre this process has not seen yet (or no such centre): read them all again.
      if (!names || wanted.some((id) => !names?.has(id))) {
        const startedAt = generation
        names = new Map((await readAll()).map(({ _id, name }) => [_id, name]))
        if (startedAt === generation && broadcast.isLive() && now() - changedAt > QUIET_AFTER_CHANGE_MS) kept = names
      }
      const found = names
      return wanted.filter((id) => found.has(id)).map((id) => ({ _id: id, name: found.get(id) ?? '' }))
    },
    async changed() {
      try {
        await broadcast.publish(CHANNEL, '')
      } catch (err) {
        forget()
        log.error({ err }, 'a centre changed but other server processes could not be told (Redis)')
      }
    },
  }
}

// Kept on the Payload instance under a process-wide symbol (like the event bus): the centres collection's
// hooks reach it through `req.payload`, also when the admin panel runs them.
const NAMES = Symbol.for('app.centres.names')

export function attachCentreNames(host: object, names: CentreNames): void {
  ;(host as { [NAMES]?: CentreNames })[NAMES] = names
}

export function centreNamesOf(host: object): CentreNames | undefined {
  return (host as { [NAMES]?: CentreNames })[NAMES]
}
