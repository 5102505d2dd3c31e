import type { TokenUser } from '@app/platform'
import { assertMayEver, assertMayOnChild } from '../iep.access.ts'
import type { IepDeps } from '../iep.deps.ts'
import { CHILD_NOT_FOUND_MESSAGE, type IepDto } from '../iep.schema.ts'
import { planAnswers } from './load.ts'

/** A child's plans, newest first, for anyone who may read them (the child's centre's admin, parent, doctor, therapist). */
export async function listPlans(deps: IepDeps, actor: TokenUser | null, input: { childId: string }): Promise<IepDto[]> {
  // access
  assertMayEver(actor, 'read', CHILD_NOT_FOUND_MESSAGE)
  // load
  const child = await deps.children.findChild(input.childId)
  // access
  assertMayOnChild(actor, 'read', child, CHILD_NOT_FOUND_MESSAGE)
  // load
  return planAnswers(deps, await deps.repository.listByChild(child._id))
}
