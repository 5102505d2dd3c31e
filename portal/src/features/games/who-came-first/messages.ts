// The import attribute lets the end-to-end tests (plain Node ESM) load the rules, which name things with these words.
import english from '../../../locales/en/whoCameFirst.json' with { type: 'json' }
import { registerMessages } from '../../../i18n/messages'

/** Who Came First?'s words: its sentences, questions, animal and colour names and the trial's controls. */
export const whoCameFirstMessages = registerMessages(english)
