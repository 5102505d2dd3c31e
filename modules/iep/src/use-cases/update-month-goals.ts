import { badRequest, type TokenUser } from '@app/platform'
import * as v from 'valibot'
import { assertMayEver, assertMayOnChild } from '../iep.access.ts'
import type { IepDeps } from '../iep.deps.ts'
import { CHILD_NOT_FOUND_MESSAGE, MonthGoalsSchema, type IepDto, type UpdateIepMonthInput } from '../iep.schema.ts'
import { planAnswer, planOfChild } from './load.ts'
import { saveMonthVersion } from './save-month.ts'

/** The assigned doctor changes one month's long-term and short-term goals (and their game targets). */
export async function updateMonthGoals(
  deps: IepDeps,
  actor: TokenUser | null,
  input: UpdateIepMonthInput & { childId: string },
): Promise<{ iep: IepDto; merged: boolean }> {
  // access
  assertMayEver(actor, 'plan', CHILD_NOT_FOUND_MESSAGE)
  // load
  const child = await deps.children.findChild(input.childId)
  // access
  assertMayOnChild(actor, 'plan', child, CHILD_NOT_FOUND_MESSAGE)
  // load
  const iep = await planOfChild(deps, child._id, input.iepId)
  // rule: the goals are checked against the month they are for (its number in the messages)
  const goals = v.safeParse(MonthGoalsSchema(input.monthIndex + 1), input.monthlyGoals)
  if (!goals.success) {
    const fieldErrors: Record<string, string> = {}
    for (const issue of goals.issues) fieldErrors[`monthlyGoals.${v.getDotPath(issue) ?? '_'}`] ??= issue.message
    throw badRequest(Object.values(fieldErrors)[0], fieldErrors)
  }
  // write (load, merge and insert: save-month.ts)
  const { merged } = await saveMonthVersion(deps, {
    actor,
    iep,
    monthIndex: input.monthIndex,
    baseVersion: input.baseVersion,
    patch: {
      target: goals.output.target,
      goals: goals.output.goals,
      ...(goals.output.goalGames ? { goalGames: goals.output.goalGames } : {}),
    },
  })
  return { iep: await planAnswer(deps, iep), merged }
}
