import { defineGame } from '../engine/contract'
import { echoDrums } from './echo-drums.rules'
import { EchoDrumsTrial } from './echo-drums-trial'

export default defineGame({ definition: echoDrums, TrialView: EchoDrumsTrial })
