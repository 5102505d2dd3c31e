import type { GameModule } from '../engine/contract'
import { ShapeDetectiveTrial } from './shape-detective-trial'
import { shapeDetective, type ShapeDetectiveItem, type ShapeDetectiveResponse } from './shape-detective.rules'

const game = {
  definition: shapeDetective,
  TrialView: ShapeDetectiveTrial,
} satisfies GameModule<ShapeDetectiveItem, ShapeDetectiveResponse>

/** Shape Detective, as the play screen loads it (typed for the registry, which holds games of every item type). */
export default game as unknown as GameModule
