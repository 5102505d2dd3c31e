// Loads several use cases share.
import type { MessagingDeps } from '../messaging.deps.ts'
import type { PhoneChannel } from '../messaging.schema.ts'

/** The phone channels whose senders are configured. */
export const availableChannels = (deps: MessagingDeps): Record<PhoneChannel, boolean> => ({
  whatsapp: deps.senders.whatsapp.configured,
  sms: deps.senders.sms.configured,
})
