import english from '../../locales/en/gameReports.json'
import { registerMessages } from '../../i18n/messages'

/** The game reports, their charts, the parent's home practice and the therapist's home-practice plan. */
export const gameReportsMessages = registerMessages(english)
