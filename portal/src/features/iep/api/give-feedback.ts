// PUT /api/doctors/IEPfeedback/{childId}: the doctor's feedback on one month; the parent is e-mailed that the
// month's report is ready once the month also has the therapist's record (docs/api/iep.md).
import { IepFeedbackSchema, type IepWriteAnswer } from '@app/iep/schema'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import * as v from 'valibot'
import { apiFetch } from '../../../lib/api'
import { afterIepSaved } from './save-answer'

/** The doctor's feedback form: its one field, checked by the server's rule. */
export const FeedbackFormSchema = v.pick(IepFeedbackSchema, ['doctorFeedback'])

export interface FeedbackBody {
  iepId: string
  monthIndex: number
  doctorFeedback: string
  baseVersion: number
}

export function giveFeedback(childId: string, body: FeedbackBody): Promise<IepWriteAnswer> {
  return apiFetch<IepWriteAnswer>(`/api/doctors/IEPfeedback/${encodeURIComponent(childId)}`, { method: 'PUT', body })
}

export function useGiveFeedback(childId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: FeedbackBody) => giveFeedback(childId, body),
    onSuccess: (answer) => afterIepSaved(queryClient, childId, answer.iep),
  })
}
