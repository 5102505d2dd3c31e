// Who Came First? (successive processing: syntax where order carries the meaning). A generated sentence about
// coloured animals is shown and spoken; the child puts the animals in the sentence's order, later says who was in a
// given place, who did an action in active and passive sentences, and the order of events in before/after
// sentences where the order of the words and the order of the events can differ. Pure and browser-safe: every item
// comes from (seed, level) through seededRandom.
import { pick, seededRandom, shuffled, type GameDefinition, type TrialScore } from '../engine/contract'
import { whoCameFirstMessages as messages } from './messages'

export const ANIMALS = [
  'cat',
  'dog',
  'frog',
  'pig',
  'duck',
  'cow',
  'fox',
  'bear',
  'rabbit',
  'mouse',
  'lion',
  'hen',
] as const
export type AnimalId = (typeof ANIMALS)[number]
export const ANIMAL_PICTURES: Record<AnimalId, string> = {
  cat: '🐱',
  dog: '🐶',
  frog: '🐸',
  pig: '🐷',
  duck: '🦆',
  cow: '🐮',
  fox: '🦊',
  bear: '🐻',
  rabbit: '🐰',
  mouse: '🐭',
  lion: '🦁',
  hen: '🐔',
}
export const COLOURS = ['red', 'blue', 'green', 'yellow', 'purple', 'orange'] as const
export type ColourId = (typeof COLOURS)[number]

/** The kind of sentence, recorded with every answer so accuracy can be read per kind. */
export const SENTENCE_TYPES = ['active', 'list', 'passive', 'before', 'after'] as const
export type SentenceType = (typeof SENTENCE_TYPES)[number]
/** order: put every animal in order; position: who was in one place; doer: who did the action. */
export type QuestionKind = 'order' | 'position' | 'doer'

const PAIR_TEMPLATES = ['ranAfter', 'waved', 'sat', 'played', 'looked'] as const
const LIST_TEMPLATES = ['slide', 'bus', 'pond'] as const
export const VERBS = ['chase', 'push', 'tickle', 'wash', 'hug', 'pull'] as const
export type VerbId = (typeof VERBS)[number]
export const ACTIONS = ['ran', 'swam', 'jumped', 'slept', 'sang', 'ate'] as const
export type ActionId = (typeof ACTIONS)[number]
/**
 * before: "X did before Y did" (events as mentioned); beforeFront: "Before X did, Y did" (events reversed);
 * after: "X did after Y did" (reversed); afterFront: "After X did, Y did" (as mentioned).
 */
export const TIME_TEMPLATES = ['before', 'beforeFront', 'after', 'afterFront'] as const
export type TimeTemplate = (typeof TIME_TEMPLATES)[number]

export interface Animal {
  id: AnimalId
  colour: ColourId
}

/** The sentence, as data: rendered in the active language by sentenceText(). */
export type Sentence =
  | { kind: 'pair'; template: (typeof PAIR_TEMPLATES)[number] }
  | { kind: 'list'; template: (typeof LIST_TEMPLATES)[number] }
  | { kind: 'doer'; verb: VerbId; voice: 'active' | 'passive' }
  | { kind: 'time'; template: TimeTemplate; actions: ActionId[] }

export interface WhoCameFirstItem {
  sentenceType: SentenceType
  question: QuestionKind
  sentence: Sentence
  /** The animals in the order the sentence names them. */
  mentioned: Animal[]
  /** Position questions: the place asked about (1 = first). */
  place?: number
  /** The right answer: every animal in order (order), or the one animal (position, doer). */
  answer: AnimalId[]
  /** Whether the order of the events differs from the order of the words (before/after sentences). */
  orderDiffers: boolean
  /** The answer cards, in the order shown (never already the answer's order). */
  choices: AnimalId[]
}

export interface WhoCameFirstResponse {
  /** Copied from the item, so accuracy by sentence type can be read from the trial log alone. */
  sentenceType: SentenceType
  question: QuestionKind
  orderDiffers: boolean
  /** The animals the child picked, in the order picked. */
  picks: AnimalId[]
}

interface LevelRule {
  kind: Sentence['kind']
  question: QuestionKind
  animals: number
}

// Order of mention with two, then three animals; then "who was in this place?" with three and four; then who did
// it in active and passive sentences (the doer is named second in a passive); then before/after sentences where
// half the time the events happen in the opposite order to the words, with two and then three animals.
const LEVELS: readonly LevelRule[] = [
  { kind: 'pair', question: 'order', animals: 2 },
  { kind: 'list', question: 'order', animals: 3 },
  { kind: 'list', question: 'position', animals: 3 },
  { kind: 'list', question: 'position', animals: 4 },
  { kind: 'doer', question: 'doer', animals: 2 },
  { kind: 'time', question: 'order', animals: 2 },
  { kind: 'time', question: 'order', animals: 3 },
]
export const MAX_LEVEL = LEVELS.length

