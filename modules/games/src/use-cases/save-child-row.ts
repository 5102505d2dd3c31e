import { conflict, type TokenUser } from '@app/platform'
import type { GamesDeps } from '../games.deps.ts'
import type { ChildPlanWrite, StoredChildPlan } from '../games.repository.ts'
import {
  changedSince,
  fieldChangesAfter,
  mergeSave,
  SAVE_ATTEMPTS,
  staleAgainst,
  whoMade,
  type MergeSaveInput,
} from '../games.rules.ts'
import type { ChangedBy } from '../games.schema.ts'

type RowWrite = Omit<ChildPlanWrite, 'version' | 'fieldChanges'>

/**
 * One save of fields of the child's row on top of `baseVersion` (docs/api/games.md, "Two adults at once"):
 * reads the row, merges the save into it (games.rules.ts, `mergeSave`), refuses (409) a field another save
 * changed after `baseVersion`, and writes only while the row is still as read; a save that lost that race reads
 * again and is merged or refused the same way. `merge` says what this save sends against the row read, and
 * `write` what the merged record writes.
 */
export async function saveChildRow<T extends object>(
  deps: GamesDeps,
  actor: TokenUser,
  {
    childId,
    baseVersion,
    staleMessage,
    merge,
    write,
  }: {
    childId: string
    baseVersion: number
    staleMessage: (who: ChangedBy) => string
    merge: (row: StoredChildPlan) => Omit<MergeSaveInput<T>, 'theirChanges'>
    write: (next: T, changed: Array<keyof T>) => RowWrite
  },
): Promise<{ row: StoredChildPlan; write: RowWrite; version: number }> {
  for (let attempt = 0; attempt < SAVE_ATTEMPTS; attempt++) {
    // load
    const row = await deps.repository.childPlan(childId)
    // rule
    const stale = staleAgainst(row, baseVersion, actor._id)
    if (stale) throw conflict(staleMessage(stale))
    const merged = mergeSave<T>({
      ...merge(row),
      theirChanges: changedSince(row.fieldChanges, baseVersion) as Array<keyof T>,
    })
    if (!merged.ok) throw conflict(staleMessage(whoMade(row.fieldChanges[String(merged.conflicts[0])], actor._id)))
    if (merged.changed.length === 0) return { row, write: {}, version: row.version }
    const version = row.version + 1
    const rowWrite = write(merged.next, merged.changed)
    const fieldChanges = fieldChangesAfter(row.fieldChanges, merged.changed.map(String), version, actor)
    // write: one conditional statement (only while the row is at the version read); the loop is the retry.
    if (await deps.repository.writePlanIfUnchanged(childId, row.version, { ...rowWrite, version, fieldChanges })) {
      return { row, write: rowWrite, version }
    }
  }
  throw conflict(staleMessage('therapist'))
}
