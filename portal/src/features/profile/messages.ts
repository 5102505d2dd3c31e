import english from '../../locales/en/profile.json'
import { registerMessages } from '../../i18n/messages'

/** The profile screen's and the change-password dialog's words and toasts. */
export const profileMessages = registerMessages(english)
