import type { GameModule } from '../engine/contract'
import { joinThePath, type JoinThePathItem, type JoinThePathResponse } from './join-the-path.rules'
import { JoinThePathTrial } from './join-the-path-trial'

export default {
  definition: joinThePath,
  TrialView: JoinThePathTrial,
} satisfies GameModule<JoinThePathItem, JoinThePathResponse>
