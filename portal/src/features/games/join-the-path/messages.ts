// The import attribute lets the end-to-end tests (plain Node ESM) load the rules, which name things with these words.
import english from '../../../locales/en/joinThePath.json' with { type: 'json' }
import { registerMessages } from '../../../i18n/messages'

/** Join the Path's words: its instructions, shape names, the spoken path and the trial's controls. */
export const joinThePathMessages = registerMessages(english)
