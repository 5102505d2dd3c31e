// POST /api/doctors/assignIEP/{childId}: the assigned doctor plans three months (docs/api/iep.md).
import type { IepWriteAnswer } from '@app/iep/schema'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiFetch } from '../../../lib/api'
import { afterIepSaved } from './save-answer'

export interface AssignIepBody {
  therapy: string
  startingYear: number
  startingMonth: number
  monthlyGoals: { target: string; goals: string[] }[]
  selectedMonths: number[]
}

export function assignIep(childId: string, body: AssignIepBody): Promise<IepWriteAnswer> {
  return apiFetch<IepWriteAnswer>(`/api/doctors/assignIEP/${encodeURIComponent(childId)}`, { method: 'POST', body })
}

export function useAssignIep(childId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: AssignIepBody) => assignIep(childId, body),
    onSuccess: (answer) => afterIepSaved(queryClient, childId, answer.iep),
  })
}
