// Who Came First? (games.md, game 3): loaded on its own when its play screen opens (registry.ts).
import { defineGame } from '../engine/contract'
import { whoCameFirst } from './who-came-first.rules'
import { WhoCameFirstTrial } from './who-came-first-trial'

export default defineGame({ definition: whoCameFirst, TrialView: WhoCameFirstTrial })
