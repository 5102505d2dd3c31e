import english from '../../../locales/en/patternGrid.json' with { type: 'json' }
import { registerMessages } from '../../../i18n/messages'

/** Pattern Grid's words: its instructions, level names, error types, figure names and the trial's controls. */
export const patternGridMessages = registerMessages(english)
export type PatternGridMessageId = Parameters<typeof patternGridMessages.t>[0]
