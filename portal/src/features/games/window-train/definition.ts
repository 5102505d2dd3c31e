import type { GameDefinition } from '../engine/contract'
import { windowTrainMessages } from './messages'
import { generate, MAX_LEVEL, planOf, score, solve, type WindowTrainItem, type WindowTrainResponse } from './rules'

const { t } = windowTrainMessages

export const windowTrain: GameDefinition<WindowTrainItem, WindowTrainResponse> = {
  slug: 'window-train',
  maxLevel: MAX_LEVEL,
  generate,
  score,
  solve,
  instruction(item) {
    if (item.reverse) return t('windowTrain.instruction.reverse')
    if (item.kind === 'letter') return t('windowTrain.instruction.letter')
    if (item.kind === 'lookalike') return t('windowTrain.instruction.lookalike')
    return t('windowTrain.instruction.animal')
  },
  levelLabel(level) {
    const { span, reverse } = planOf(level)
    return reverse ? t('windowTrain.levelReverse', { span }) : t('windowTrain.level', { span })
  },
  errorTypes: {
    item: t('windowTrain.error.item'),
    order: t('windowTrain.error.order'),
  },
}
