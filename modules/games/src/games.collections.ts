import type { CollectionConfig, FieldAccess } from 'payload'
import { localized } from '@app/platform/localized'
import { anyone, isCmsUser, isSuperadmin, isSuperadminField, superadminOnly } from '@app/platform/payload-access'
import {
  GAME_GROUP_OF,
  GAME_SLUGS,
  GAME_STATUSES,
  PLAY_PLACES,
  SESSION_STATUSES,
  type GameSlug,
} from './games.schema.ts'

export const GAMES_SLUG = 'games'
export const GAME_SESSIONS_SLUG = 'game-sessions'
export const GAME_TRIALS_SLUG = 'game-trials'
export const GAME_CHILD_PLANS_SLUG = 'game-child-plans'

const hiddenUnlessSuperadmin = ({ user }: { user: unknown }) =>
  (user as { role?: string } | null)?.role !== 'superadmin'
/** The slug and group are code (the game's folder and its PASS group): set once by the seed, never edited. */
const setOnce: { create: FieldAccess; update: FieldAccess } = { create: isSuperadminField, update: () => false }
const isGameSlug = (value: unknown): value is GameSlug =>
  typeof value === 'string' && (GAME_SLUGS as readonly string[]).includes(value)

/**
 * The catalogue: the eight games written in this project (games.md). Name, description, picture and
 * active/inactive are content, edited by editors and superadmins in /admin with no deploy (decisions 015,
 * 020); the slug and group are code, read-only there. Only a superadmin may add or remove one (the seed
 * puts back a removed game on the next start).
 */
export const Games: CollectionConfig = {
  slug: GAMES_SLUG,
  labels: { singular: 'Learning game', plural: 'Learning games' },
  access: { read: anyone, create: isSuperadmin, update: isCmsUser, delete: isSuperadmin },
  defaultSort: 'sortOrder',
  admin: {
    group: 'Games',
    useAsTitle: 'name',
    defaultColumns: ['name', 'status', 'group', 'slug'],
    description:
      'The learning games on /games. Switch a game to inactive to take it off the game picker; results already kept stay in the reports.',
  },
  hooks: {
    // The group always follows the slug (GAME_GROUP_OF), whoever writes: the picker's two groups are the code's.
    beforeChange: [
      ({ data }) => {
        if (data && isGameSlug(data.slug)) {
          data.group = GAME_GROUP_OF[data.slug]
          data.sortOrder = GAME_SLUGS.indexOf(data.slug) + 1
        }
        return data
      },
    ],
  },
  fields: [
    // The name and description are read in the portal's language (decision 063): required in English only.
    localized({ name: 'name', type: 'text', required: true, maxLength: 80 }),
    localized({
      name: 'description',
      type: 'textarea',
      required: true,
      maxLength: 400,
      admin: { description: 'One or two calm sentences for the card on /games.' },
    }),
    {
      name: 'picture',
      type: 'upload',
      relationTo: 'media',
      admin: { description: 'Shown on the card; leave empty for a plain card.' },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'active',
      index: true,
      options: GAME_STATUSES.map((value) => ({ label: value === 'active' ? 'Active' : 'Inactive', value })),
    },
    {
      name: 'slug',
      type: 'text',
      required: true,
      unique: true,
      maxLength: 40,
      access: setOnce,
      validate: (value: unknown) => (isGameSlug(value) ? true : `One of: ${GAME_SLUGS.join(', ')}`),
      admin: { readOnly: true, position: 'sidebar', description: 'The game’s code and play address; not editable.' },
    },
    {
      name: 'group',
      type: 'number',
      min: 1,
      max: 2,
      access: setOnce,
      admin: { readOnly: true, position: 'sidebar', description: '1 Successive, 2 Simultaneous Processing.' },
    },
    { name: 'sortOrder', type: 'number', access: setOnce, admin: { hidden: true } },
  ],
}

