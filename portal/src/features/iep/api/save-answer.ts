// What every IEP write shares: the answer's plan goes straight into the cache (the screen shows the new version
// at once), the lists refetch, and the dashboards' review clock follows.
import type { IepDto } from '@app/iep/schema'
import type { QueryClient } from '@tanstack/react-query'
import { assignedChildrenKey } from '../../../api/query-keys'
import { iepsQueryKey } from './get-ieps'

export function afterIepSaved(queryClient: QueryClient, childId: string, iep: IepDto | undefined): void {
  if (iep) {
    queryClient.setQueriesData<IepDto[]>({ queryKey: iepsQueryKey(childId) }, (list) => {
      if (!list) return list
      const found = list.some((item) => item._id === iep._id)
      return found ? list.map((item) => (item._id === iep._id ? iep : item)) : [iep, ...list]
    })
  }
  void queryClient.invalidateQueries({ queryKey: iepsQueryKey(childId) })
  void queryClient.invalidateQueries({ queryKey: assignedChildrenKey })
}
