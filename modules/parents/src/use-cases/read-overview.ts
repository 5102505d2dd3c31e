import type { TokenUser } from '@app/platform'
import { assertMayOnOwn } from '../parents.access.ts'
import type { ChildFacts, ParentsDeps } from '../parents.deps.ts'
import type { ParentOverviewDto } from '../parents.schema.ts'

/**
 * `GET /api/parents/overview` (docs/api/parents.md): the signed-in parent's home screen in one answer. The
 * parent's own children come from the children module; each other module answers for all of them at once and
 * checks its own access rules on them, so the number of queries does not grow with the family.
 */
export async function readOverview(deps: ParentsDeps, actor: TokenUser | null): Promise<ParentOverviewDto> {
  // access: a parent's own home screen (the route lets only parents in; the table keeps the use case safe alone)
  assertMayOnOwn(actor, 'read-overview')
  // load: the children first (the others need them), then the three parts side by side
  const children = await deps.children.listForParent(actor._id)
  if (children.length === 0) return { children: [], records: [] }
  const facts: ChildFacts[] = children.map((child) => ({
    _id: child._id,
    centreId: child.centreId?._id ?? '',
    parentId: child.parentId?._id ?? actor._id,
    doctorId: child.doctorId?._id ?? null,
    therapistId: child.therapistId?._id ?? null,
  }))
  const [visits, goals, practice] = await Promise.all([
    deps.appointments.readNextVisits(actor, { parentId: actor._id }),
    deps.iep.readCurrentGoals(actor, { children: facts }),
    deps.games.readHomePractice(actor, { children: facts }),
  ])
  // rule: one card per child, in the children's order
  return {
    children: children.map((child) => {
      const home = practice.find((one) => one.childId === child._id)
      return {
        _id: child._id,
        name: child.name,
        centreName: child.centreId?.name ?? '',
        therapistName: child.therapistId?.name ?? '',
        nextVisit: visits.find((visit) => visit.childId === child._id) ?? null,
        goals: goals.filter((plan) => plan.childId === child._id).map(({ childId: _childId, ...plan }) => plan),
        suggestedGames: home?.suggested ?? [],
        latestResults: home?.latestResults ?? [],
      }
    }),
    records: children,
  }
}
