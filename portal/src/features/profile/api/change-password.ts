// PUT /api/data/changePassword/{userId}. A wrong current password answers 400 with its own message.
import { useMutation } from '@tanstack/react-query'
import { apiFetch } from '../../../lib/api'
import type { ChangePasswordValues } from './profile'

export async function changePassword(userId: string, values: ChangePasswordValues): Promise<void> {
  await apiFetch(`/api/data/changePassword/${encodeURIComponent(userId)}`, {
    method: 'PUT',
    body: { currentPassword: values.currentPassword, newPassword: values.newPassword },
  })
}

/** Changes the password; the server ends every session, so the screen signs out shortly after. */
export function useChangePassword() {
  return useMutation({
    mutationFn: ({ userId, values }: { userId: string; values: ChangePasswordValues }) =>
      changePassword(userId, values),
  })
}
