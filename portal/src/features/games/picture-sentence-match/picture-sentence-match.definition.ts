// Picture–Sentence Match in words: the sentences, the instruction, the level names and the error types, from the
// game's message catalogue, and the definition the engine plays.
import type { GameDefinition } from '../engine/contract'
import { pictureSentenceMatchMessages } from './messages'
import {
  generate,
  MAX_LEVEL,
  planOf,
  score,
  solve,
  type Detail,
  type PictureSentenceItem,
  type PictureSentenceResponse,
  type Sentence,
} from './picture-sentence-match.rules'

const t = pictureSentenceMatchMessages.t

/** A sentence in words: the template with each named detail's words. */
export function sentenceText(sentence: Sentence): string {
  const { who, where, what, weather } = sentence.claims
  const words = {
    who: who && t('pictureSentenceMatch.who', { who }),
    where: where && t('pictureSentenceMatch.where', { where }),
    what: what && t('pictureSentenceMatch.what', { what }),
    weather: weather && t('pictureSentenceMatch.weather', { weather }),
  }
  switch (sentence.template) {
    case 'whoWhat':
      return t('pictureSentenceMatch.sentence.whoWhat', words)
    case 'whoWhatWhere':
      return t('pictureSentenceMatch.sentence.whoWhatWhere', words)
    case 'full':
      return t('pictureSentenceMatch.sentence.full', words)
    case 'weatherFirst':
      return t('pictureSentenceMatch.sentence.weatherFirst', words)
    case 'whoWhere':
      return t('pictureSentenceMatch.sentence.whoWhere', words)
    case 'whatWeather':
      return t('pictureSentenceMatch.sentence.whatWeather', words)
    case 'weather':
      return t('pictureSentenceMatch.sentence.weather', words)
    case 'what':
      return t('pictureSentenceMatch.sentence.what', words)
  }
}

export function instruction(item: PictureSentenceItem): string {
  if (item.kind === 'sentences') return t('pictureSentenceMatch.instruction.sentences')
  return item.text.length === 1
    ? t('pictureSentenceMatch.instruction.scenes')
    : t('pictureSentenceMatch.instruction.text')
}

export function levelLabel(level: number): string {
  const plan = planOf(level)
  if (plan.kind === 'sentences') return t('pictureSentenceMatch.level.sentences', { count: plan.options })
  if (plan.templates.length === 1) return t('pictureSentenceMatch.level.scenes', { count: plan.options })
  return t('pictureSentenceMatch.level.text', { lines: plan.templates.length, count: plan.options })
}

/** The error types, one per detail a wrong choice overlooked; getters so they follow the active language. */
export const ERROR_TYPES: Record<Detail, string> = {
  get who() {
    return t('pictureSentenceMatch.error.who')
  },
  get where() {
    return t('pictureSentenceMatch.error.where')
  },
  get what() {
    return t('pictureSentenceMatch.error.what')
  },
  get weather() {
    return t('pictureSentenceMatch.error.weather')
  },
}

export const definition: GameDefinition<PictureSentenceItem, PictureSentenceResponse> = {
  slug: 'picture-sentence-match',
  maxLevel: MAX_LEVEL,
  generate,
  score,
  solve,
  instruction,
  levelLabel,
  errorTypes: ERROR_TYPES,
}
