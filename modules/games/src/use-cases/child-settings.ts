// A child's play settings, read and saved by the parent and the assigned therapist (docs/api/games.md).
import type { TokenUser } from '@app/platform'
import type { GamesDeps } from '../games.deps.ts'
import {
  DEFAULT_PLAY_SETTINGS,
  STALE_SETTINGS_MESSAGE,
  type ChildPlaySettings,
  type PlaySettings,
  type SaveChildSettings,
} from '../games.schema.ts'
import { childFor } from './load-child.ts'
import { saveChildRow } from './save-child-row.ts'

/** The settings a save may change, each merged on its own (docs/api/games.md, "Two adults at once"). */
const PLAY_SETTING_FIELDS = [
  'sound',
  'motion',
  'celebration',
  'targetSize',
  'highContrast',
] as const satisfies ReadonlyArray<keyof PlaySettings>

/** The child's play settings (the defaults until saved) and their version. */
export async function readSettings(
  deps: GamesDeps,
  actor: TokenUser,
  input: { childId: string },
): Promise<ChildPlaySettings> {
  // access, load
  const child = await childFor(deps, actor, 'read-settings', input.childId)
  const row = await deps.repository.childPlan(child._id)
  return { ...(row.settings ?? DEFAULT_PLAY_SETTINGS), version: row.version }
}

/**
 * Saves the settings the user changed on top of the child's current ones: a setting someone else changed since
 * `baseVersion` is refused (409), any other is kept with theirs.
 */
export async function saveSettings(
  deps: GamesDeps,
  actor: TokenUser,
  input: { childId: string } & SaveChildSettings,
): Promise<ChildPlaySettings> {
  // access, load
  const child = await childFor(deps, actor, 'save-settings', input.childId)
  // rule, write (saveChildRow)
  const saved = await saveChildRow<PlaySettings>(deps, actor, {
    childId: child._id,
    baseVersion: input.baseVersion,
    staleMessage: STALE_SETTINGS_MESSAGE,
    merge: (row) => ({
      fields: PLAY_SETTING_FIELDS,
      mine: Object.fromEntries(PLAY_SETTING_FIELDS.map((field) => [field, input[field]])) as Partial<PlaySettings>,
      theirs: row.settings ?? DEFAULT_PLAY_SETTINGS,
    }),
    write: (next) => ({ settings: next }),
  })
  return { ...(saved.row.settings ?? DEFAULT_PLAY_SETTINGS), ...saved.write.settings, version: saved.version }
}
