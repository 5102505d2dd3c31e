// The games module's public interface: its use cases (use-cases/*.ts), each given the deps built once here.
import type { TokenUser } from '@app/platform'
import type { Language } from '@app/platform/format'
import type { GamesDeps } from './games.deps.ts'
import { readPlan, savePlan } from './use-cases/child-plan.ts'
import { readSettings, saveSettings } from './use-cases/child-settings.ts'
import { endSession } from './use-cases/end-session.ts'
import { listCatalogue } from './use-cases/list-catalogue.ts'
import { readProgress, readReports } from './use-cases/read-results.ts'
import { readHomePractice } from './use-cases/read-home-practice.ts'
import { recordTrial } from './use-cases/record-trial.ts'
import { startSession } from './use-cases/start-session.ts'

type UseCase<I, O> = (deps: GamesDeps, actor: TokenUser, input: I) => Promise<O>
const bound =
  <I, O>(deps: GamesDeps, useCase: UseCase<I, O>) =>
  (actor: TokenUser, input: I) =>
    useCase(deps, actor, input)

export function createGamesService(deps: GamesDeps) {
  return {
    listCatalogue: (actor: TokenUser | null, language: Language = 'en') => listCatalogue(deps, actor, { language }),
    startSession: bound(deps, startSession),
    recordTrial: bound(deps, recordTrial),
    endSession: bound(deps, endSession),
    readReports: bound(deps, readReports),
    readProgress: bound(deps, readProgress),
    readSettings: bound(deps, readSettings),
    saveSettings: bound(deps, saveSettings),
    readPlan: bound(deps, readPlan),
    savePlan: bound(deps, savePlan),
    /** Several children's suggested games and newest results (the parents module's overview port). */
    readHomePractice: bound(deps, readHomePractice),
  }
}

export type GamesService = ReturnType<typeof createGamesService>
