import english from '../../../locales/en/pictureSentenceMatch.json'
import { registerMessages } from '../../../i18n/messages'

/** Picture–Sentence Match's words: its instructions, level names, error types and the sentences' templates. */
export const pictureSentenceMatchMessages = registerMessages(english)
