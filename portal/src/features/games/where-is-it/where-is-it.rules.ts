// Where Is It? (simultaneous processing): a sentence of place words ("the star is under the box and next to the
// ball") and four pictures, exactly one of which matches; at the top levels the child builds the picture by
// placing the object. Pure and browser-safe: items come from (seed, level) alone.
//
// A scene is a 3 × 3 grid. Place words mean touching squares, so a picture never leaves a child unsure: a scene is
// used only when each place word of the sentence is clearly true or clearly false in it (a star diagonally below
// the box is neither clearly "under" nor clearly not, so such scenes are never shown).
import { pick, seededRandom, shuffled, type GameDefinition, type TrialScore } from '../engine/contract'
import type { Translate } from '../../../i18n/messages'
import type { WhereIsItMessageId } from './messages'

export const GRID_COLUMNS = 3
export const GRID_ROWS = 3
export const GRID_CELLS = GRID_COLUMNS * GRID_ROWS

export const SCENE_OBJECTS = ['star', 'box', 'ball', 'moon', 'heart', 'tree', 'cup'] as const
export type SceneObject = (typeof SCENE_OBJECTS)[number]

export const RELATION_KINDS = ['above', 'under', 'next-to', 'left-of', 'right-of', 'between'] as const
export type RelationKind = (typeof RELATION_KINDS)[number]

/** One place word of the sentence: the target is (or, negated, is not) `kind` the reference object(s). */
export interface Relation {
  kind: RelationKind
  /** One reference object; two for 'between'. */
  refs: SceneObject[]
  negated: boolean
}

/** A scene: the square (0..8, row by row from the top left) of each of the item's objects, in `objects` order. */
export type Scene = number[]

export interface WhereIsItItem {
  /** 'pick': choose the matching picture of four; 'build': place the target in the one right square. */
  mode: 'pick' | 'build'
  target: SceneObject
  /** Every object in the pictures, the target first; every picture holds the same objects. */
  objects: SceneObject[]
  relations: Relation[]
  /** Pick: the four pictures. Build: one picture with the target not yet placed (its square is -1). */
  scenes: Scene[]
  /** Build: the objects the child may pick from (the target and two others); empty when picking. */
  tray: SceneObject[]
}

export type WhereIsItResponse =
  | { kind: 'pick'; scene: number; asked: string[] }
  | { kind: 'build'; object: SceneObject; cell: number; asked: string[] }

export const WHERE_IS_IT_ERROR_TYPES = [
  'left-right',
  'above-under',
  'wrong-reference',
  'missed-relation',
  'negation',
  'wrong-object',
  'several',
] as const
export type WhereIsItErrorType = (typeof WHERE_IS_IT_ERROR_TYPES)[number]

interface LevelSpec {
  mode: 'pick' | 'build'
  /** The place words of the sentence, drawn afresh for each item. */
  drawKinds(random: () => number): { kind: RelationKind; negated: boolean }[]
  /** Objects in the picture that the sentence does not mention (so "the right word, the wrong object" can occur). */
  fillers: number
  /** The error types the distracter pictures show first, when the sentence allows them. */
  focus: WhereIsItErrorType[]
}

const positive = (kind: RelationKind) => ({ kind, negated: false })

const VERTICAL: RelationKind[] = ['above', 'under']
const LATERAL: RelationKind[] = ['left-of', 'right-of']
const SIMPLE: RelationKind[] = ['above', 'under', 'next-to']
const SINGLE: RelationKind[] = ['above', 'under', 'next-to', 'left-of', 'right-of']

