import type { GameSlug } from './games.schema.ts'

/**
 * The eight games of the catalogue as first seeded (games.md, "Eight games"): names from there, descriptions
 * in our own words for the cards on /games. Editors change them in /admin afterwards; the seed never does.
 */
export const GAMES_SEED: ReadonlyArray<{ slug: GameSlug; name: string; description: string }> = [
  {
    slug: 'window-train',
    name: 'Window Train',
    description: 'The windows of a little train light up one by one. Remember what you saw and put it back in order.',
  },
  {
    slug: 'join-the-path',
    name: 'Join the Path',
    description: 'Look at the shapes in the strip, then join them in the same order, one tap at a time.',
  },
  {
    slug: 'who-came-first',
    name: 'Who Came First?',
    description: 'Listen to a short sentence about some animals, then show who came first, second and next.',
  },
  {
    slug: 'echo-drums',
    name: 'Echo Drums',
    description: 'The drums play a little tune with lights. Play it back in the same order, at your own pace.',
  },
  {
    slug: 'pattern-grid',
    name: 'Pattern Grid',
    description: 'Look across the rows and down the columns, then choose the picture that fills the empty square.',
  },
  {
    slug: 'where-is-it',
    name: 'Where Is It?',
    description: 'Hear where things are (under, next to, between) and find the picture that matches.',
  },
  {
    slug: 'shape-detective',
    name: 'Shape Detective',
    description: 'Study a shape for as long as you like, then find the design it is hiding in.',
  },
  {
    slug: 'picture-sentence-match',
    name: 'Picture–Sentence Match',
    description: 'Look at the picture carefully and choose the sentence that tells it exactly.',
  },
]

/**
 * Demo results (development only): a fortnight of sessions of two games for the demo child, at the clinic and
 * at home, so the Game Reports and progress screens have something in them. [slug, days ago, place, trials as
 * [level, correct, errorType]].
 */
export const DEMO_SESSIONS: ReadonlyArray<
  [GameSlug, number, 'clinic' | 'home', ReadonlyArray<[number, boolean, string]>]
> = [
  [
    'window-train',
    13,
    'clinic',
    [
      [1, true, ''],
      [2, true, ''],
      [2, false, 'order'],
      [2, true, ''],
      [3, false, 'item'],
    ],
  ],
  [
    'window-train',
    10,
    'home',
    [
      [1, true, ''],
      [2, true, ''],
      [3, false, 'order'],
      [2, true, ''],
      [3, true, ''],
    ],
  ],
  [
    'pattern-grid',
    8,
    'clinic',
    [
      [1, true, ''],
      [2, false, 'row-only'],
      [1, true, ''],
      [2, true, ''],
      [2, true, ''],
    ],
  ],
  [
    'window-train',
    6,
    'clinic',
    [
      [2, true, ''],
      [3, true, ''],
      [3, true, ''],
      [4, false, 'order'],
      [3, true, ''],
    ],
  ],
  [
    'pattern-grid',
    3,
    'home',
    [
      [1, true, ''],
      [2, true, ''],
      [3, false, 'look-alike'],
      [2, true, ''],
    ],
  ],
  [
    'window-train',
    1,
    'home',
    [
      [2, true, ''],
      [3, true, ''],
      [4, true, ''],
      [4, false, 'item'],
    ],
  ],
]

/** The games the demo therapist suggests for home practice (development only), in the order the parent sees them. */
export const DEMO_HOME_PRACTICE: ReadonlyArray<GameSlug> = ['window-train', 'pattern-grid']
