import type { Payload } from 'payload'
import { createChildrenRepository } from './children.repository.ts'

export { childrenCollections, CHILDREN_SLUG, GENDERS, SCHOOL_BOARDS, ADMIT_STATUSES } from './children.collections.ts'
export type { ChildDto, NewChild } from './children.schema.ts'

/** The children module. Its screens and calls arrive with the appointments work; for now it registers. */
export function createChildren({ payload }: { payload: Payload }) {
  const repository = createChildrenRepository(payload)
  return {
    service: {
      registerChild: repository.create,
    },
  }
}

export type ChildrenModule = ReturnType<typeof createChildren>
