// GET and PUT /api/games/children/{childId}/plan: the games the therapist suggests for home (none: all active
// games) and a start level per game. Read by the parent and the assigned therapist; written by the therapist. A
// save sends only the parts changed and the version the form started from; a part someone else changed meanwhile
// is refused (409) and the plan is read again (docs/api/games.md, "Two adults at once").
import type { ChildGamePlan } from '@app/games/schema'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { gamesKey } from '../../../api/query-keys'
import { useErrorToast } from '../../../hooks/use-error-toast'
import { ApiError, apiFetch } from '../../../lib/api'
import type { LoadOptions } from '../../../lib/query-client'

/** The plan and the version of it the screen read. */
export type GamePlan = ChildGamePlan & { version: number }

const EMPTY_PLAN: GamePlan = { homeGameIds: [], startLevels: {}, version: 0 }

const planPath = (childId: string) => `/api/games/children/${encodeURIComponent(childId)}/plan`

/** The plan from an answer: `{ plan, version }` or the plan itself with its version; empty when there is none. */
function planFrom(data: unknown): GamePlan {
  const body = data && typeof data === 'object' && 'plan' in data ? (data as { plan: unknown }).plan : data
  if (!body || typeof body !== 'object') return EMPTY_PLAN
  const { homeGameIds, startLevels } = body as Partial<ChildGamePlan>
  const version = (data as { version?: unknown }).version
  return {
    homeGameIds: Array.isArray(homeGameIds) ? homeGameIds.filter((id) => typeof id === 'string') : [],
    startLevels: startLevels && typeof startLevels === 'object' ? startLevels : {},
    version: typeof version === 'number' && Number.isInteger(version) && version >= 0 ? version : 0,
  }
}

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((id) => b.includes(id))
const sameLevels = (a: ChildGamePlan['startLevels'], b: ChildGamePlan['startLevels']) =>
  [...new Set([...Object.keys(a), ...Object.keys(b)])].every(
    (slug) => a[slug as keyof typeof a] === b[slug as keyof typeof b],
  )

/** What a save sends: the parts of `next` that differ from `base` (the plan the form started from), its version. */
export function planChanges(base: GamePlan, next: ChildGamePlan) {
  return {
    baseVersion: base.version,
    ...(sameSet(base.homeGameIds, next.homeGameIds) ? {} : { homeGameIds: next.homeGameIds }),
    ...(sameLevels(base.startLevels, next.startLevels) ? {} : { startLevels: next.startLevels }),
  }
}

/** Whether a save was refused because someone else changed the same part of the plan since it was read (409). */
export const isStalePlan = (error: unknown) => error instanceof ApiError && error.status === 409

export async function getGamePlan(childId: string, signal?: AbortSignal): Promise<GamePlan> {
  return planFrom(await apiFetch<unknown>(planPath(childId), { signal }))
}

export const gamePlanQueryKey = (childId: string) => [...gamesKey, 'plan', childId] as const

export const gamePlanQueryOptions = (childId: string) =>
  queryOptions({ queryKey: gamePlanQueryKey(childId), queryFn: ({ signal }) => getGamePlan(childId, signal) })

export function useGamePlan(childId: string | undefined, options?: LoadOptions & { enabled?: boolean }) {
  const query = useQuery({
    ...gamePlanQueryOptions(childId ?? ''),
    enabled: Boolean(childId) && options?.enabled !== false,
  })
  useErrorToast(query, options?.errorToast)
  return query
}

export async function saveGamePlan(childId: string, base: GamePlan, next: ChildGamePlan): Promise<GamePlan> {
  return planFrom(await apiFetch<unknown>(planPath(childId), { method: 'PUT', body: planChanges(base, next) }))
}

/** Saves the plan; the child's plan shows the saved one at once; a refused (stale) save reads the plan again. */
export function useSaveGamePlan(childId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ base, next }: { base: GamePlan; next: ChildGamePlan }) => saveGamePlan(childId, base, next),
    onSuccess: (plan) => queryClient.setQueryData(gamePlanQueryKey(childId), plan),
    // Awaited before the save is reported refused, so the screen shows the plan read again with the message.
    onError: (error) =>
      isStalePlan(error) ? queryClient.invalidateQueries({ queryKey: gamePlanQueryKey(childId) }) : undefined,
  })
}