const LEVELS: LevelSpec[] = [
  // 1: one place word without left and right.
  { mode: 'pick', drawKinds: (r) => [positive(pick(r, SIMPLE))], fillers: 1, focus: ['above-under'] },
  // 2: two place words.
  {
    mode: 'pick',
    drawKinds: (r) => [positive(pick(r, VERTICAL)), positive('next-to')],
    fillers: 1,
    focus: ['above-under', 'wrong-reference'],
  },
  // 3: left and right, on their own first.
  { mode: 'pick', drawKinds: (r) => [positive(pick(r, LATERAL))], fillers: 1, focus: ['left-right'] },
  // 4: three objects to relate: between and a vertical word, or left/right, vertical and next to.
  {
    mode: 'pick',
    drawKinds: (r) =>
      r() < 0.5
        ? [positive('between'), positive(pick(r, VERTICAL))]
        : [positive(pick(r, LATERAL)), positive(pick(r, VERTICAL)), positive('next-to')],
    fillers: 0,
    focus: ['left-right', 'above-under'],
  },
  // 5: a "not".
  {
    mode: 'pick',
    drawKinds: (r) => [positive(pick(r, SINGLE)), { kind: pick(r, SIMPLE), negated: true }],
    fillers: 1,
    focus: ['negation', 'left-right'],
  },
  // 6: build the picture from one place word.
  { mode: 'build', drawKinds: (r) => [positive(pick(r, SINGLE))], fillers: 1, focus: [] },
  // 7: build the picture from two place words (between, or a word and a "not").
  {
    mode: 'build',
    drawKinds: (r) =>
      r() < 0.5 ? [positive('between')] : [positive(pick(r, SINGLE)), { kind: pick(r, SIMPLE), negated: true }],
    fillers: 1,
    focus: [],
  },
]

export const WHERE_IS_IT_MAX_LEVEL = LEVELS.length

const colOf = (cell: number) => cell % GRID_COLUMNS
const rowOf = (cell: number) => Math.floor(cell / GRID_COLUMNS)

type Truth = 'yes' | 'no' | 'unclear'

/** Whether the target's square stands in the (un-negated) relation to the reference squares. */
function truthOf(kind: RelationKind, target: number, refs: number[]): Truth {
  const dc = colOf(target) - colOf(refs[0])
  const dr = rowOf(target) - rowOf(refs[0])
  switch (kind) {
    case 'above':
    case 'under': {
      const side = kind === 'above' ? -1 : 1
      if (dc === 0 && dr === side) return 'yes'
      return Math.sign(dr) === side && Math.abs(dc) <= 1 ? 'unclear' : 'no'
    }
    case 'left-of':
    case 'right-of': {
      const side = kind === 'left-of' ? -1 : 1
      if (dr === 0 && dc === side) return 'yes'
      return Math.sign(dc) === side && Math.abs(dr) <= 1 ? 'unclear' : 'no'
    }
    case 'next-to':
      if (dr === 0 && Math.abs(dc) === 1) return 'yes'
      return Math.abs(dr) === 1 && Math.abs(dc) === 1 ? 'unclear' : 'no'
    case 'between': {
      const [a, b] = refs
      const cols = [colOf(a), colOf(b)].sort((x, y) => x - y)
      const rows = [rowOf(a), rowOf(b)].sort((x, y) => x - y)
      const sameRow = rowOf(a) === rowOf(target) && rowOf(b) === rowOf(target)
      if (sameRow && cols[0] === colOf(target) - 1 && cols[1] === colOf(target) + 1) return 'yes'
      const betweenAcross = cols[0] < colOf(target) && colOf(target) < cols[1]
      const betweenDown =
        colOf(a) === colOf(target) && colOf(b) === colOf(target) && rows[0] < rowOf(target) && rowOf(target) < rows[1]
      return betweenAcross || betweenDown ? 'unclear' : 'no'
    }
  }
}

const cellOf = (item: Pick<WhereIsItItem, 'objects'>, scene: Scene, object: SceneObject) =>
  scene[item.objects.indexOf(object)]

