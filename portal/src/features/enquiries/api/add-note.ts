// POST /api/admins/jwl-enquiries/{referenceId}/notes: a note in the enquiry's activity log (docs/api/enquiries.md).
import type { EnquiryDto } from '@app/enquiries/schema'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiFetch } from '../../../lib/api'
import { afterEnquiryChanged } from './update-follow-up'

export function addEnquiryNote(referenceId: string, text: string): Promise<{ message: string; enquiry: EnquiryDto }> {
  return apiFetch(`/api/admins/jwl-enquiries/${encodeURIComponent(referenceId)}/notes`, {
    method: 'POST',
    body: { text },
  })
}

export function useAddEnquiryNote(referenceId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (text: string) => addEnquiryNote(referenceId, text),
    onSuccess: (answer) => afterEnquiryChanged(queryClient, answer.enquiry),
  })
}
