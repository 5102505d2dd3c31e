// POST /api/parents/phone-verification (a code on WhatsApp or SMS) and PUT (the code typed).
import { CheckPhoneCodeSchema, type CodeSentDto, type PhoneChannel, type PreferencesDto } from '@app/messaging/schema'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiFetch } from '../../../lib/api'
import { reminderPreferencesKey } from './get-reminder-preferences'

/** The code form's schema: the server's. */
export const phoneCodeFormSchema = CheckPhoneCodeSchema

export const sendPhoneCode = (channel: PhoneChannel) =>
  apiFetch<CodeSentDto>('/api/parents/phone-verification', { method: 'POST', body: { channel } })

export async function checkPhoneCode(code: string): Promise<PreferencesDto> {
  const { preferences } = await apiFetch<{ preferences: PreferencesDto }>('/api/parents/phone-verification', {
    method: 'PUT',
    body: { code },
  })
  return preferences
}

export const useSendPhoneCode = () => useMutation({ mutationFn: sendPhoneCode })

export function useCheckPhoneCode() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: checkPhoneCode,
    onSuccess: (preferences) => {
      queryClient.setQueryData([...reminderPreferencesKey, preferences.mobile ?? ''], preferences)
    },
  })
}
