// The IEP module's public interface: its use cases (use-cases/*.ts), each given the deps built once by the factory.
// Only wiring lives here; the rules are in iep.access.ts and iep.rules.ts, the steps in the use cases.
import type { TokenUser } from '@app/platform'
import type { IepDeps } from './iep.deps.ts'
import { addSessionEntry } from './use-cases/add-session-entry.ts'
import { assignPlan } from './use-cases/assign-plan.ts'
import { giveFeedback } from './use-cases/give-feedback.ts'
import { listAssignedChildren } from './use-cases/list-assigned-children.ts'
import { listPlans } from './use-cases/list-plans.ts'
import { checkMayRecord, mayReadPlan, mayUploadTo } from './use-cases/plan-access.ts'
import { readCurrentGoals } from './use-cases/read-current-goals.ts'
import { recordPerformance } from './use-cases/record-performance.ts'
import { openSessionVideo, sessionVideoLink } from './use-cases/session-video.ts'
import { updateMonthGoals } from './use-cases/update-month-goals.ts'

type Actor = TokenUser | null
/** A use case with its deps bound: `(actor, input) => answer`. */
type Bound<F> = F extends (deps: IepDeps, actor: infer A, input: infer I) => infer R ? (actor: A, input: I) => R : never
const bind =
  <A, I, R>(useCase: (deps: IepDeps, actor: A, input: I) => R, deps: IepDeps): Bound<typeof useCase> =>
  (actor: A, input: I) =>
    useCase(deps, actor, input)

export function createIepService(deps: IepDeps) {
  return {
    listPlans: bind(listPlans, deps),
    assignPlan: bind(assignPlan, deps),
    updateMonthGoals: bind(updateMonthGoals, deps),
    giveFeedback: bind(giveFeedback, deps),
    recordPerformance: bind(recordPerformance, deps),
    addSessionEntry: bind(addSessionEntry, deps),
    listAssignedChildren: bind(listAssignedChildren, deps),
    /** This month's goals of several children's plans (the parents module's overview port). */
    readCurrentGoals: bind(readCurrentGoals, deps),
    openSessionVideo: bind(openSessionVideo, deps),
    sessionVideoLink: bind(sessionVideoLink, deps),
    checkMayRecord: (actor: Actor, input: { childId: string }) => checkMayRecord(deps, actor, input),
    mayReadPlan: (actor: TokenUser, input: { iepId: string }) => mayReadPlan(deps, actor, input),
    mayUploadTo: (actor: TokenUser, input: { iepId: string }) => mayUploadTo(deps, actor, input),
  }
}

export type IepService = ReturnType<typeof createIepService>
