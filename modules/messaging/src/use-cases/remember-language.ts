// The language of a parent whose account the centre made (an admin's registration, a walk-in booking), as the admin
// recorded it: their mails and reminders are written in it until they choose another with the switcher. Not a
// request of its own: the accounts module calls it through the port it is given (modules/server).
import type { Language } from '@app/platform/format'
import type { MessagingDeps } from '../messaging.deps.ts'
import { saveRow } from './load.ts'

export async function rememberLanguage(deps: MessagingDeps, parentId: string, language: Language): Promise<void> {
  // write: only the language (one row); no channel and no consent is recorded for the parent
  await saveRow(deps, parentId, { language })
}
