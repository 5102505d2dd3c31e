import english from '../../../locales/en/shapeDetective.json'
import { registerMessages } from '../../../i18n/messages'

/** Shape Detective's words: instructions, level names, error types and the trial's controls. */
export const shapeDetectiveMessages = registerMessages(english)
export type ShapeDetectiveMessageId = Parameters<typeof shapeDetectiveMessages.t>[0]