function relationTruth(item: Pick<WhereIsItItem, 'objects'>, scene: Scene, relation: Relation): Truth {
  const base = truthOf(
    relation.kind,
    scene[0],
    relation.refs.map((ref) => cellOf(item, scene, ref)),
  )
  if (!relation.negated || base === 'unclear') return base
  return base === 'yes' ? 'no' : 'yes'
}

/** Whether every place word of the sentence is clearly true or clearly false in the scene (only such are shown). */
export function isClearScene(item: Pick<WhereIsItItem, 'objects' | 'relations'>, scene: Scene): boolean {
  return item.relations.every((relation) => relationTruth(item, scene, relation) !== 'unclear')
}

const OPPOSITE: Partial<Record<RelationKind, RelationKind>> = {
  above: 'under',
  under: 'above',
  'left-of': 'right-of',
  'right-of': 'left-of',
}

/**
 * How a scene differs from the sentence: '' when every place word holds; otherwise the error type of the one word
 * that fails ('several' when more than one does). The single source of truth for scoring and for making distracters.
 */
export function classifyScene(
  item: Pick<WhereIsItItem, 'objects' | 'relations'>,
  scene: Scene,
): WhereIsItErrorType | '' {
  const failing = item.relations.filter((relation) => relationTruth(item, scene, relation) !== 'yes')
  if (failing.length === 0) return ''
  if (failing.length > 1) return 'several'
  const [relation] = failing
  if (relation.negated) return 'negation'
  const refCells = relation.refs.map((ref) => cellOf(item, scene, ref))
  const opposite = OPPOSITE[relation.kind]
  if (opposite && truthOf(opposite, scene[0], refCells) === 'yes') {
    return opposite === 'left-of' || opposite === 'right-of' ? 'left-right' : 'above-under'
  }
  // The right place word about another object of the picture: one reference swapped for any other object.
  const others = item.objects.slice(1).filter((object) => !relation.refs.includes(object))
  for (let index = 0; index < refCells.length; index++) {
    for (const other of others) {
      const swapped = refCells.map((cell, at) => (at === index ? cellOf(item, scene, other) : cell))
      if (truthOf(relation.kind, scene[0], swapped) === 'yes') return 'wrong-reference'
    }
  }
  return 'missed-relation'
}

/** Every way to put `count` distinct objects on distinct squares. */
function allScenes(count: number): Scene[] {
  const scenes: Scene[] = []
  const walk = (prefix: number[]) => {
    if (prefix.length === count) {
      scenes.push(prefix)
      return
    }
    for (let cell = 0; cell < GRID_CELLS; cell++) if (!prefix.includes(cell)) walk([...prefix, cell])
  }
  walk([])
  return scenes
}
const SCENES_BY_COUNT = new Map<number, Scene[]>()
function scenesOf(count: number): Scene[] {
  let scenes = SCENES_BY_COUNT.get(count)
  if (!scenes) SCENES_BY_COUNT.set(count, (scenes = allScenes(count)))
  return scenes
}

/** How many objects stand on different squares in two scenes. */
const distance = (a: Scene, b: Scene) => a.reduce((sum, cell, index) => sum + (cell === b[index] ? 0 : 1), 0)

/** Squares where placing the target (the rest of the scene fixed) makes every place word hold. */
export function rightCells(item: Pick<WhereIsItItem, 'objects' | 'relations'>, partial: Scene): number[] {
  const cells: number[] = []
  for (let cell = 0; cell < GRID_CELLS; cell++) {
    if (partial.slice(1).includes(cell)) continue
    if (classifyScene(item, [cell, ...partial.slice(1)]) === '') cells.push(cell)
  }
  return cells
}