export function levelRule(level: number): LevelRule {
  const index = Math.min(Math.max(Math.round(level), 1), MAX_LEVEL) - 1
  return LEVELS[index]
}

const sameOrder = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value, index) => value === b[index])

/** The order the events happen in, as indexes into `mentioned`, for a before/after template. */
function eventOrder(template: TimeTemplate, count: number): number[] {
  // "before" and "afterFront" keep the words' order; "beforeFront" and "after" swap the first two. A third animal
  // ("..., and then the Z did") always comes last.
  const first = template === 'before' || template === 'afterFront' ? [0, 1] : [1, 0]
  return count === 3 ? [...first, 2] : first
}

export function generate(seed: number, level: number): WhoCameFirstItem {
  const random = seededRandom(seed)
  const rule = levelRule(level)
  const animals = shuffled(random, ANIMALS).slice(0, rule.animals)
  const colours = shuffled(random, COLOURS).slice(0, rule.animals)
  const mentioned: Animal[] = animals.map((id, index) => ({ id, colour: colours[index] }))
  const ids = mentioned.map((animal) => animal.id)

  let sentence: Sentence
  let sentenceType: SentenceType
  let answer: AnimalId[]
  let place: number | undefined
  let orderDiffers = false
  switch (rule.kind) {
    case 'pair':
      sentence = { kind: 'pair', template: pick(random, PAIR_TEMPLATES) }
      sentenceType = 'active'
      answer = ids
      break
    case 'list':
      sentence = { kind: 'list', template: pick(random, LIST_TEMPLATES) }
      sentenceType = 'list'
      if (rule.question === 'position') {
        place = 1 + Math.floor(random() * rule.animals)
        answer = [ids[place - 1]]
      } else answer = ids
      break
    case 'doer': {
      const voice = random() < 0.5 ? 'active' : 'passive'
      sentence = { kind: 'doer', verb: pick(random, VERBS), voice }
      sentenceType = voice
      // An active sentence names the doer first; a passive one names the one it was done to first.
      answer = [voice === 'active' ? ids[0] : ids[1]]
      break
    }
    case 'time': {
      const template = pick(random, TIME_TEMPLATES)
      sentence = { kind: 'time', template, actions: shuffled(random, ACTIONS).slice(0, rule.animals) }
      sentenceType = template.startsWith('before') ? 'before' : 'after'
      answer = eventOrder(template, rule.animals).map((index) => ids[index])
      orderDiffers = !sameOrder(answer, ids)
      break
    }
  }

  // The cards are never laid out in the answer's order, so tapping left to right is never the answer by itself.
  let choices = shuffled(random, ids)
  const target = rule.question === 'order' ? answer : ids
  for (let attempt = 0; attempt < 8 && sameOrder(choices, target); attempt++) choices = shuffled(random, ids)
  if (sameOrder(choices, target)) choices = [...choices].reverse()

  return {
    sentenceType,
    question: rule.question,
    sentence,
    mentioned,
    ...(place === undefined ? {} : { place }),
    answer,
    orderDiffers,
    choices,
  }
}

export const ERROR_TYPES = ['order', 'order-of-mention', 'position', 'doer'] as const
export type WhoCameFirstError = (typeof ERROR_TYPES)[number]

export function score(item: WhoCameFirstItem, response: WhoCameFirstResponse): TrialScore {
  const picks = response.picks ?? []
  if (sameOrder(picks, item.answer)) return { correct: true, errorType: '' }
  if (item.question === 'position') return { correct: false, errorType: 'position' }
  if (item.question === 'doer') return { correct: false, errorType: 'doer' }
  // Putting the animals in the order they were named, when the events ran the other way, is the slip this game
  // is built to show.
  const mentionOrder = item.mentioned.map((animal) => animal.id)
  if (item.orderDiffers && sameOrder(picks, mentionOrder)) return { correct: false, errorType: 'order-of-mention' }
  return { correct: false, errorType: 'order' }
}

export function solve(item: WhoCameFirstItem): WhoCameFirstResponse {
  return {
    sentenceType: item.sentenceType,
    question: item.question,
    orderDiffers: item.orderDiffers,
    picks: [...item.answer],
  }
}

