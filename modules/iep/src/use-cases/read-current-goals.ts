import type { TokenUser } from '@app/platform'
import { clinicToday } from '@app/platform/clinic-time'
import { mayOnChild, type ChildForAccess } from '../iep.access.ts'
import type { IepDeps } from '../iep.deps.ts'
import type { StoredEntry, StoredIep, StoredVersion } from '../iep.repository.ts'
import { calendarMonthOf, monthsFrom, newestFirst } from '../iep.rules.ts'
import type { CurrentGoalsDto } from '../iep.schema.ts'

/**
 * The latest percentage of each goal of a month: the newest dated session entry for the goal (the therapist's
 * latest word), else the month's recorded performance, else null. Pure.
 */
export function latestPercents(version: StoredVersion, entries: readonly StoredEntry[]): Array<number | null> {
  return version.goals.map((_, goalIndex) => {
    const own = entries
      .filter((entry) => entry.goalIndex === goalIndex)
      .sort((a, b) => b.date.localeCompare(a.date) || b.createdAt.localeCompare(a.createdAt))
    return own[0]?.percent ?? version.performance[goalIndex] ?? null
  })
}

/**
 * The goals of this month (clinic time) of the given children's plans, for whoever may read each child's plans
 * (a child the actor may not read is left out, as if it had none). The children arrive loaded (the parents
 * module's overview already has them), so this is three queries for any number of children: the plans, their
 * versions, their entries.
 */
export async function readCurrentGoals(
  deps: IepDeps,
  actor: TokenUser,
  { children }: { children: ReadonlyArray<ChildForAccess & { _id: string }> },
): Promise<CurrentGoalsDto[]> {
  // access
  const readable = children.filter((child) => mayOnChild(actor, 'read', child)).map((child) => child._id)
  if (readable.length === 0) return []
  // load
  const { month, year } = calendarMonthOf(clinicToday(deps.clock()))
  const thisMonth = (iep: StoredIep) =>
    monthsFrom(iep.startingMonth, iep.startingYear).findIndex((m) => m.month === month && m.year === year)
  const plans = (await deps.repository.listByChildren(readable))
    .map((iep) => ({ iep, monthIndex: thisMonth(iep) }))
    .filter(({ monthIndex }) => monthIndex >= 0)
  if (plans.length === 0) return []
  const ids = plans.map(({ iep }) => iep._id)
  const [versions, entries] = await Promise.all([deps.repository.versionsOf(ids), deps.repository.entriesOf(ids)])
  // rule: the month's current version (its goals); a month with no goals yet shows none
  return plans.flatMap(({ iep, monthIndex }) => {
    const [latest] = newestFirst(versions.filter((x) => x.iepId === iep._id && x.monthIndex === monthIndex))
    if (!latest || latest.goals.length === 0) return []
    const monthEntries = entries.filter((e) => e.iepId === iep._id && e.monthIndex === monthIndex)
    const percents = latestPercents(latest, monthEntries)
    return [
      {
        iepId: iep._id,
        childId: iep.childId,
        therapy: iep.therapy,
        therapistName: iep.therapistName,
        month,
        year,
        goals: latest.goals.map((goal, index) => ({ goal, percent: percents[index] })),
      },
    ]
  })
}
