import type { GameModule } from '../engine/contract'
import { whoCameFirst, type WhoCameFirstItem, type WhoCameFirstResponse } from './who-came-first.rules'
import { WhoCameFirstTrial } from './who-came-first-trial'

export default {
  definition: whoCameFirst,
  TrialView: WhoCameFirstTrial,
} satisfies GameModule<WhoCameFirstItem, WhoCameFirstResponse>