function colourName(colour: ColourId): string {
  switch (colour) {
    case 'red':
      return messages.t('whoCameFirst.colour.red')
    case 'blue':
      return messages.t('whoCameFirst.colour.blue')
    case 'green':
      return messages.t('whoCameFirst.colour.green')
    case 'yellow':
      return messages.t('whoCameFirst.colour.yellow')
    case 'purple':
      return messages.t('whoCameFirst.colour.purple')
    case 'orange':
      return messages.t('whoCameFirst.colour.orange')
  }
}

function animalName(id: AnimalId): string {
  switch (id) {
    case 'cat':
      return messages.t('whoCameFirst.animal.cat')
    case 'dog':
      return messages.t('whoCameFirst.animal.dog')
    case 'frog':
      return messages.t('whoCameFirst.animal.frog')
    case 'pig':
      return messages.t('whoCameFirst.animal.pig')
    case 'duck':
      return messages.t('whoCameFirst.animal.duck')
    case 'cow':
      return messages.t('whoCameFirst.animal.cow')
    case 'fox':
      return messages.t('whoCameFirst.animal.fox')
    case 'bear':
      return messages.t('whoCameFirst.animal.bear')
    case 'rabbit':
      return messages.t('whoCameFirst.animal.rabbit')
    case 'mouse':
      return messages.t('whoCameFirst.animal.mouse')
    case 'lion':
      return messages.t('whoCameFirst.animal.lion')
    case 'hen':
      return messages.t('whoCameFirst.animal.hen')
  }
}

/** "red cat": how an animal of the item is named in the sentence and on its card. */
export function animalPhrase(animal: Animal): string {
  return messages.t('whoCameFirst.phrase', { colour: colourName(animal.colour), animal: animalName(animal.id) })
}

function actionWord(action: ActionId): string {
  switch (action) {
    case 'ran':
      return messages.t('whoCameFirst.action.ran')
    case 'swam':
      return messages.t('whoCameFirst.action.swam')
    case 'jumped':
      return messages.t('whoCameFirst.action.jumped')
    case 'slept':
      return messages.t('whoCameFirst.action.slept')
    case 'sang':
      return messages.t('whoCameFirst.action.sang')
    case 'ate':
      return messages.t('whoCameFirst.action.ate')
  }
}

function doerSentence(verb: VerbId, voice: 'active' | 'passive', doer: string, receiver: string): string {
  const values = { doer, receiver }
  const isActive = voice === 'active'
  switch (verb) {
    case 'chase':
      return isActive
        ? messages.t('whoCameFirst.sentence.chase.active', values)
        : messages.t('whoCameFirst.sentence.chase.passive', values)
    case 'push':
      return isActive
        ? messages.t('whoCameFirst.sentence.push.active', values)
        : messages.t('whoCameFirst.sentence.push.passive', values)
    case 'tickle':
      return isActive
        ? messages.t('whoCameFirst.sentence.tickle.active', values)
        : messages.t('whoCameFirst.sentence.tickle.passive', values)
    case 'wash':
      return isActive
        ? messages.t('whoCameFirst.sentence.wash.active', values)
        : messages.t('whoCameFirst.sentence.wash.passive', values)
    case 'hug':
      return isActive
        ? messages.t('whoCameFirst.sentence.hug.active', values)
        : messages.t('whoCameFirst.sentence.hug.passive', values)
    case 'pull':
      return isActive
        ? messages.t('whoCameFirst.sentence.pull.active', values)
        : messages.t('whoCameFirst.sentence.pull.passive', values)
  }
}

function timeSentence(template: TimeTemplate, phrases: string[], actions: ActionId[]): string {
  const [x, y, z] = phrases
  const [xDid, yDid, zDid] = actions.map(actionWord)
  const values = { x, y, z, xDid, yDid, zDid }
  const hasThird = phrases.length === 3
  switch (template) {
    case 'before':
      return hasThird
        ? messages.t('whoCameFirst.sentence.before3', values)
        : messages.t('whoCameFirst.sentence.before', values)
    case 'beforeFront':
      return hasThird
        ? messages.t('whoCameFirst.sentence.beforeFront3', values)
        : messages.t('whoCameFirst.sentence.beforeFront', values)
    case 'after':
      return hasThird
        ? messages.t('whoCameFirst.sentence.after3', values)
        : messages.t('whoCameFirst.sentence.after', values)
    case 'afterFront':
      return hasThird
        ? messages.t('whoCameFirst.sentence.afterFront3', values)
        : messages.t('whoCameFirst.sentence.afterFront', values)
  }
}

