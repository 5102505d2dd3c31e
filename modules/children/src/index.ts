import type { Payload } from 'payload'
import { createChildrenRepository } from './children.repository.ts'

export { childrenCollections, CHILDREN_SLUG } from './children.collections.ts'
export { GENDERS, SCHOOL_BOARDS, ADMIT_STATUSES } from './children.schema.ts'
export { ChildInputSchema, type ChildDto, type ChildInput, type NewChild } from './children.schema.ts'

/** The children module. Its screens and calls arrive with the appointments work; for now it registers. */
export function createChildren({ payload }: { payload: Payload }) {
  const repository = createChildrenRepository(payload)
  return {
    service: {
      /** Records a child for a parent at a centre (admitStatus pending unless given). */
      registerChild: repository.create,
      /** One child by id (no access check: callers decide who may see it), or null. */
      findChild: repository.findById,
      /** Whether a parent has a child at a centre: that centre's admins may then see the parent. */
      parentHasChildAtCentre: async (parentId: string, centreId: string) =>
        (await repository.countByParentAndCentre(parentId, centreId)) > 0,
    },
  }
}

export type ChildrenModule = ReturnType<typeof createChildren>
