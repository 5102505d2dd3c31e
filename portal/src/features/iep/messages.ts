import english from '../../locales/en/iep.json'
import { registerMessages } from '../../i18n/messages'

/** The IEP screens' words: the doctor's and therapist's IEP screens, IEP reports, charts and the PDF. */
export const iepMessages = registerMessages(english)