function pairSentence(template: (typeof PAIR_TEMPLATES)[number], a: string, b: string): string {
  switch (template) {
    case 'ranAfter':
      return messages.t('whoCameFirst.sentence.pair.ranAfter', { a, b })
    case 'waved':
      return messages.t('whoCameFirst.sentence.pair.waved', { a, b })
    case 'sat':
      return messages.t('whoCameFirst.sentence.pair.sat', { a, b })
    case 'played':
      return messages.t('whoCameFirst.sentence.pair.played', { a, b })
    case 'looked':
      return messages.t('whoCameFirst.sentence.pair.looked', { a, b })
  }
}

function listSentence(template: (typeof LIST_TEMPLATES)[number], phrases: string[]): string {
  const [a, b, c, d] = phrases
  const values = { a, b, c, d }
  const isFour = phrases.length === 4
  switch (template) {
    case 'slide':
      return isFour
        ? messages.t('whoCameFirst.sentence.list4.slide', values)
        : messages.t('whoCameFirst.sentence.list3.slide', values)
    case 'bus':
      return isFour
        ? messages.t('whoCameFirst.sentence.list4.bus', values)
        : messages.t('whoCameFirst.sentence.list3.bus', values)
    case 'pond':
      return isFour
        ? messages.t('whoCameFirst.sentence.list4.pond', values)
        : messages.t('whoCameFirst.sentence.list3.pond', values)
  }
}

/** The item's sentence in the active language, as shown and spoken. */
export function sentenceText(item: WhoCameFirstItem): string {
  const phrases = item.mentioned.map(animalPhrase)
  const { sentence } = item
  switch (sentence.kind) {
    case 'pair':
      return pairSentence(sentence.template, phrases[0], phrases[1])
    case 'list':
      return listSentence(sentence.template, phrases)
    case 'doer': {
      // mentioned[0] is named first: the doer in an active sentence, the one it was done to in a passive one.
      const [first, second] = phrases
      return sentence.voice === 'active'
        ? doerSentence(sentence.verb, 'active', first, second)
        : doerSentence(sentence.verb, 'passive', second, first)
    }
    case 'time':
      return timeSentence(sentence.template, phrases, sentence.actions)
  }
}

function doerQuestion(verb: VerbId): string {
  switch (verb) {
    case 'chase':
      return messages.t('whoCameFirst.question.chase')
    case 'push':
      return messages.t('whoCameFirst.question.push')
    case 'tickle':
      return messages.t('whoCameFirst.question.tickle')
    case 'wash':
      return messages.t('whoCameFirst.question.wash')
    case 'hug':
      return messages.t('whoCameFirst.question.hug')
    case 'pull':
      return messages.t('whoCameFirst.question.pull')
  }
}

function placeQuestion(place: number): string {
  switch (place) {
    case 1:
      return messages.t('whoCameFirst.question.first')
    case 2:
      return messages.t('whoCameFirst.question.second')
    case 3:
      return messages.t('whoCameFirst.question.third')
    default:
      return messages.t('whoCameFirst.question.fourth')
  }
}

/** What the child is asked: the order of the sentence, of the events, a place in the line, or who did it. */
export function instruction(item: WhoCameFirstItem): string {
  if (item.question === 'position') return placeQuestion(item.place ?? 1)
  if (item.question === 'doer' && item.sentence.kind === 'doer') return doerQuestion(item.sentence.verb)
  return item.sentence.kind === 'time'
    ? messages.t('whoCameFirst.instruction.eventOrder')
    : messages.t('whoCameFirst.instruction.sentenceOrder')
}

export function levelLabel(level: number): string {
  const rule = levelRule(level)
  switch (rule.kind) {
    case 'pair':
      return messages.t('whoCameFirst.level.pair')
    case 'list':
      return rule.question === 'position'
        ? messages.t('whoCameFirst.level.place', { count: rule.animals })
        : messages.t('whoCameFirst.level.list', { count: rule.animals })
    case 'doer':
      return messages.t('whoCameFirst.level.doer')
    case 'time':
      return messages.t('whoCameFirst.level.events', { count: rule.animals })
  }
}

export const whoCameFirst: GameDefinition<WhoCameFirstItem, WhoCameFirstResponse> = {
  slug: 'who-came-first',
  maxLevel: MAX_LEVEL,
  generate,
  score,
  solve,
  instruction,
  levelLabel,
  // Getters, so the therapist's words follow the active language.
  errorTypes: {
    get order() {
      return messages.t('whoCameFirst.error.order')
    },
    get 'order-of-mention'() {
      return messages.t('whoCameFirst.error.orderOfMention')
    },
    get position() {
      return messages.t('whoCameFirst.error.position')
    },
    get doer() {
      return messages.t('whoCameFirst.error.doer')
    },
  },
}
