import type { GameModule } from '../engine/contract'
import { patternGrid, type PatternGridItem, type PatternGridResponse } from './pattern-grid.rules'
import { PatternGridTrial } from './pattern-grid-trial'

const patternGridGame = { definition: patternGrid, TrialView: PatternGridTrial } satisfies GameModule<
  PatternGridItem,
  PatternGridResponse
>

// The registry holds games of every item type; the engine only ever hands a game the items it generated.
export default patternGridGame as unknown as GameModule
