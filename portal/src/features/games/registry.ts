import type { GameSlug } from '@app/games/schema'
import type { GameModule } from './engine/contract'

/**
 * Each game's chunk, loaded only when its play screen opens (opening one game downloads only that game). A game
 * adds its one line here when its folder is written.
 */
export const GAME_LOADERS: Partial<Record<GameSlug, () => Promise<{ default: GameModule }>>> = {
  'window-train': () => import('./window-train'),
  'picture-sentence-match': () => import('./picture-sentence-match'),
}
