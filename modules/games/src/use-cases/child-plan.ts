// What the therapist sets for a child's play: home games and start levels (docs/api/games.md).
import { badRequest, type TokenUser } from '@app/platform'
import type { GamesDeps } from '../games.deps.ts'
import { sameLevels, sameSet } from '../games.rules.ts'
import {
  STALE_PLAN_MESSAGE,
  UNKNOWN_HOME_GAME_MESSAGE,
  type ChildGamePlan,
  type ChildGamePlanRead,
  type SaveChildGamePlan,
} from '../games.schema.ts'
import { childFor } from './load-child.ts'
import { saveChildRow } from './save-child-row.ts'

type PlanParts = Required<ChildGamePlan>

const PLAN_FIELDS = ['homeGameIds', 'startLevels'] as const satisfies ReadonlyArray<keyof PlanParts>

/** Home games compare as sets, start levels as maps: neither order is a change. */
const samePart = (a: unknown, b: unknown) => (Array.isArray(a) || Array.isArray(b) ? sameSet(a, b) : sameLevels(a, b))

/** What the therapist set for the child: home games (none: every active game), start levels, the version. */
export async function readPlan(
  deps: GamesDeps,
  actor: TokenUser,
  input: { childId: string },
): Promise<ChildGamePlanRead> {
  // access, load
  const child = await childFor(deps, actor, 'read-plan', input.childId)
  const { homeGameIds, startLevels, version } = await deps.repository.childPlan(child._id)
  return { homeGameIds, startLevels, version }
}

/**
 * The assigned therapist sets the parts of the plan sent (home games, start levels); a home game that is not in
 * the catalogue is refused; a part someone else changed since `baseVersion` is refused (409).
 */
export async function savePlan(
  deps: GamesDeps,
  actor: TokenUser,
  input: { childId: string } & SaveChildGamePlan,
): Promise<ChildGamePlanRead> {
  // access, load
  const child = await childFor(deps, actor, 'save-plan', input.childId)
  const homeGameIds = input.homeGameIds && [...new Set(input.homeGameIds)]
  if (homeGameIds) {
    const known = new Set((await deps.repository.listGames()).map((game) => game.gameId))
    // rule
    const unknown = homeGameIds.findIndex((id) => !known.has(id))
    if (unknown >= 0)
      throw badRequest(UNKNOWN_HOME_GAME_MESSAGE, { [`homeGameIds.${unknown}`]: UNKNOWN_HOME_GAME_MESSAGE })
  }
  // rule, write (saveChildRow)
  const saved = await saveChildRow<PlanParts>(deps, actor, {
    childId: child._id,
    baseVersion: input.baseVersion,
    staleMessage: STALE_PLAN_MESSAGE,
    merge: (row) => ({
      fields: PLAN_FIELDS,
      mine: { homeGameIds, startLevels: input.startLevels },
      theirs: { homeGameIds: row.homeGameIds, startLevels: row.startLevels },
      same: samePart,
    }),
    write: (next, changed) => ({
      homeGameIds: changed.includes('homeGameIds') ? next.homeGameIds : undefined,
      startLevels: changed.includes('startLevels') ? next.startLevels : undefined,
    }),
  })
  return {
    homeGameIds: saved.write.homeGameIds ?? saved.row.homeGameIds,
    startLevels: saved.write.startLevels ?? saved.row.startLevels,
    version: saved.version,
  }
}
