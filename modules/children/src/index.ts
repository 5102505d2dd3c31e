import type { Payload } from 'payload'
import { createChildrenRepository } from './children.repository.ts'
import { createChildrenRouter } from './children.routes.ts'
import { createChildrenService, type CentreNames, type PeopleLookup } from './children.service.ts'

export { childrenCollections, CHILDREN_SLUG } from './children.collections.ts'
export { childSummaryOf, type ChildFieldsSql, type StoredChildFields } from './children-sql.ts'
export { GENDERS, SCHOOL_BOARDS, ADMIT_STATUSES, PAGE_SIZES } from './children.schema.ts'
export {
  AssignStaffSchema,
  ChildInputSchema,
  ChildrenListQuerySchema,
  EditChildSchema,
  type ChildDto,
  type ChildInput,
  type ChildRecord,
  type ChildSummary,
  type EditChildValues,
  type NewChild,
} from './children.schema.ts'
export {
  CHILD_NOT_FOUND_MESSAGE,
  CHILD_UPDATED_MESSAGE,
  STAFF_ASSIGNED_MESSAGE,
  maySeeChild,
  type CentreNames,
  type ChildrenService,
  type PeopleLookup,
  type PersonFieldsSql,
  type PersonSummary,
} from './children.service.ts'

/**
 * The children module: the centre's list, a child's record, staff assignment and the parent's own
 * children. `people` and `centres` look users and centres up by id (the accounts and centres modules).
 */
export function createChildren({
  payload,
  people,
  centres,
}: {
  payload: Payload
  people: PeopleLookup
  centres: CentreNames
}) {
  const service = createChildrenService({ repository: createChildrenRepository(payload, people), people, centres })
  return { service, router: createChildrenRouter(service) }
}

export type ChildrenModule = ReturnType<typeof createChildren>
