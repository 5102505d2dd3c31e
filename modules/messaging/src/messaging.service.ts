// Only wiring: the use cases with their deps bound (docs/modules.md §7).
import type { TokenUser } from '@app/platform'
import type { Language } from '@app/platform/format'
import type { MessagingDeps } from './messaging.deps.ts'
import type { CheckPhoneCodeInput, LanguageInput, PreferencesInput, SendPhoneCodeInput } from './messaging.schema.ts'
import { checkPhoneCode } from './use-cases/check-phone-code.ts'
import { handleWhatsAppNotification, verifyWhatsAppSubscription } from './use-cases/handle-whatsapp-notification.ts'
import { reachOf } from './use-cases/reach-of.ts'
import { readPreferences } from './use-cases/read-preferences.ts'
import { rememberLanguage } from './use-cases/remember-language.ts'
import { saveLanguage } from './use-cases/save-language.ts'
import { savePreferences } from './use-cases/save-preferences.ts'
import { sendPhoneCode } from './use-cases/send-phone-code.ts'

export function createMessagingService(deps: MessagingDeps) {
  return {
    readPreferences: (actor: TokenUser) => readPreferences(deps, actor),
    savePreferences: (actor: TokenUser, input: PreferencesInput) => savePreferences(deps, actor, input),
    saveLanguage: (actor: TokenUser, input: LanguageInput) => saveLanguage(deps, actor, input),
    sendPhoneCode: (actor: TokenUser, input: SendPhoneCodeInput) => sendPhoneCode(deps, actor, input),
    checkPhoneCode: (actor: TokenUser, input: CheckPhoneCodeInput) => checkPhoneCode(deps, actor, input),
    handleWhatsAppNotification: (input: { rawBody: Buffer; signature: string | undefined }) =>
      handleWhatsAppNotification(deps, input),
    verifyWhatsAppSubscription: (query: { mode: string; token: string; challenge: string }) =>
      verifyWhatsAppSubscription(deps, query),
    /** For the accounts module: the language the centre recorded for a parent whose account it made. */
    rememberLanguage: (parentId: string, language: Language) => rememberLanguage(deps, parentId, language),
    /** For the reminders module (the contract of issue 29). */
    reachOf: (parentIds: string[]) => reachOf(deps, parentIds),
    senders: deps.senders,
  }
}

export type MessagingService = ReturnType<typeof createMessagingService>
