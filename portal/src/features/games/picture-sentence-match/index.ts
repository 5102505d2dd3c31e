import { defineGame } from '../engine/contract'
import { PictureSentenceMatchTrial } from './picture-sentence-match-trial'
import { definition } from './picture-sentence-match.definition'

/** Picture–Sentence Match as the play screen loads it. */
export default defineGame({ definition, TrialView: PictureSentenceMatchTrial })
