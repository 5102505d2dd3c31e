import type { GameModule } from '../engine/contract'
import { echoDrums, type EchoDrumsItem, type EchoDrumsResponse } from './echo-drums.rules'
import { EchoDrumsTrial } from './echo-drums-trial'

const echoDrumsGame = { definition: echoDrums, TrialView: EchoDrumsTrial } satisfies GameModule<
  EchoDrumsItem,
  EchoDrumsResponse
>

// The registry holds games of every item type; the engine only ever hands a game the items it generated.
export default echoDrumsGame as unknown as GameModule
