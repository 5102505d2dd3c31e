import english from '../../locales/en/assignedChildren.json'
import { registerMessages } from '../../i18n/messages'

/** The doctor's and therapist's dashboards: their assigned children. */
export const assignedChildrenMessages = registerMessages(english)
