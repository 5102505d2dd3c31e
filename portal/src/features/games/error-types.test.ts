import { GAME_SLUGS } from '@app/games/schema'
import { describe, expect, it } from 'vitest'
import { errorTypeLabel } from '../../lib/game-error-types'
import { GAME_LOADERS } from './registry'

// The reports read each game's error types from lib/game-error-types.ts, without the game's code; here every
// game's own definition is held against it, so the two can never say different things.
describe('every game’s error types reach the reports in the game’s words', () => {
  it.each(GAME_SLUGS)(
    '%s',
    async (slug) => {
      const load = GAME_LOADERS[slug]
      expect(load, `${slug} in the registry`).toBeDefined()
      const { definition } = (await load!()).default
      const declared = Object.entries(definition.errorTypes)
      expect(declared.length).toBeGreaterThan(0)
      for (const [errorType, words] of declared) expect(errorTypeLabel(slug, errorType)).toBe(words)
    },
    60_000,
  )
})
