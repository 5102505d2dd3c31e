import english from '../../locales/en/passwordReset.json'
import { registerMessages } from '../../i18n/messages'

/** The password links' words (forgot, reset and set-password pages, the staff's send-link button). */
export const passwordResetMessages = registerMessages(english)
