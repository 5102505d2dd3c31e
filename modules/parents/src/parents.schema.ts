// The parent's home screen's answer (docs/api/parents.md): browser-safe, the portal reads the same types.
import type { NextVisitDto } from '@app/appointments/schema'
import type { ChildRecord } from '@app/children/schema'
import type { HomePracticeDto } from '@app/games/schema'
import type { CurrentGoalsDto } from '@app/iep/schema'

export type { CurrentGoalsDto, HomePracticeDto, NextVisitDto }

/** One child on the parent's home screen: the next visit, this month's goals, home practice, newest results. */
export interface ChildOverviewDto {
  _id: string
  name: string
  centreName: string
  /** The child's assigned therapist, '' when none is assigned yet. */
  therapistName: string
  /** The earliest pending, approved or arrived appointment from now (clinic time), or null. */
  nextVisit: NextVisitDto | null
  /** This month's goals, one entry per plan (therapy) that covers this month; [] when none. */
  goals: Array<Omit<CurrentGoalsDto, 'childId'>>
  /** The active games the therapist suggested for home; [] when none is suggested. */
  suggestedGames: HomePracticeDto['suggested']
  /** The newest results (LATEST_RESULTS_SHOWN), newest first; [] before the first game. */
  latestResults: HomePracticeDto['latestResults']
}

/** `GET /api/parents/overview`: the signed-in parent's children, newest first (as `GET /api/parents/children`). */
export interface ParentOverviewDto {
  children: ChildOverviewDto[]
  /**
   * The same children as `GET /api/parents/children` answers them (the home's list below the cards), so the home
   * asks one read, not two: on a phone each request waits for one of six connections (decision 067).
   */
  records: ChildRecord[]
}
