import english from '../../locales/en/appointments.json'
import { registerMessages } from '../../i18n/messages'

/** The appointment screens' words and toasts (lists, pending queue, edit dialog, documents, the summary PDF). */
export const appointmentsMessages = registerMessages(english)
