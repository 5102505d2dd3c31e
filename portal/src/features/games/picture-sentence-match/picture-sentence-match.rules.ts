// Picture–Sentence Match (games.md, game 8): a scene is four details — who, where, what, weather — and the child
// checks sentences against it. Every false option differs from the truth in exactly one named detail, so a wrong
// choice tells the therapist which detail was overlooked. Pure and browser-safe: content comes from the small word
// lists below, chosen with seededRandom only; their words are in picture-sentence-match.definition.ts.
import { pick, seededRandom, shuffled, type TrialScore } from '../engine/contract'

/** The four details of a scene, in the order a sentence names them. */
export const DETAILS = ['who', 'where', 'what', 'weather'] as const
export type Detail = (typeof DETAILS)[number]

/** Each detail's values; the catalogue's select messages give their words, the trial view their pictures. */
export const VALUES = {
  who: ['cat', 'dog', 'rabbit', 'bear', 'frog', 'pig', 'monkey', 'mouse'],
  where: ['park', 'beach', 'farm', 'forest', 'garden'],
  what: ['book', 'apple', 'ball', 'paint', 'drum', 'balloon'],
  weather: ['sunny', 'rainy', 'snowy', 'cloudy'],
} as const satisfies Record<Detail, readonly string[]>

export type Scene = { [D in Detail]: (typeof VALUES)[D][number] }
/** What a sentence says about a scene: the details it names. */
export type Claims = Partial<Scene>

/** The catalogue's sentence templates (pictureSentenceMatch.sentence.*), each naming a fixed set of details. */
export const TEMPLATE_DETAILS = {
  whoWhat: ['who', 'what'],
  whoWhatWhere: ['who', 'what', 'where'],
  full: ['who', 'what', 'where', 'weather'],
  weatherFirst: ['who', 'what', 'where', 'weather'],
  whoWhere: ['who', 'where'],
  whatWeather: ['what', 'weather'],
  weather: ['weather'],
  what: ['what'],
} as const satisfies Record<string, readonly Detail[]>
export type Template = keyof typeof TEMPLATE_DETAILS

export interface Sentence {
  template: Template
  claims: Claims
}

/**
 * One trial. 'sentences': one picture and 2–4 sentences about it, one true. 'scenes': a text of one to three
 * sentences and 2–4 pictures, one showing everything the text says. `differsIn` names the one detail in which a
 * false option differs from the truth (null for the true option); score() recomputes it rather than trusting it.
 */
export type PictureSentenceItem =
  | { kind: 'sentences'; scene: Scene; options: { sentence: Sentence; differsIn: Detail | null }[] }
  | { kind: 'scenes'; text: Sentence[]; options: { scene: Scene; differsIn: Detail | null }[] }

/** The option the child picked (0-based, in the order shown). */
export interface PictureSentenceResponse {
  choice: number
}

export interface LevelPlan {
  kind: PictureSentenceItem['kind']
  options: number
  /** The templates an item at this level is written with: one per sentence of its text (or per option). */
  templates: readonly (readonly Template[])[]
}

// Easy to hard, as games.md orders them: a picture and two short sentences; more sentences naming more details;
// then one sentence and several pictures; then a text of two or three sentences that must all hold.
const LEVELS: readonly LevelPlan[] = [
  { kind: 'sentences', options: 2, templates: [['whoWhat']] },
  { kind: 'sentences', options: 3, templates: [['whoWhatWhere']] },
  { kind: 'sentences', options: 3, templates: [['full', 'weatherFirst']] },
  { kind: 'sentences', options: 4, templates: [['full', 'weatherFirst']] },
  { kind: 'scenes', options: 2, templates: [['full', 'weatherFirst']] },
  { kind: 'scenes', options: 3, templates: [['full', 'weatherFirst']] },
  { kind: 'scenes', options: 4, templates: [['full', 'weatherFirst']] },
  { kind: 'scenes', options: 3, templates: [['whoWhere'], ['whatWeather']] },
  { kind: 'scenes', options: 4, templates: [['weather'], ['whoWhere'], ['what']] },
]

export const MAX_LEVEL = LEVELS.length

/** The plan of a level; levels outside 1..MAX_LEVEL are played as the nearest one. */
export function planOf(level: number): LevelPlan {
  return LEVELS[Math.min(Math.max(Math.trunc(level), 1), MAX_LEVEL) - 1]
}

