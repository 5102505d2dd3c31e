import type { IepDto, IepMonthDto } from '@app/iep/schema'
import { ApiError } from '../../../lib/api'
import { iepMessages } from '../messages'

export const hidden = <span className="sr-only" />

/** A failed load's toast; a child the caller may not read (404) is said on the page instead. */
export const loadFailedToast = (error: unknown) =>
  error instanceof ApiError && error.status === 404 ? undefined : iepMessages.t('iep.loadFailed')

/** Which month a dialog is about, by ids, so it always shows the cache's latest copy of the plan. */
type MonthRef = { iepId: string; monthIndex: number }
export type Opened =
  { kind: 'edit' | 'performance' | 'update' | 'history'; ref: MonthRef } | { kind: 'progress'; iepId: string } | null

export function resolve(ieps: IepDto[] | undefined, ref: MonthRef): { iep: IepDto; month: IepMonthDto } | null {
  const iep = ieps?.find((item) => item._id === ref.iepId)
  const month = iep?.monthlyGoals.find((item) => item.monthIndex === ref.monthIndex)
  return iep && month ? { iep, month } : null
}
