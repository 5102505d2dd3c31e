import type { GameModule } from '../engine/contract'
import { PictureSentenceMatchTrial } from './picture-sentence-match-trial'
import { definition } from './picture-sentence-match.definition'
import type { PictureSentenceItem, PictureSentenceResponse } from './picture-sentence-match.rules'

/** Picture–Sentence Match as the play screen loads it (widened to GameModule: the registry holds every game). */
export default {
  definition,
  TrialView: PictureSentenceMatchTrial,
} satisfies GameModule<PictureSentenceItem, PictureSentenceResponse> as unknown as GameModule
