import english from '../../locales/en/games.json'
import { registerMessages } from '../../i18n/messages'

/** The games' shared words: the picker, the play screen, settings, pacing, breaks and the finish. */
export const gamesMessages = registerMessages(english)
