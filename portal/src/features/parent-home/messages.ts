import english from '../../locales/en/parentHome.json'
import { registerMessages } from '../../i18n/messages'

/** The parent's home screen's cards: next visit, this month's goals, home practice, latest results. */
export const parentHomeMessages = registerMessages(english)
