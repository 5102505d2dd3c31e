import type { ChildRecord } from '@app/children/schema'
import type { UseQueryResult } from '@tanstack/react-query'
import { isNotFound, loadErrorText } from './children'

/** What a child's page shows for its load: loading, no such child, the failure's text, or the child. */
export type ChildLoadState =
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'failed'; message: string }
  | { status: 'loaded'; child: ChildRecord }

export function childLoadState(query: UseQueryResult<ChildRecord>): ChildLoadState {
  if (query.data) return { status: 'loaded', child: query.data }
  if (query.isError) {
    return isNotFound(query.error) ? { status: 'not-found' } : { status: 'failed', message: loadErrorText(query.error) }
  }
  if (query.isSuccess) return { status: 'not-found' }
  return { status: 'loading' }
}
