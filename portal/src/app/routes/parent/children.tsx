// /parentdashboard: the parent's home: per child this week's cards (next visit, goals, games), above the list of
// children the product rules describe (docs/product.md §4.9). Both are asked for early (route-preloads.ts) and
// drawn together once both have answered (or the overview failed: it then says so and offers Retry).
import { ParentChildren } from '../../../features/children/components/parent-children'
import { useParentOverview } from '../../../features/parent-home/api/get-parent-overview'
import { ParentOverview } from '../../../features/parent-home/components/parent-overview'

export function ParentChildrenPage() {
  const overview = useParentOverview()
  return <ParentChildren overview={<ParentOverview />} overviewPending={overview.isPending} />
}
