import english from '../locales/en/common.json'
import { registerMessages } from '../i18n/messages'

/** Words every screen shares: page titles, the frame, roles, error pages, small controls. */
export const common = registerMessages(english)
