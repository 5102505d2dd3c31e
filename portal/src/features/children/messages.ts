import english from '../../locales/en/children.json'
import { registerMessages } from '../../i18n/messages'

/** The children screens' words and toasts (lists, a child's page, staff assignment). */
export const childrenMessages = registerMessages(english)
