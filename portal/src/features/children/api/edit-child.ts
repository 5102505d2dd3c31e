// PUT /api/parents/edit-child-details/{id}: the five editable fields only.
import type { ChildRecord, EditChildValues } from '@app/children/schema'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { appointmentsKey, childrenKey } from '../../../api/query-keys'
import { apiFetch } from '../../../lib/api'
import { ownChildQueryKey } from './get-own-child'

export async function editChild(childId: string, values: EditChildValues): Promise<ChildRecord> {
  const { name, dob, gender, schoolName, schoolBoard } = values
  const data = await apiFetch<{ child: ChildRecord }>(
    `/api/parents/edit-child-details/${encodeURIComponent(childId)}`,
    {
      method: 'PUT',
      body: { name, dob, gender, schoolName, schoolBoard },
    },
  )
  return data.child
}

/** Saves the parent's edit: the child's page shows the saved record at once; lists naming the child refresh. */
export function useEditChild() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ childId, values }: { childId: string; values: EditChildValues }) => editChild(childId, values),
    onSuccess: async (child) => {
      queryClient.setQueryData(ownChildQueryKey(child._id), child)
      await Promise.all([
        queryClient.invalidateQueries({
          queryKey: childrenKey,
          predicate: (query) => query.queryKey[1] !== 'own-child',
        }),
        queryClient.invalidateQueries({ queryKey: appointmentsKey }),
      ])
    },
  })
}
