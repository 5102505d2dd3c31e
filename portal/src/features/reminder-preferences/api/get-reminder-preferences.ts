// GET /api/parents/preferences: the signed-in parent's reminder channels, language and number's verification.
import type { PreferencesDto } from '@app/messaging/schema'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { useErrorToast } from '../../../hooks/use-error-toast'
import { apiFetch } from '../../../lib/api'
import type { LoadOptions } from '../../../lib/query-client'

export const reminderPreferencesKey = ['reminder-preferences'] as const

export const getReminderPreferences = (signal?: AbortSignal) =>
  apiFetch<PreferencesDto>('/api/parents/preferences', { signal })

/** Keyed by the account's number too: a new number is read afresh (its verification no longer holds). */
export const reminderPreferencesQuery = (mobile: string | null) =>
  queryOptions({
    queryKey: [...reminderPreferencesKey, mobile ?? ''],
    queryFn: ({ signal }) => getReminderPreferences(signal),
  })

export function useReminderPreferences(mobile: string | null, options?: LoadOptions) {
  const query = useQuery(reminderPreferencesQuery(mobile))
  useErrorToast(query, options?.errorToast)
  return query
}
