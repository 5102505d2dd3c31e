// The reminders module's question (the contract of issue 29): how each of these parents can be reached. One
// query for the whole batch; a parent without saved choices is left out (e-mail only, English, by the contract).
import { isRecordId } from '@app/platform'
import type { MessagingDeps } from '../messaging.deps.ts'
import { reachOf as reachFrom, type ParentReach } from '../messaging.rules.ts'
import { availableChannels } from './load.ts'

export async function reachOf(deps: MessagingDeps, parentIds: string[]): Promise<Map<string, ParentReach>> {
  // load
  const rows = await deps.repository.reachRows([...new Set(parentIds.filter(isRecordId))])
  // rule
  const configured = availableChannels(deps)
  return new Map(rows.map((row) => [row.parentId, reachFrom(row, row.mobile, configured)]))
}
