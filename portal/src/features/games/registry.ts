import type { GameSlug } from '@app/games/schema'
import type { GameModule } from './engine/contract'

/**
 * Each game's chunk, loaded only when its play screen opens (opening one game downloads only that game). A game
 * adds its one line here when its folder is written.
 */
export const GAME_LOADERS: Partial<Record<GameSlug, () => Promise<{ default: GameModule }>>> = {
  'join-the-path': () => import('./join-the-path/index.ts') as Promise<{ default: GameModule }>,
  'who-came-first': () => import('./who-came-first/index.ts') as Promise<{ default: GameModule }>,
}
