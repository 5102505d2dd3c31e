import english from '../../../locales/en/windowTrain.json'
import { registerMessages } from '../../../i18n/messages'
import type { TrayItem } from './rules'

/** Window Train's words: instructions, the train, the tray and the items' names. */
export const windowTrainMessages = registerMessages(english)

/** An item's name as a person reads or hears it ("cat", "triangle pointing up", "letter C"). */
export function itemName(item: TrayItem): string {
  const { t } = windowTrainMessages
  if (item.kind === 'letter') return t('windowTrain.letter', { letter: item.value })
  switch (item.value) {
    case 'cat':
      return t('windowTrain.item.cat')
    case 'bear':
      return t('windowTrain.item.bear')
    case 'rabbit':
      return t('windowTrain.item.rabbit')
    case 'mouse':
      return t('windowTrain.item.mouse')
    case 'pig':
      return t('windowTrain.item.pig')
    case 'frog':
      return t('windowTrain.item.frog')
    case 'owl':
      return t('windowTrain.item.owl')
    case 'fox':
      return t('windowTrain.item.fox')
    case 'triangle-up':
      return t('windowTrain.item.triangleUp')
    case 'triangle-down':
      return t('windowTrain.item.triangleDown')
    case 'triangle-left':
      return t('windowTrain.item.triangleLeft')
    case 'triangle-right':
      return t('windowTrain.item.triangleRight')
    case 'circle':
      return t('windowTrain.item.circle')
    case 'ring':
      return t('windowTrain.item.ring')
    case 'half-circle':
      return t('windowTrain.item.halfCircle')
    default:
      return t('windowTrain.item.square')
  }
}
