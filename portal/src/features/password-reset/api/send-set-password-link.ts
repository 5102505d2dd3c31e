import { useMutation } from '@tanstack/react-query'
import { apiFetch } from '../../../lib/api'

/** POST /api/admins/send-set-password-link/:userId: e-mails a parent of the admin's centre a set-password link. */
export async function sendSetPasswordLink(userId: string): Promise<{ message: string }> {
  return apiFetch<{ message: string }>(`/api/admins/send-set-password-link/${encodeURIComponent(userId)}`, {
    method: 'POST',
  })
}

export function useSendSetPasswordLink() {
  return useMutation({ mutationFn: sendSetPasswordLink })
}