/** The details a sentence or a text names. */
export function claimsOf(sentences: readonly Sentence[]): Claims {
  return Object.assign({}, ...sentences.map((sentence) => sentence.claims)) as Claims
}

/** The details in which a scene contradicts what was said (empty: everything said holds). */
export function contradictions(scene: Scene, claims: Claims): Detail[] {
  return DETAILS.filter((detail) => claims[detail] !== undefined && claims[detail] !== scene[detail])
}

/**
 * The details the false options change, one each: different details while there are enough (so each wrong
 * answer points at its own detail), then the same details again with other values.
 */
function changedDetails(random: () => number, named: readonly Detail[], count: number): Detail[] {
  const order = shuffled(random, named)
  return Array.from({ length: count }, (_, index) => order[index % order.length])
}

/** A value of `detail` other than every one in `taken`. */
function otherValue(random: () => number, detail: Detail, taken: readonly string[]): string {
  const free = (VALUES[detail] as readonly string[]).filter((value) => !taken.includes(value))
  return pick(random, free)
}

function randomScene(random: () => number): Scene {
  return {
    who: pick(random, VALUES.who),
    where: pick(random, VALUES.where),
    what: pick(random, VALUES.what),
    weather: pick(random, VALUES.weather),
  }
}

function restrict(scene: Scene, details: readonly Detail[]): Claims {
  return Object.fromEntries(details.map((detail) => [detail, scene[detail]])) as Claims
}

/** The same scene with one detail changed to a value no earlier variant used for it. */
function variants(random: () => number, truth: Scene, changes: readonly Detail[]): Scene[] {
  const used: Record<Detail, string[]> = {
    who: [truth.who],
    where: [truth.where],
    what: [truth.what],
    weather: [truth.weather],
  }
  return changes.map((detail) => {
    const value = otherValue(random, detail, used[detail])
    used[detail].push(value)
    return { ...truth, [detail]: value } as Scene
  })
}

/** Pure: the same seed and level always give the same item. */
export function generate(seed: number, level: number): PictureSentenceItem {
  const random = seededRandom(seed)
  const plan = planOf(level)
  const truth = randomScene(random)
  const templates = plan.templates.map((choices) => pick(random, choices))
  const named = [...new Set(templates.flatMap((template) => TEMPLATE_DETAILS[template]))]
  const changes = changedDetails(random, named, plan.options - 1)
  const falseScenes = variants(random, truth, changes)

  if (plan.kind === 'sentences') {
    // One template for every option, so the sentences differ only in their details, not in their wording.
    const template = templates[0]
    const details = TEMPLATE_DETAILS[template]
    const options = [
      { sentence: { template, claims: restrict(truth, details) }, differsIn: null },
      ...falseScenes.map((scene, index) => ({
        sentence: { template, claims: restrict(scene, details) },
        differsIn: changes[index],
      })),
    ]
    return { kind: 'sentences', scene: truth, options: shuffled(random, options) }
  }
  const text = templates.map((template) => ({ template, claims: restrict(truth, TEMPLATE_DETAILS[template]) }))
  const options = [
    { scene: truth, differsIn: null },
    ...falseScenes.map((scene, index) => ({ scene, differsIn: changes[index] })),
  ]
  return { kind: 'scenes', text, options: shuffled(random, options) }
}

/** The details in which an option contradicts the truth (empty for the true option). */
export function optionContradictions(item: PictureSentenceItem, choice: number): Detail[] {
  if (item.kind === 'sentences') return contradictions(item.scene, item.options[choice].sentence.claims)
  return contradictions(item.options[choice].scene, claimsOf(item.text))
}

export function score(item: PictureSentenceItem, response: PictureSentenceResponse): TrialScore {
  const { choice } = response
  if (!Number.isInteger(choice) || choice < 0 || choice >= item.options.length) {
    throw new RangeError(`No option ${choice} in this trial`)
  }
  const wrong = optionContradictions(item, choice)
  return { correct: wrong.length === 0, errorType: wrong[0] ?? '' }
}

export function solve(item: PictureSentenceItem): PictureSentenceResponse {
  const choice = item.options.findIndex((_, index) => optionContradictions(item, index).length === 0)
  return { choice }
}
