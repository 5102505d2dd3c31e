import type { Page, TokenUser } from '@app/platform'
import { assertMayEver } from '../iep.access.ts'
import type { IepDeps } from '../iep.deps.ts'
import { reviewOfChild, type MonthForReview } from '../iep.rules.ts'
import { CHILD_NOT_FOUND_MESSAGE, type AssignedChildDto } from '../iep.schema.ts'
import { todayOf } from './load.ts'

/**
 * The children assigned to the calling doctor or therapist, by name, with their plans' count and review clock:
 * those whose name contains `search`, one page of them when `page` is given, and how many match. The review clock
 * reads only the current version of each month of the listed children's plans (decision 034).
 */
export async function listAssignedChildren(
  deps: IepDeps,
  actor: TokenUser | null,
  input: { search?: string; page?: Page } = {},
): Promise<{ children: AssignedChildDto[]; total: number }> {
  // access: one's own assigned children (the children module lists only those)
  assertMayEver(actor, 'list-assigned', CHILD_NOT_FOUND_MESSAGE)
  // load
  const { children: records, total } = await deps.children.listAssignedTo(actor, input)
  const months = await deps.repository.reviewInputsOf(records.map((child) => child._id))
  // rule
  const now = todayOf(deps)
  const plansOf = new Map<string, Map<string, MonthForReview[]>>()
  for (const month of months) {
    const plans = plansOf.get(month.childId) ?? new Map<string, MonthForReview[]>()
    plansOf.set(month.childId, plans)
    const own = plans.get(month.iepId) ?? []
    plans.set(month.iepId, own)
    if (month.monthIndex === null) continue
    own.push({
      monthIndex: month.monthIndex,
      month: month.month,
      year: month.year,
      latest: { performance: month.performance, doctorFeedback: month.doctorFeedback },
      entries: month.hasEntries ? [true] : [],
    })
  }
  return {
    children: records.map((record) => {
      const plans = [...(plansOf.get(record._id) ?? new Map<string, MonthForReview[]>())].map(
        ([_id, monthlyGoals]) => ({ _id, monthlyGoals }),
      )
      return { ...record, iepCount: plans.length, review: reviewOfChild(plans, now) }
    }),
    total,
  }
}
