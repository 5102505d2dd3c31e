// PUT /api/parents/preferences/language: the language a signed-in parent picked with the switcher, kept on their
// account so their mails and reminders come in it too.
import type { Language, PreferencesDto } from '@app/messaging/schema'
import { apiFetch } from './api'

export async function saveAccountLanguage(language: Language): Promise<PreferencesDto> {
  const { preferences } = await apiFetch<{ preferences: PreferencesDto }>('/api/parents/preferences/language', {
    method: 'PUT',
    body: { language },
  })
  return preferences
}
