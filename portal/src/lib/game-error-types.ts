// Each game's error types with the words the therapist reads, from the game's own catalogue, for the screens that
// show results (Game Reports) without loading any game's code (features/games): only the games' catalogues come
// with it. Each game's definition (`errorTypes`) says the same; features/games/error-types.test.ts holds the two
// together, so a game that adds an error type adds it here too.
import type { GameSlug } from '@app/games/schema'
import { registerMessages, type Messages } from '../i18n/messages'
import echoDrums from '../locales/en/echoDrums.json'
import joinThePath from '../locales/en/joinThePath.json'
import patternGrid from '../locales/en/patternGrid.json'
import pictureSentenceMatch from '../locales/en/pictureSentenceMatch.json'
import shapeDetective from '../locales/en/shapeDetective.json'
import whereIsIt from '../locales/en/whereIsIt.json'
import whoCameFirst from '../locales/en/whoCameFirst.json'
import windowTrain from '../locales/en/windowTrain.json'

// The games' own catalogues (each game registers the same one when it loads; registering twice is harmless).
const echoDrumsMessages = registerMessages(echoDrums)
const joinThePathMessages = registerMessages(joinThePath)
const patternGridMessages = registerMessages(patternGrid)
const pictureSentenceMatchMessages = registerMessages(pictureSentenceMatch)
const shapeDetectiveMessages = registerMessages(shapeDetective)
const whereIsItMessages = registerMessages(whereIsIt)
const whoCameFirstMessages = registerMessages(whoCameFirst)
const windowTrainMessages = registerMessages(windowTrain)

/** A game's words for one of its error types, or undefined for a key it does not record. */
type Labeller = (errorType: string) => string | undefined

/** Error types named by one message each of a game's catalogue. */
function byId<Id extends string>(messages: Messages<Id>, ids: Record<string, Id>): Labeller {
  return (errorType) => (Object.hasOwn(ids, errorType) ? messages.t(ids[errorType]) : undefined)
}

const echoDrumsIds = byId(echoDrumsMessages, {
  'extra-tap': 'echoDrums.error.extraTap',
  'too-few-taps': 'echoDrums.error.tooFew',
  'too-many-taps': 'echoDrums.error.tooMany',
})

const LABELS: Record<GameSlug, Labeller> = {
  'window-train': byId(windowTrainMessages, { item: 'windowTrain.error.item', order: 'windowTrain.error.order' }),
  'join-the-path': byId(joinThePathMessages, {
    order: 'joinThePath.error.order',
    intruder: 'joinThePath.error.intruder',
  }),
  'who-came-first': byId(whoCameFirstMessages, {
    order: 'whoCameFirst.error.order',
    'order-of-mention': 'whoCameFirst.error.orderOfMention',
    position: 'whoCameFirst.error.position',
    doer: 'whoCameFirst.error.doer',
  }),
  // "position-3": the first wrong tap was the third.
  'echo-drums': (errorType) => {
    const position = /^position-([1-9]\d?)$/.exec(errorType)
    if (position) return echoDrumsMessages.t('echoDrums.error.position', { position: Number(position[1]) })
    return echoDrumsIds(errorType)
  },
  'pattern-grid': byId(patternGridMessages, {
    'row-only': 'patternGrid.error.rowOnly',
    'column-only': 'patternGrid.error.columnOnly',
    'look-alike': 'patternGrid.error.lookAlike',
    'both-wrong': 'patternGrid.error.bothWrong',
    unplaced: 'patternGrid.error.unplaced',
  }),
  'where-is-it': byId(whereIsItMessages, {
    'left-right': 'whereIsIt.error.leftRight',
    'above-under': 'whereIsIt.error.aboveUnder',
    'wrong-reference': 'whereIsIt.error.wrongReference',
    'missed-relation': 'whereIsIt.error.missedRelation',
    negation: 'whereIsIt.error.negation',
    'wrong-object': 'whereIsIt.error.wrongObject',
    several: 'whereIsIt.error.several',
  }),
  'shape-detective': byId(shapeDetectiveMessages, {
    mirror: 'shapeDetective.error.mirror',
    rotated: 'shapeDetective.error.rotated',
    partial: 'shapeDetective.error.partial',
    different: 'shapeDetective.error.different',
  }),
  'picture-sentence-match': byId(pictureSentenceMatchMessages, {
    who: 'pictureSentenceMatch.error.who',
    where: 'pictureSentenceMatch.error.where',
    what: 'pictureSentenceMatch.error.what',
    weather: 'pictureSentenceMatch.error.weather',
  }),
}

/**
 * A key the game does not declare (recorded by an older version of it, or a game added since) read as words:
 * "look-alike" → "Look alike", "wrongItem" → "Wrong item".
 */
export function tidiedErrorType(errorType: string): string {
  const words = errorType
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .trim()
    .toLowerCase()
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : errorType
}

/** An error type of a game as the therapist reads it, in the active language: the game's words for it. */
export function errorTypeLabel(slug: GameSlug, errorType: string): string {
  return LABELS[slug]?.(errorType) ?? tidiedErrorType(errorType)
}
