import { describe, expect, it } from 'vitest'
import {
  MAX_LEVEL,
  generate,
  instruction,
  levelRule,
  score,
  sentenceText,
  solve,
  whoCameFirst,
  type WhoCameFirstItem,
  type WhoCameFirstResponse,
} from './who-came-first.rules'

const SEEDS = Array.from({ length: 300 }, (_, index) => (index * 2_654_435_761 + 17) >>> 0)
const LEVELS = Array.from({ length: MAX_LEVEL }, (_, index) => index + 1)

const answer = (item: WhoCameFirstItem, picks: string[]): WhoCameFirstResponse => ({
  ...solve(item),
  picks: picks as WhoCameFirstResponse['picks'],
})
const itemsAt = (level: number) => SEEDS.map((seed) => generate(seed, level))

describe('Who Came First?: generate', () => {
  it('gives the same item for the same seed and level, and varied items across seeds', () => {
    for (const level of LEVELS) expect(generate(777, level)).toEqual(generate(777, level))
    expect(new Set(itemsAt(2).map(sentenceText)).size).toBeGreaterThan(100)
  })

  it('names each animal once, each in its own colour, and shows them as cards never already in the answer order', () => {
    // Checked in plain code and asserted once: thousands of expect() calls are slow on a shared machine.
    const problems: string[] = []
    for (const level of LEVELS) {
      for (const item of itemsAt(level)) {
        const ids = item.mentioned.map((animal) => animal.id)
        const text = sentenceText(item)
        const fault =
          new Set(ids).size !== ids.length ||
          new Set(item.mentioned.map((animal) => animal.colour)).size !== ids.length ||
          [...item.choices].sort().join() !== [...ids].sort().join() ||
          (item.question === 'order' && item.choices.join() === item.answer.join()) ||
          item.mentioned.some((animal) => !text.includes(`${animal.colour} ${animal.id}`))
        if (fault) problems.push(`level ${level}: ${text} ${JSON.stringify(item)}`)
      }
    }
    expect(problems).toEqual([])
  })

  it('writes the sentence the example describes: "The red cat ran after the blue dog."', () => {
    const item: WhoCameFirstItem = {
      sentenceType: 'active',
      question: 'order',
      sentence: { kind: 'pair', template: 'ranAfter' },
      mentioned: [
        { id: 'cat', colour: 'red' },
        { id: 'dog', colour: 'blue' },
      ],
      answer: ['cat', 'dog'],
      orderDiffers: false,
      choices: ['dog', 'cat'],
    }
    expect(sentenceText(item)).toBe('The red cat ran after the blue dog.')
    expect(instruction(item)).toBe('Put the animals in the order of the sentence.')
  })
})

describe('Who Came First?: levels', () => {
  it('goes from two animals in order to three, a place in a line of three and four, who did it, then before/after', () => {
    expect(
      LEVELS.map((level) => `${levelRule(level).kind}/${levelRule(level).question}/${levelRule(level).animals}`),
    ).toEqual([
      'pair/order/2',
      'list/order/3',
      'list/position/3',
      'list/position/4',
      'doer/doer/2',
      'time/order/2',
      'time/order/3',
    ])
    expect(whoCameFirst.levelLabel(4)).toBe('Who was in a place? 4 animals')
    expect(whoCameFirst.levelLabel(7)).toBe('Before and after, 3 animals')
  })

  it('asks "who was second?" and the like, about every place in the line', () => {
    const places = new Set(itemsAt(4).map((item) => item.place))
    expect([...places].sort()).toEqual([1, 2, 3, 4])
    const second = itemsAt(3).find((item) => item.place === 2)!
    expect(instruction(second)).toBe('Who was second?')
    expect(second.answer).toEqual([second.mentioned[1].id])
  })

  it('mixes active and passive sentences; in a passive the doer is the animal named second', () => {
    const items = itemsAt(5)
    const passives = items.filter((item) => item.sentenceType === 'passive')
    const actives = items.filter((item) => item.sentenceType === 'active')
    expect(passives.length).toBeGreaterThan(100)
    expect(actives.length).toBeGreaterThan(100)
    for (const item of passives) {
      expect(sentenceText(item)).toMatch(/ was \w+ by the /)
      expect(item.answer).toEqual([item.mentioned[1].id])
    }
    for (const item of actives) expect(item.answer).toEqual([item.mentioned[0].id])
    const chase = passives.find((item) => item.sentence.kind === 'doer' && item.sentence.verb === 'chase')!
    expect(instruction(chase)).toBe('Who did the chasing?')
  })

  it('in before/after sentences, orders by events, which differ from the words in about half of them', () => {
    for (const level of [6, 7]) {
      const items = itemsAt(level)
      const differing = items.filter((item) => item.orderDiffers)
      expect(differing.length).toBeGreaterThan(100)
      expect(differing.length).toBeLessThan(200)
      for (const item of items) {
        const words = item.mentioned.map((animal) => animal.id)
        expect(item.orderDiffers).toBe(item.answer.join() !== words.join())
        expect(['before', 'after']).toContain(item.sentenceType)
        expect(instruction(item)).toBe('Put the animals in the order things happened.')
      }
    }
    const after = itemsAt(6).find((item) => item.sentence.kind === 'time' && item.sentence.template === 'after')!
    const [x, y] = after.mentioned
    expect(sentenceText(after)).toMatch(
      new RegExp(`^The ${x.colour} ${x.id} \\w+ after the ${y.colour} ${y.id} \\w+\\.$`),
    )
    expect(after.answer).toEqual([y.id, x.id])
  })
})

describe('Who Came First?: score and solve', () => {
  it('solves every generated item at every level, and the answer carries the sentence type for the trial log', () => {
    const problems: string[] = []
    for (const level of LEVELS) {
      for (const item of itemsAt(level)) {
        const response = solve(item)
        const fault =
          !score(item, response).correct ||
          response.sentenceType !== item.sentenceType ||
          response.question !== item.question ||
          response.orderDiffers !== item.orderDiffers
        if (fault) problems.push(`level ${level}: ${JSON.stringify(item)}`)
      }
    }
    expect(problems).toEqual([])
  })

  it('calls a swapped line an order error', () => {
    const item = generate(11, 2)
    const [a, b, c] = item.answer
    expect(score(item, answer(item, [b, a, c]))).toEqual({ correct: false, errorType: 'order' })
  })

  it('calls the order of the words, when the events ran otherwise, an order-of-mention error', () => {
    for (const level of [6, 7]) {
      const item = itemsAt(level).find((candidate) => candidate.orderDiffers)!
      const words = item.mentioned.map((animal) => animal.id)
      expect(score(item, answer(item, words))).toEqual({ correct: false, errorType: 'order-of-mention' })
    }
  })

  it('calls a wrong place a position error, and the one it was done to a doer error', () => {
    const place = generate(5, 3)
    const wrongPlace = place.mentioned.find((animal) => animal.id !== place.answer[0])!.id
    expect(score(place, answer(place, [wrongPlace]))).toEqual({ correct: false, errorType: 'position' })
    const passive = itemsAt(5).find((item) => item.sentenceType === 'passive')!
    expect(score(passive, answer(passive, [passive.mentioned[0].id]))).toEqual({ correct: false, errorType: 'doer' })
  })

  it('names every error type it records for the therapist', () => {
    expect(Object.keys(whoCameFirst.errorTypes).sort()).toEqual(['doer', 'order', 'order-of-mention', 'position'])
    for (const words of Object.values(whoCameFirst.errorTypes)) expect(words.length).toBeGreaterThan(5)
  })
})