function draw(random: () => number, spec: LevelSpec): WhereIsItItem | undefined {
  const kinds = spec.drawKinds(random)
  const pool = shuffled(random, SCENE_OBJECTS)
  const target = pool.shift() as SceneObject
  const relations: Relation[] = kinds.map(({ kind, negated }) => ({
    kind,
    negated,
    refs: (kind === 'between' ? [pool.shift(), pool.shift()] : [pool.shift()]) as SceneObject[],
  }))
  const fillers = pool.splice(0, spec.fillers)
  const objects = [target, ...relations.flatMap((relation) => relation.refs), ...fillers]
  const base = { target, objects, relations }
  const clear = scenesOf(objects.length).filter((scene) => isClearScene(base, scene))
  const right = clear.filter((scene) => classifyScene(base, scene) === '')

  if (spec.mode === 'build') {
    // The rest of the picture must leave exactly one right square for the target.
    const unique = right.filter((scene) => rightCells(base, [-1, ...scene.slice(1)]).length === 1)
    if (unique.length === 0) return undefined
    const answer = pick(random, unique)
    return {
      mode: 'build',
      ...base,
      scenes: [[-1, ...answer.slice(1)]],
      tray: shuffled(random, [target, ...pool.slice(0, 2)]),
    }
  }

  if (right.length === 0) return undefined
  const answer = pick(random, right)
  const byError = new Map<WhereIsItErrorType, Scene[]>()
  for (const scene of clear) {
    const errorType = classifyScene(base, scene)
    if (errorType === '' || errorType === 'several') continue
    byError.set(errorType, [...(byError.get(errorType) ?? []), scene])
  }
  const available = [...byError.keys()]
  const order = [
    ...spec.focus.filter((type) => byError.has(type)),
    ...shuffled(
      random,
      available.filter((type) => !spec.focus.includes(type)),
    ),
  ]
  // Three distracters, each of a different error type when the sentence allows three; each as close to the right
  // picture as its error allows (one object moved, when possible), so the difference is the error and nothing else.
  const distracters: Scene[] = []
  for (let round = 0; distracters.length < 3 && round < 3; round++) {
    for (const type of order) {
      if (distracters.length === 3) break
      const candidates = (byError.get(type) ?? []).filter((scene) => !distracters.includes(scene))
      if (candidates.length === 0) continue
      const nearest = Math.min(...candidates.map((scene) => distance(scene, answer)))
      distracters.push(
        pick(
          random,
          candidates.filter((scene) => distance(scene, answer) === nearest),
        ),
      )
    }
  }
  if (distracters.length < 3) return undefined
  return { mode: 'pick', ...base, scenes: shuffled(random, [answer, ...distracters]), tray: [] }
}

export function generateWhereIsIt(seed: number, level: number): WhereIsItItem {
  const spec = LEVELS[Math.min(Math.max(Math.round(level), 1), LEVELS.length) - 1]
  const random = seededRandom(seed)
  // A draw of place words can be impossible on a 3 × 3 grid; the next draw from the same stream is tried.
  for (let attempt = 0; attempt < 100; attempt++) {
    const item = draw(random, spec)
    if (item) return item
  }
  throw new Error(`Where Is It? found no item for seed ${seed} at level ${level}`)
}

/** What the sentence asked, for the trial log: the place words ("under", "not next-to"), read per relation type. */
export const askedOf = (item: WhereIsItItem) =>
  item.relations.map((relation) => (relation.negated ? `not ${relation.kind}` : relation.kind))

export function scoreWhereIsIt(item: WhereIsItItem, response: WhereIsItResponse): TrialScore {
  let errorType: WhereIsItErrorType | ''
  if (response.kind === 'pick') {
    const scene = item.mode === 'pick' ? item.scenes[response.scene] : undefined
    errorType = scene ? classifyScene(item, scene) : 'missed-relation'
  } else {
    const partial = item.scenes[0]
    const free =
      item.mode === 'build' && Number.isInteger(response.cell) && response.cell >= 0 && response.cell < GRID_CELLS
    if (response.object !== item.target) errorType = 'wrong-object'
    else if (!free || partial.slice(1).includes(response.cell)) errorType = 'missed-relation'
    else errorType = classifyScene(item, [response.cell, ...partial.slice(1)])
  }
  return { correct: errorType === '', errorType }
}

