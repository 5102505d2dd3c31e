// Small pure formatting rules of the game reports, kept out of the components so they are tested alone.
import type { GameProgress } from '@app/games/schema'
import { activeIntlLocale } from '../../i18n/messages'

/** The Timer column: seconds with two decimals, written the active language's way ("75.50"). */
export function formatTimer(seconds: number): string {
  const value = Number.isFinite(seconds) ? seconds : 0
  return new Intl.NumberFormat(activeIntlLocale(), { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value)
}

/**
 * The values of the parent's card ("played 4 times this week, reached level 5"): `reached` is 'yes' only when
 * the child answered a level right this week (level 0 means none was).
 */
export function weekValues(thisWeek: GameProgress['thisWeek']) {
  const sessions = Math.max(0, Math.trunc(thisWeek.sessions))
  const level = Math.max(0, Math.trunc(thisWeek.levelReached))
  return { sessions, level, reached: sessions > 0 && level > 0 ? 'yes' : 'no' }
}
