// GET/PUT /api/games/children/{childId}/settings: a signed-in child's play settings, read by the play screen and
// saved when the child or adult changes one (a visitor's stay on the device: engine/settings.ts). A save sends only
// the settings changed and the version the screen read: a setting someone else changed meanwhile is refused (409)
// and the screen then shows theirs (docs/api/games.md, "Two adults at once").
import { PlaySettingsSchema, type PlaySettings } from '@app/games/schema'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import * as v from 'valibot'
import { ApiError, apiFetch } from '../../../lib/api'
import { gamesKey } from './keys'

const settingsPath = (childId: string) => `/api/games/children/${encodeURIComponent(childId)}/settings`
const childSettingsKey = (childId: string) => [...gamesKey, 'settings', childId] as const

/** The child's settings and the version of them the screen read. */
export type ChildSettings = PlaySettings & { version: number }

const versionOf = (data: unknown) => {
  const version = data && typeof data === 'object' ? (data as { version?: unknown }).version : undefined
  return typeof version === 'number' && Number.isInteger(version) && version >= 0 ? version : 0
}

export async function getChildSettings(childId: string, signal?: AbortSignal): Promise<ChildSettings> {
  const data = await apiFetch<unknown>(settingsPath(childId), { signal })
  return { ...v.parse(PlaySettingsSchema, data), version: versionOf(data) }
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

/** Whether a save was refused because someone else changed the same setting since the screen read it. */
export const isStaleSettings = (error: unknown) => error instanceof ApiError && error.status === 409

/**
 * Saves a change of some settings. Saves run one after another, each from the version the last one left, so quick
 * changes in a row never refuse each other; a refused one (409) reads the settings again.
 */
export function useSaveChildSettings(childId: string | null) {
  const client = useQueryClient()
  const key = childSettingsKey(childId ?? '')
  return useMutation({
    scope: { id: `games-settings-${childId ?? ''}` },
    mutationFn: async (change: Partial<PlaySettings>) => {
      const baseVersion = client.getQueryData<ChildSettings>(key)?.version ?? 0
      const data = await apiFetch<unknown>(settingsPath(childId ?? ''), {
        method: 'PUT',
        body: { ...change, baseVersion },
      })
      const settings = data && typeof data === 'object' ? (data as { settings?: unknown }).settings : undefined
      return { ...v.parse(PlaySettingsSchema, settings), version: versionOf(data) }
    },
    onSuccess: (saved) => client.setQueryData(key, saved),
    // Awaited before the save is reported refused, so the screen shows the other's choice with the message.
    onError: (error) => (isStaleSettings(error) ? client.invalidateQueries({ queryKey: key }) : undefined),
  })
}
