// PUT /api/parents/preferences: the channels and language, with the consent wording the card shows.
import { PreferencesSchema, type PreferencesDto, type PreferencesInput } from '@app/messaging/schema'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiFetch } from '../../../lib/api'
import { reminderPreferencesKey } from './get-reminder-preferences'

/** The form holds exactly what the server takes. */
export const reminderPreferencesFormSchema = PreferencesSchema

export async function saveReminderPreferences(input: PreferencesInput): Promise<PreferencesDto> {
  const { preferences } = await apiFetch<{ preferences: PreferencesDto }>('/api/parents/preferences', {
    method: 'PUT',
    body: input,
  })
  return preferences
}

export function useSaveReminderPreferences() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: saveReminderPreferences,
    onSuccess: (saved) => {
      queryClient.setQueryData([...reminderPreferencesKey, saved.mobile ?? ''], saved)
    },
  })
}
