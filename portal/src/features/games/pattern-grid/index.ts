import { defineGame } from '../engine/contract'
import { patternGrid } from './pattern-grid.rules'
import { PatternGridTrial } from './pattern-grid-trial'

export default defineGame({ definition: patternGrid, TrialView: PatternGridTrial })
