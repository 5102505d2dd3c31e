import type { GameModule } from '../engine/contract'
import { shapeDetectiveMessages } from './messages'
import { ShapeDetectiveTrial } from './shape-detective-trial'
import { defineShapeDetective, type ShapeDetectiveItem, type ShapeDetectiveResponse } from './shape-detective.rules'

const game = {
  definition: defineShapeDetective(shapeDetectiveMessages.t),
  TrialView: ShapeDetectiveTrial,
} satisfies GameModule<ShapeDetectiveItem, ShapeDetectiveResponse>

/** Shape Detective, as the play screen loads it (typed for the registry, which holds games of every item type). */
export default game as unknown as GameModule
