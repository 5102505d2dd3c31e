import english from '../../locales/en/reminders.json'
import { registerMessages } from '../../i18n/messages'

/** The reminders' words: the day sheet's marks and the monthly figures. */
export const remindersMessages = registerMessages(english)
