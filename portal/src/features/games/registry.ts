import type { GameSlug } from '@app/games/schema'
import type { GameModule } from './engine/contract'

/**
 * Each game's chunk, loaded only when its play screen opens (opening one game downloads only that game). A game
 * adds its one line here when its folder is written; each folder's index.ts default-exports `defineGame(...)`.
 */
export const GAME_LOADERS: Partial<Record<GameSlug, () => Promise<{ default: GameModule }>>> = {
  'window-train': () => import('./window-train'),
  'join-the-path': () => import('./join-the-path'),
  'who-came-first': () => import('./who-came-first'),
  'echo-drums': () => import('./echo-drums'),
  'pattern-grid': () => import('./pattern-grid'),
  'where-is-it': () => import('./where-is-it'),
  'shape-detective': () => import('./shape-detective'),
  'picture-sentence-match': () => import('./picture-sentence-match'),
}
