import english from '../../locales/en/adminRegistration.json'
import { registerMessages } from '../../i18n/messages'

/** The admin's account registration screen's words and toasts. */
export const adminRegistration = registerMessages(english)
