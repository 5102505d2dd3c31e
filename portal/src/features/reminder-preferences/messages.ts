import english from '../../locales/en/reminderPreferences.json'
import { registerMessages } from '../../i18n/messages'

/** The reminder choices' words (profile card, registration step). */
export const reminderPreferencesMessages = registerMessages(english)
