// /parentdashboard: the parent's children.
import { ParentChildren } from '../../../features/children/components/parent-children'

export function ParentChildrenPage() {
  return <ParentChildren />
}
