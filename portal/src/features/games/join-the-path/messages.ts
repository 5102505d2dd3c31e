import english from '../../../locales/en/joinThePath.json'
import { registerMessages } from '../../../i18n/messages'

/** Join the Path's words: its instructions, shape names, the spoken path and the trial's controls. */
export const joinThePathMessages = registerMessages(english)
