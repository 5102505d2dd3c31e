// GET and PUT /api/games/children/{childId}/plan: the games the therapist suggests for home (none: all active
// games) and a start level per game. Read by the parent and the assigned therapist; written by the therapist.
import type { ChildGamePlan } from '@app/games/schema'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { gamesKey } from '../../../api/query-keys'
import { useErrorToast } from '../../../hooks/use-error-toast'
import { apiFetch } from '../../../lib/api'
import type { LoadOptions } from '../../../lib/query-client'

const EMPTY_PLAN: ChildGamePlan = { homeGameIds: [], startLevels: {} }

const planPath = (childId: string) => `/api/games/children/${encodeURIComponent(childId)}/plan`

/** The plan from an answer: `{ plan }` or the plan itself; an empty plan when the server has none. */
function planFrom(data: unknown): ChildGamePlan {
  const body = data && typeof data === 'object' && 'plan' in data ? (data as { plan: unknown }).plan : data
  if (!body || typeof body !== 'object') return EMPTY_PLAN
  const { homeGameIds, startLevels } = body as Partial<ChildGamePlan>
  return {
    homeGameIds: Array.isArray(homeGameIds) ? homeGameIds.filter((id) => typeof id === 'string') : [],
    startLevels: startLevels && typeof startLevels === 'object' ? startLevels : {},
  }
}

export async function getGamePlan(childId: string, signal?: AbortSignal): Promise<ChildGamePlan> {
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

export async function saveGamePlan(childId: string, plan: ChildGamePlan): Promise<ChildGamePlan> {
  const data = await apiFetch<unknown>(planPath(childId), { method: 'PUT', body: plan })
  // An answer without the plan (a message only) means the server kept what was sent.
  const saved = planFrom(data)
  return data && typeof data === 'object' && ('plan' in data || 'homeGameIds' in data) ? saved : plan
}

/** Saves the plan; the child's plan shows the saved one at once. */
export function useSaveGamePlan(childId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (plan: ChildGamePlan) => saveGamePlan(childId, plan),
    onSuccess: (plan) => queryClient.setQueryData(gamePlanQueryKey(childId), plan),
  })
}
