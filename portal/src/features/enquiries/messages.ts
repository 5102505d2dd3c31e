import english from '../../locales/en/enquiries.json'
import { registerMessages } from '../../i18n/messages'

/** The enquiry screens' words: the centre's list of JWL enquiries, their details and follow-up. */
export const enquiriesMessages = registerMessages(english)
export type EnquiriesMessageId = Parameters<typeof enquiriesMessages.t>[0]
