import english from '../../locales/en/calendar.json'
import { registerMessages } from '../../i18n/messages'

/** The calendars' words: the admin's day and week, the appointment dialog, the schedules and the day sheet. */
export const calendarMessages = registerMessages(english)
