// PUT /api/data/updateUser/{userId}: only the four editable fields are sent.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { parseUser, userQueryKey, type User } from '../../../api/get-user'
import { appointmentsKey, childrenKey } from '../../../api/query-keys'
import { apiFetch } from '../../../lib/api'
import type { ProfileFormValues } from './profile'

export async function updateProfile(userId: string, values: ProfileFormValues): Promise<User | null> {
  const { name, email, mobilenumber, address } = values
  const data = await apiFetch<unknown>(`/api/data/updateUser/${encodeURIComponent(userId)}`, {
    method: 'PUT',
    body: { name, email, mobilenumber, address },
  })
  try {
    return data && typeof data === 'object' && 'user' in data ? parseUser(data) : null
  } catch {
    return null
  }
}

/**
 * Saves the profile. The cached record becomes the saved one, so the header's name and the profile
 * change at once; lists that show the person's name or phone (children, appointments) refresh.
 */
export function useUpdateProfile() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ profile, values }: { profile: User; values: ProfileFormValues }) =>
      updateProfile(profile._id, values),
    onSuccess: async (updated, { profile, values }) => {
      const next: User = updated ?? { ...profile, ...values, role: profile.role }
      queryClient.setQueryData(userQueryKey(profile._id), next)
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: childrenKey }),
        queryClient.invalidateQueries({ queryKey: appointmentsKey }),
      ])
    },
  })
}
