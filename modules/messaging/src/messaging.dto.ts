// Turns a stored row into the preferences answer (docs/api/messaging.md). Pure.
import { isMobileVerified } from './messaging.rules.ts'
import type { StoredPreferences } from './messaging.repository.ts'
import type { PhoneChannel, PreferencesDto } from './messaging.schema.ts'

/** A parent with no row yet: e-mail on, the phone channels off, English. */
export function preferencesDto(
  stored: StoredPreferences | null,
  mobile: string | null,
  available: Record<PhoneChannel, boolean>,
): PreferencesDto {
  return {
    channels: {
      email: stored?.email ?? true,
      whatsapp: stored?.whatsapp ?? false,
      sms: stored?.sms ?? false,
    },
    language: stored?.language ?? 'en',
    mobile,
    mobileVerified: isMobileVerified(stored?.verifiedMobile ?? null, mobile),
    available,
    consent:
      stored?.consentWording && stored.consentAt ? { wording: stored.consentWording, at: stored.consentAt } : null,
  }
}
