import english from '../../locales/en/schedule.json'
import { registerMessages } from '../../i18n/messages'

/** The Schedule screens' words: opening hours, holidays, doctors' weeks and leave. */
export const scheduleMessages = registerMessages(english)
export type ScheduleMessageId = Parameters<typeof scheduleMessages.t>[0]
