// PUT /api/therapists/updateIEPperformance/{childId} (JSON): the therapist's performance per goal, feedback and
// the session video a finished tus upload stored (`videoFileId`) (docs/api/iep.md).
import { IepPerformanceSchema, type IepWriteAnswer } from '@app/iep/schema'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import * as v from 'valibot'
import { apiFetch } from '../../../lib/api'
import { afterIepSaved } from './save-answer'

const { performance, therapistFeedback, videoDescription } = IepPerformanceSchema.entries

/**
 * The therapist's month form: a % typed per goal ('' for "the mean of the session entries", null on the wire),
 * the feedback and the new video's description, each checked by the server's own rule.
 */
export const PerformanceFormSchema = v.object({
  performance: v.pipe(
    v.array(v.string()),
    v.transform((typed): unknown => typed.map((value) => (value.trim() === '' ? null : Number(value)))),
    performance,
  ),
  therapistFeedback,
  videoDescription,
})

export interface PerformanceBody {
  iepId: string
  monthIndex: number
  /** One per short-term goal: a % (0–100), or null for "the mean of the session entries". */
  performance: (number | null)[]
  therapistFeedback: string
  videoFileId?: string
  videoDescription?: string
  baseVersion: number
}

export function savePerformance(childId: string, body: PerformanceBody): Promise<IepWriteAnswer> {
  return apiFetch<IepWriteAnswer>(`/api/therapists/updateIEPperformance/${encodeURIComponent(childId)}`, {
    method: 'PUT',
    body,
  })
}

export function useSavePerformance(childId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: PerformanceBody) => savePerformance(childId, body),
    onSuccess: (answer) => afterIepSaved(queryClient, childId, answer.iep),
  })
}
