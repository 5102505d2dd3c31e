// PUT /api/admins/jwl-enquiries/{referenceId}/follow-up: the stage (with a reason for Not proceeding), the owner,
// or the assessment booked from it; each change is logged (docs/api/enquiries.md).
import type { EnquiryDto, FollowUpInput } from '@app/enquiries/schema'
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { apiFetch } from '../../../lib/api'
import { enquiryKeys } from './keys'

export type FollowUpBody = Partial<FollowUpInput>

export function updateFollowUp(
  referenceId: string,
  body: FollowUpBody,
): Promise<{ message: string; enquiry: EnquiryDto }> {
  return apiFetch(`/api/admins/jwl-enquiries/${encodeURIComponent(referenceId)}/follow-up`, { method: 'PUT', body })
}

/** After a change: the details take the answer as it is, the lists and the New count reload. */
export function afterEnquiryChanged(queryClient: QueryClient, enquiry: EnquiryDto): Promise<void> {
  queryClient.setQueryData(enquiryKeys.detail(enquiry.referenceId), enquiry)
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: [...enquiryKeys.all, 'list'] }),
    queryClient.invalidateQueries({ queryKey: [...enquiryKeys.all, 'new-count'] }),
  ]).then(() => undefined)
}

export function useUpdateFollowUp(referenceId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: FollowUpBody) => updateFollowUp(referenceId, body),
    onSuccess: (answer) => afterEnquiryChanged(queryClient, answer.enquiry),
  })
}
