import english from '../../locales/en/registration.json'
import { registerMessages } from '../../i18n/messages'

/** The parent registration screen's words and toasts. */
export const registration = registerMessages(english)
