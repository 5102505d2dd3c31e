// Who may do what with reminder preferences (docs/api/messaging.md, "Who may call"), as one table. Each parent
// reads and changes only their own (the record is the caller's, so no relation is needed); every other role is
// refused with 403. The WhatsApp webhook has no actor: its signature is its access (messaging.webhook.ts).
import { defineAccess } from '@app/platform'

/** `preferences`: read and save one's channels and language. `verify-phone`: ask for and check a code. */
export type MessagingAction = 'preferences' | 'verify-phone'
export type MessagingRelation = never

export const MESSAGING_ACCESS = defineAccess<MessagingAction, MessagingRelation>({
  parent: { preferences: ['any'], 'verify-phone': ['any'] },
})

export { PARENTS_ONLY_MESSAGE } from './messaging.schema.ts'
