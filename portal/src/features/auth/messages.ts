import english from '../../locales/en/auth.json'
import { registerMessages } from '../../i18n/messages'

/** The sign-in screen's words and toasts. */
export const auth = registerMessages(english)
