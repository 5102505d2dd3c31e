import type { GameSlug } from '@app/games/schema'
import { gamesMessages } from './messages'

/** Each game's own name, shown while the catalogue's (edited in /admin) has not arrived or could not be read. */
export function gameNameOf(slug: GameSlug): string {
  const { t } = gamesMessages
  switch (slug) {
    case 'window-train':
      return t('games.name.windowTrain')
    case 'join-the-path':
      return t('games.name.joinThePath')
    case 'who-came-first':
      return t('games.name.whoCameFirst')
    case 'echo-drums':
      return t('games.name.echoDrums')
    case 'pattern-grid':
      return t('games.name.patternGrid')
    case 'where-is-it':
      return t('games.name.whereIsIt')
    case 'shape-detective':
      return t('games.name.shapeDetective')
    case 'picture-sentence-match':
      return t('games.name.pictureSentenceMatch')
  }
}
