// PUT /api/parents/preferences/language: the language a signed-in parent picked with the switcher, kept on their
// account so their mails and reminders come in it too.
import { LANGUAGES, type Language, type PreferencesDto } from '@app/messaging/schema'
import { DEFAULT_LOCALE } from '../i18n/locales'
import { activateLocale, deviceLocale } from '../i18n/messages'
import { apiFetch } from './api'

const isLanguage = (code: string | undefined): code is Language =>
  (LANGUAGES as readonly (string | undefined)[]).includes(code)

export async function saveAccountLanguage(language: Language): Promise<PreferencesDto> {
  const { preferences } = await apiFetch<{ preferences: PreferencesDto }>('/api/parents/preferences/language', {
    method: 'PUT',
    body: { language },
  })
  return preferences
}

/**
 * The switcher's choice, kept on a signed-in parent's account without waiting: the portal already speaks it, and
 * should the save fail, the profile's reminder card still offers the choice.
 */
export function keepLanguageOnAccount(code: string | undefined): void {
  if (isLanguage(code)) void saveAccountLanguage(code).catch(() => undefined)
}

/**
 * When a parent signs in: a language chosen on this device (at the login or registration page) is the latest
 * choice, so the account takes it and their mails follow; on a device where none was chosen, the portal speaks the
 * account's. Never fails the sign-in: without an answer the portal keeps the language it speaks.
 */
export async function settleParentLanguage(): Promise<void> {
  const onDevice = deviceLocale()
  try {
    if (isLanguage(onDevice)) {
      // Nothing on screen waits for it.
      keepLanguageOnAccount(onDevice)
      return
    }
    const { language } = await apiFetch<PreferencesDto>('/api/parents/preferences')
    if (language !== DEFAULT_LOCALE) await activateLocale(language)
  } catch {
    // Offline or refused: the device's language stays; the profile's reminder card still offers the choice.
  }
}
