// /parentdashboard: the parent's home: per child this week's cards (next visit, goals, games), above the list of
// children the product rules describe (docs/product.md §4.9).
import { ParentChildren } from '../../../features/children/components/parent-children'
import { ParentOverview } from '../../../features/parent-home/components/parent-overview'

export function ParentChildrenPage() {
  return <ParentChildren overview={<ParentOverview />} />
}
