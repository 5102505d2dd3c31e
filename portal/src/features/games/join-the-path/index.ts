// Join the Path (games.md, game 2): loaded on its own when its play screen opens (registry.ts).
import { defineGame } from '../engine/contract'
import { joinThePath } from './join-the-path.rules'
import { JoinThePathTrial } from './join-the-path-trial'

export default defineGame({ definition: joinThePath, TrialView: JoinThePathTrial })
