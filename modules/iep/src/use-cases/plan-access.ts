// The access questions other code asks of a plan without a use case around them: the session videos' upload
// target (files module) and the therapist's form before its body is read.
import type { TokenUser } from '@app/platform'
import { assertMayEver, assertMayOnChild, mayOnChild, type IepAction } from '../iep.access.ts'
import type { IepDeps } from '../iep.deps.ts'
import { CHILD_NOT_FOUND_MESSAGE } from '../iep.schema.ts'

/** Whether the actor may take `action` on this plan's child. */
async function mayOnPlan(deps: IepDeps, actor: TokenUser, iepId: string, action: IepAction): Promise<boolean> {
  // load
  const iep = await deps.repository.findIep(iepId)
  const child = iep ? await deps.children.findChild(iep.childId) : null
  // access
  return Boolean(child && mayOnChild(actor, action, child))
}

/** Whether this actor may see this plan's files (the upload target's mayRead, the video route). */
export const mayReadPlan = (deps: IepDeps, actor: TokenUser, input: { iepId: string }) =>
  mayOnPlan(deps, actor, input.iepId, 'read')

/** Whether this actor is the therapist assigned to the plan's child (the upload target's mayUpload). */
export const mayUploadTo = (deps: IepDeps, actor: TokenUser, input: { iepId: string }) =>
  mayOnPlan(deps, actor, input.iepId, 'record')

/**
 * The same refusal `recordPerformance` gives an actor who does not record for this child, asked before the form's
 * body (up to a 50 MB video) is read.
 */
export async function checkMayRecord(deps: IepDeps, actor: TokenUser | null, input: { childId: string }) {
  // access
  assertMayEver(actor, 'record', CHILD_NOT_FOUND_MESSAGE)
  // load
  const child = await deps.children.findChild(input.childId)
  // access
  assertMayOnChild(actor, 'record', child, CHILD_NOT_FOUND_MESSAGE)
}