/**
 * One played session, started by the game with its own UUID (`sessionId`, unique: a retried start stores
 * nothing twice). Its Tries, Timer and level reached are derived from its trials (docs/decisions/026).
 */
export const GameSessions: CollectionConfig = {
  slug: GAME_SESSIONS_SLUG,
  admin: { useAsTitle: 'sessionId', hidden: hiddenUnlessSuperadmin },
  access: superadminOnly,
  // The reports page a child's sessions newest first; the start level reads a child's last session of a game.
  indexes: [{ fields: ['child', 'datePlayed'] }, { fields: ['child', 'game', 'datePlayed'] }],
  fields: [
    { name: 'sessionId', type: 'text', required: true, unique: true, maxLength: 36 },
    { name: 'game', type: 'relationship', relationTo: GAMES_SLUG, required: true },
    { name: 'child', type: 'relationship', relationTo: 'children', required: true },
    { name: 'player', type: 'relationship', relationTo: 'users', required: true },
    { name: 'playerRole', type: 'select', required: true, options: ['therapist', 'parent'] },
    { name: 'place', type: 'select', required: true, options: [...PLAY_PLACES] },
    { name: 'datePlayed', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
    /** "stopped" until the game ends it completed: a tab closed mid-session reads as stopped. */
    { name: 'status', type: 'select', required: true, defaultValue: 'stopped', options: [...SESSION_STATUSES] },
    { name: 'startLevel', type: 'number', required: true, min: 1 },
    /** The elapsedSeconds the end carried; empty while it never ended. */
    { name: 'endSeconds', type: 'number', min: 0 },
  ],
}

/** One trial of a session. `trialKey` ("<sessionId>:<index>") is unique: a retried send stores nothing twice. */
export const GameTrials: CollectionConfig = {
  slug: GAME_TRIALS_SLUG,
  admin: { useAsTitle: 'trialKey', hidden: hiddenUnlessSuperadmin },
  access: { ...superadminOnly, create: () => false, update: () => false },
  fields: [
    { name: 'session', type: 'relationship', relationTo: GAME_SESSIONS_SLUG, required: true, index: true },
    { name: 'index', type: 'number', required: true, min: 0 },
    { name: 'trialKey', type: 'text', required: true, unique: true, maxLength: 48 },
    { name: 'level', type: 'number', required: true, min: 1 },
    { name: 'seed', type: 'number', required: true, min: 0 },
    { name: 'response', type: 'json' },
    { name: 'correct', type: 'checkbox', required: true, defaultValue: false },
    { name: 'errorType', type: 'text', maxLength: 40 },
    { name: 'responseMs', type: 'number', required: true, min: 0 },
    { name: 'replays', type: 'number', required: true, min: 0 },
    { name: 'elapsedSeconds', type: 'number', required: true, min: 0 },
  ],
}

/** A child's play settings and the therapist's plan (home games, start levels): one row per child. */
export const GameChildPlans: CollectionConfig = {
  slug: GAME_CHILD_PLANS_SLUG,
  admin: { useAsTitle: 'child', hidden: hiddenUnlessSuperadmin },
  access: superadminOnly,
  fields: [
    { name: 'child', type: 'relationship', relationTo: 'children', required: true, unique: true },
    /** PlaySettings, or empty until saved once. */
    { name: 'settings', type: 'json' },
    /** Game ids suggested for home practice; [] means every active game. */
    { name: 'homeGames', type: 'json' },
    /** { [slug]: level } */
    { name: 'startLevels', type: 'json' },
    /**
     * Goes up by one with each save of settings or plan. A save names the version it started from and is written
     * only while the row is still at the version it read (docs/api/games.md, "Two adults at once").
     */
    { name: 'version', type: 'number', required: true, defaultValue: 0, min: 0 },
    /** Per field (sound, motion, …, homeGameIds, startLevels): { version, role, by } of the save that last changed it. */
    { name: 'fieldChanges', type: 'json' },
  ],
}

export const gamesCollections = [Games, GameSessions, GameTrials, GameChildPlans]
