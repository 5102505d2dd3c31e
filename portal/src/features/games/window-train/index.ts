// Window Train (games.md, game 1): loaded on its own when its play screen opens (registry.ts).
import { defineGame } from '../engine/contract'
import { windowTrain } from './definition'
import { WindowTrainView } from './trial-view'

export default defineGame({ definition: windowTrain, TrialView: WindowTrainView })
