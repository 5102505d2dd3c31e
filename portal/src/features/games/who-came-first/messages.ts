import english from '../../../locales/en/whoCameFirst.json'
import { registerMessages } from '../../../i18n/messages'

/** Who Came First?'s words: its sentences, questions, animal and colour names and the trial's controls. */
export const whoCameFirstMessages = registerMessages(english)
