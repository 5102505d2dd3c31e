// PUT /api/admins/archive-jwl-enquiry: archives an enquiry (by reference id; the product rules' `{parentEmail}`
// archives every active one of that parent). Idempotent; archiving is not deletion (docs/api/enquiries.md).
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiFetch } from '../../../lib/api'
import { enquiryKeys } from './keys'

export interface ArchiveAnswer {
  message: string
  referenceIds: string[]
}

export function archiveEnquiry(target: { referenceId: string } | { parentEmail: string }): Promise<ArchiveAnswer> {
  return apiFetch<ArchiveAnswer>('/api/admins/archive-jwl-enquiry', { method: 'PUT', body: target })
}

export function useArchiveEnquiry() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (referenceId: string) => archiveEnquiry({ referenceId }),
    // Lists, details and the New count all change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: enquiryKeys.all }),
  })
}
