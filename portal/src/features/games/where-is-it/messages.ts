import english from '../../../locales/en/whereIsIt.json'
import { registerMessages } from '../../../i18n/messages'

/** Where Is It?'s words: object names, place words, instructions, level names and error types. */
export const whereIsItMessages = registerMessages(english)
export type WhereIsItMessageId = Parameters<typeof whereIsItMessages.t>[0]
