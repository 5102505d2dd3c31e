import type { GameModule } from '../engine/contract'
import { whereIsItMessages } from './messages'
import { WhereIsItTrial } from './where-is-it-trial'
import { defineWhereIsIt, type WhereIsItItem, type WhereIsItResponse } from './where-is-it.rules'

const game = {
  definition: defineWhereIsIt(whereIsItMessages.t),
  TrialView: WhereIsItTrial,
} satisfies GameModule<WhereIsItItem, WhereIsItResponse>

/** Where Is It?, as the play screen loads it (typed for the registry, which holds games of every item type). */
export default game as unknown as GameModule
