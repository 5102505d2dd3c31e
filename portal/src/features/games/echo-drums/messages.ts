import english from '../../../locales/en/echoDrums.json' with { type: 'json' }
import { registerMessages } from '../../../i18n/messages'

/** Echo Drums' words: its instructions, level names, error types and the trial's controls. */
export const echoDrumsMessages = registerMessages(english)
export type EchoDrumsMessageId = Parameters<typeof echoDrumsMessages.t>[0]
