import english from '../../locales/en/booking.json'
import { registerMessages } from '../../i18n/messages'

/** The Book Appointment screens' words and toasts (form, time slots, success screen). */
export const bookingMessages = registerMessages(english)
