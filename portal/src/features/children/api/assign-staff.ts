// PUT /api/admins/assign/{id}: a doctor and a therapist for the child (it becomes active).
import type { ChildRecord } from '@app/children/schema'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { childrenKey } from '../../../api/query-keys'
import { apiFetch } from '../../../lib/api'
import { childQueryKey } from './get-child'

export async function assignStaff(childId: string, staff: { doctorId: string; therapistId: string }) {
  const data = await apiFetch<{ child: ChildRecord }>(`/api/admins/assign/${encodeURIComponent(childId)}`, {
    method: 'PUT',
    body: staff,
  })
  return data.child
}

/** Assigns staff: the child's page shows the saved record at once; the centre's lists refresh (status changed). */
export function useAssignStaff() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ childId, staff }: { childId: string; staff: { doctorId: string; therapistId: string } }) =>
      assignStaff(childId, staff),
    onSuccess: async (child) => {
      queryClient.setQueryData(childQueryKey(child._id), child)
      await queryClient.invalidateQueries({
        queryKey: childrenKey,
        predicate: (query) => query.queryKey[1] !== 'child',
      })
    },
  })
}
