// GET/PUT /api/games/children/{childId}/settings: a signed-in child's play settings, read by the play screen and
// saved when the child or adult changes one (a visitor's stay on the device: engine/settings.ts).
import { PlaySettingsSchema, type PlaySettings } from '@app/games/schema'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import * as v from 'valibot'
import { apiFetch } from '../../../lib/api'
import { gamesKey } from './keys'

const settingsPath = (childId: string) => `/api/games/children/${encodeURIComponent(childId)}/settings`
const childSettingsKey = (childId: string) => [...gamesKey, 'settings', childId] as const

export async function getChildSettings(childId: string, signal?: AbortSignal): Promise<PlaySettings> {
  return v.parse(PlaySettingsSchema, await apiFetch<unknown>(settingsPath(childId), { signal }))
}

export const childSettingsQueryOptions = (childId: string) =>
  queryOptions({
    queryKey: childSettingsKey(childId),
    queryFn: ({ signal }) => getChildSettings(childId, signal),
    staleTime: Infinity,
  })

/** The child's saved settings; disabled (no request) for a visitor. */
export function useChildSettings(childId: string | null) {
  return useQuery({ ...childSettingsQueryOptions(childId ?? ''), enabled: Boolean(childId) })
}

export function useSaveChildSettings(childId: string | null) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (settings: PlaySettings) =>
      apiFetch<unknown>(settingsPath(childId ?? ''), { method: 'PUT', body: settings }),
    onSuccess: (_answer, settings) => client.setQueryData(childSettingsKey(childId ?? ''), settings),
  })
}
