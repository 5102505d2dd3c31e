// PUT /api/doctors/updateIEP/{childId}: the doctor changes one month's long-term and short-term goals; a stale
// `baseVersion` that overlaps a newer save answers 409 (docs/api/iep.md).
import { MonthGoalsSchema, type IepWriteAnswer } from '@app/iep/schema'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import * as v from 'valibot'
import { apiFetch } from '../../../lib/api'
import type { GoalGameTarget } from '../game-targets'
import { afterIepSaved } from './save-answer'

/** The Edit month form: the month's goals as typed (`month`), checked by the server's rule for Month `n`. */
export const editMonthFormSchema = (n: number) => v.object({ month: MonthGoalsSchema(n) })

export interface UpdateIepMonthBody {
  iepId: string
  monthIndex: number
  /** `goalGames`: the short-term goals' learning-game targets (docs/api/iep.md, "Game targets"). */
  monthlyGoals: { target: string; goals: string[]; goalGames?: GoalGameTarget[] }
  baseVersion: number
}

export function updateIepMonth(childId: string, body: UpdateIepMonthBody): Promise<IepWriteAnswer> {
  return apiFetch<IepWriteAnswer>(`/api/doctors/updateIEP/${encodeURIComponent(childId)}`, { method: 'PUT', body })
}

export function useUpdateIepMonth(childId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: UpdateIepMonthBody) => updateIepMonth(childId, body),
    onSuccess: (answer) => afterIepSaved(queryClient, childId, answer.iep),
  })
}
