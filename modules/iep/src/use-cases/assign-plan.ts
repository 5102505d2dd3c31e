import { withTransaction, type TokenUser } from '@app/platform'
import { assertMayEver, assertMayOnChild } from '../iep.access.ts'
import type { IepDeps } from '../iep.deps.ts'
import { IEP_MONTHS, monthsFrom } from '../iep.rules.ts'
import { CHILD_NOT_FOUND_MESSAGE, type AssignIepInput, type IepDto } from '../iep.schema.ts'
import { nameOf, planAnswer } from './load.ts'

/** The assigned doctor plans three months: the plan and its months' first versions, in one transaction. */
export async function assignPlan(
  deps: IepDeps,
  actor: TokenUser | null,
  input: AssignIepInput & { childId: string },
): Promise<IepDto> {
  // access
  assertMayEver(actor, 'plan', CHILD_NOT_FOUND_MESSAGE)
  // load
  const child = await deps.children.findChild(input.childId)
  // access
  assertMayOnChild(actor, 'plan', child, CHILD_NOT_FOUND_MESSAGE)
  // load
  const [authorName, therapistName] = await Promise.all([
    nameOf(deps, actor._id),
    child.therapistId ? nameOf(deps, child.therapistId) : Promise.resolve(''),
  ])
  // rule
  const months = monthsFrom(input.startingMonth, input.startingYear)
  // write
  const iep = await withTransaction(deps.payload, async () => {
    const created = await deps.repository.createIep({
      childId: child._id,
      doctorId: actor._id,
      therapy: input.therapy,
      therapistName,
      feedback: input.feedback,
      startingMonth: input.startingMonth,
      startingYear: input.startingYear,
    })
    for (let monthIndex = 0; monthIndex < IEP_MONTHS; monthIndex++) {
      await deps.repository.insertVersion({
        iepId: created._id,
        monthIndex,
        version: 1,
        month: months[monthIndex].month,
        year: months[monthIndex].year,
        target: input.monthlyGoals[monthIndex].target,
        goals: input.monthlyGoals[monthIndex].goals,
        goalGames: input.monthlyGoals[monthIndex].goalGames ?? [],
        performance: [],
        therapistFeedback: '',
        doctorFeedback: '',
        video: null,
        authorId: actor._id,
        authorName,
        authorRole: 'doctor',
      })
    }
    return created
  })
  return planAnswer(deps, iep)
}
