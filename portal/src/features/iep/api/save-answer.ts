// What every IEP write shares: the answer carries the whole plan as saved, so it goes straight into every reader's
// cached list of the child's plans (the screen shows the new version at once) and the list is not fetched again.
// Only the dashboards' review clock, a list of other children's plans, is marked stale.
import type { IepDto } from '@app/iep/schema'
import type { QueryClient } from '@tanstack/react-query'
import { assignedChildrenKey } from '../../../api/query-keys'
import { iepsQueryKey } from './get-ieps'

/** The child's plans with `iep` as saved: replaced where it was, first when it is new. */
export function withSavedPlan(list: IepDto[] | undefined, iep: IepDto): IepDto[] | undefined {
  if (!list) return list
  const found = list.some((item) => item._id === iep._id)
  return found ? list.map((item) => (item._id === iep._id ? iep : item)) : [iep, ...list]
}

export function afterIepSaved(queryClient: QueryClient, childId: string, iep: IepDto | undefined): void {
  if (iep) {
    queryClient.setQueriesData<IepDto[]>({ queryKey: iepsQueryKey(childId) }, (list) => withSavedPlan(list, iep))
  } else {
    // An answer without the plan (never from this server): read the list again rather than show a stale one.
    void queryClient.invalidateQueries({ queryKey: iepsQueryKey(childId) })
  }
  void queryClient.invalidateQueries({ queryKey: assignedChildrenKey })
}
