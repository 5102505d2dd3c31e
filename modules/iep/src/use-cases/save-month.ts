// One save of a month as a new version on top of the version its screen showed (docs/api/iep.md, "Saving from a
// stale screen"): shared by the doctor's goals and feedback and the therapist's record.
import { badRequest, conflict, notFound, withTransaction, type TokenUser } from '@app/platform'
import type { IepDeps } from '../iep.deps.ts'
import { VersionTakenError, type StoredIep, type StoredVersion } from '../iep.repository.ts'
import { mergeMonth, type MonthFields } from '../iep.rules.ts'
import { IEP_NOT_FOUND_MESSAGE, RELOAD_MONTH_MESSAGE, STALE_VERSION_MESSAGE } from '../iep.schema.ts'
import { nameOf } from './load.ts'

/**
 * How many times a save re-reads the month when another save took the version it wanted. A save without
 * `baseVersion` only loses a race to saves that finished, so ten at once all get through within ten reads.
 */
const SAVE_ATTEMPTS = 10

export interface MonthSave {
  actor: TokenUser
  iep: StoredIep
  monthIndex: number
  /** The version the screen showed; without it the change goes on whatever version is current. */
  baseVersion: number | undefined
  /** The fields this save sends; more may come from `prepare`. */
  patch: Partial<MonthFields>
  /**
   * Run inside the write's transaction before the merge, for what must be undone with a refused or lost save (the
   * therapist's form's video file: its record and bytes roll back with it). Runs again on each attempt.
   */
  prepare?: () => Promise<Partial<MonthFields>>
  /** Checks the month as it would be saved (e.g. performance against its goals); throws to refuse. */
  check?: (next: MonthFields) => void
}

/**
 * Saves the month as the next version: merged onto the current one when the fields do not overlap, 409 when they
 * do. The unique version key makes a concurrent save from the same base lose the insert; it is then read, merged
 * or refused again. `saved` is null when nothing would change; `merged` when the base was not current.
 */
export async function saveMonthVersion(
  deps: IepDeps,
  { actor, iep, monthIndex, baseVersion, patch, prepare, check }: MonthSave,
): Promise<{ saved: StoredVersion | null; merged: boolean }> {
  const authorName = await nameOf(deps, actor._id)
  for (let attempt = 0; attempt < SAVE_ATTEMPTS; attempt++) {
    try {
      // write: one attempt — read, merge, insert — in one transaction, so a refusal keeps nothing it prepared
      return await withTransaction(deps.payload, async () => {
        // load
        const current = await deps.repository.latestVersion(iep._id, monthIndex)
        if (!current) throw notFound(IEP_NOT_FOUND_MESSAGE)
        const baseNumber = baseVersion ?? current.version
        if (baseNumber > current.version) throw conflict(STALE_VERSION_MESSAGE(current.authorName || 'someone'))
        const base =
          baseNumber === current.version ? current : await deps.repository.findVersion(iep._id, monthIndex, baseNumber)
        if (!base) throw badRequest(RELOAD_MONTH_MESSAGE, { baseVersion: RELOAD_MONTH_MESSAGE })
        const sent = prepare ? { ...patch, ...(await prepare()) } : patch
        // rule
        const merge = mergeMonth({ base, current, patch: sent })
        if (merge.outcome === 'conflict') throw conflict(STALE_VERSION_MESSAGE(current.authorName || 'someone'))
        if (merge.outcome === 'unchanged') return { saved: null, merged: false }
        check?.(merge.next)
        const saved = await deps.repository.insertVersion({
          ...merge.next,
          iepId: iep._id,
          monthIndex,
          version: current.version + 1,
          month: current.month,
          year: current.year,
          authorId: actor._id,
          authorName,
          authorRole: actor.role === 'therapist' ? 'therapist' : 'doctor',
        })
        return { saved, merged: base !== current }
      })
    } catch (error) {
      if (error instanceof VersionTakenError) continue
      throw error
    }
  }
  throw conflict(STALE_VERSION_MESSAGE('someone'))
}
