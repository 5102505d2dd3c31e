// Loads several use cases share.
import { withTransaction } from '@app/platform'
import type { MessagingDeps } from '../messaging.deps.ts'
import { PreferencesRowTakenError, type ChoicesWrite, type StoredPreferences } from '../messaging.repository.ts'
import type { PhoneChannel } from '../messaging.schema.ts'

/** The phone channels whose senders are configured. */
export const availableChannels = (deps: MessagingDeps): Record<PhoneChannel, boolean> => ({
  whatsapp: deps.senders.whatsapp.configured,
  sms: deps.senders.sms.configured,
})

/**
 * Writes the parent's row in a transaction; when a request racing this one made the row first, once more in a new
 * transaction (PostgreSQL refuses every statement of a transaction after a failed one), which then updates it.
 */
export async function saveRow(deps: MessagingDeps, parentId: string, values: ChoicesWrite): Promise<StoredPreferences> {
  const write = () => withTransaction(deps.payload, () => deps.repository.saveForParent(parentId, values))
  try {
    return await write()
  } catch (error) {
    if (!(error instanceof PreferencesRowTakenError)) throw error
    return write()
  }
}