export function solveWhereIsIt(item: WhereIsItItem): WhereIsItResponse {
  if (item.mode === 'build') {
    return { kind: 'build', object: item.target, cell: rightCells(item, item.scenes[0])[0], asked: askedOf(item) }
  }
  return {
    kind: 'pick',
    scene: item.scenes.findIndex((scene) => classifyScene(item, scene) === ''),
    asked: askedOf(item),
  }
}

const OBJECT_NAME: Record<SceneObject, WhereIsItMessageId> = {
  star: 'whereIsIt.object.star',
  box: 'whereIsIt.object.box',
  ball: 'whereIsIt.object.ball',
  moon: 'whereIsIt.object.moon',
  heart: 'whereIsIt.object.heart',
  tree: 'whereIsIt.object.tree',
  cup: 'whereIsIt.object.cup',
}
const CLAUSE: Record<RelationKind, WhereIsItMessageId> = {
  above: 'whereIsIt.clause.above',
  under: 'whereIsIt.clause.under',
  'next-to': 'whereIsIt.clause.nextTo',
  'left-of': 'whereIsIt.clause.leftOf',
  'right-of': 'whereIsIt.clause.rightOf',
  between: 'whereIsIt.clause.between',
}

/** The catalogue's words, handed in (index.ts), so this file loads without the catalogue (end-to-end tests). */
type Words = Translate<WhereIsItMessageId>

/** The object's name in the active language. */
export const objectName = (t: Words, object: SceneObject) => t(OBJECT_NAME[object])

export function instructionOf(t: Words, item: WhereIsItItem): string {
  const messages = { t }
  const clauses = item.relations.map((relation) =>
    messages.t(CLAUSE[relation.kind], {
      negated: relation.negated ? 'yes' : 'no',
      a: objectName(t, relation.refs[0]),
      b: relation.refs[1] ? objectName(t, relation.refs[1]) : '',
    }),
  )
  const values = { target: objectName(t, item.target), first: clauses[0], second: clauses[1], third: clauses[2] }
  if (item.mode === 'build') {
    return messages.t(
      clauses.length === 1 ? 'whereIsIt.instruction.buildOne' : 'whereIsIt.instruction.buildTwo',
      values,
    )
  }
  if (clauses.length === 1) return messages.t('whereIsIt.instruction.pickOne', values)
  return messages.t(clauses.length === 2 ? 'whereIsIt.instruction.pickTwo' : 'whereIsIt.instruction.pickThree', values)
}

/** The game's definition, speaking with the catalogue's `t` (the active language's words). */
export const defineWhereIsIt = (t: Words): GameDefinition<WhereIsItItem, WhereIsItResponse> => {
  const messages = { t }
  return {
    slug: 'where-is-it',
    maxLevel: WHERE_IS_IT_MAX_LEVEL,
    generate: generateWhereIsIt,
    score: scoreWhereIsIt,
    solve: solveWhereIsIt,
    instruction: (item) => instructionOf(t, item),
    levelLabel: (level) => messages.t('whereIsIt.level', { level: String(level) }),
    // Getters, so the therapist's words follow the active language.
    errorTypes: {
      get 'left-right'() {
        return messages.t('whereIsIt.error.leftRight')
      },
      get 'above-under'() {
        return messages.t('whereIsIt.error.aboveUnder')
      },
      get 'wrong-reference'() {
        return messages.t('whereIsIt.error.wrongReference')
      },
      get 'missed-relation'() {
        return messages.t('whereIsIt.error.missedRelation')
      },
      get negation() {
        return messages.t('whereIsIt.error.negation')
      },
      get 'wrong-object'() {
        return messages.t('whereIsIt.error.wrongObject')
      },
      get several() {
        return messages.t('whereIsIt.error.several')
      },
    },
  }
}
