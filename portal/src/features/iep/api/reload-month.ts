// After a stale save (409): the child's IEPs are loaded again and the month's current version read from them, so
// the dialog can show what was saved meanwhile and save on top of it, keeping what the user typed.
import type { IepDto, IepMonthDto } from '@app/iep/schema'
import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { iepsQueryKey } from './get-ieps'

export function useReloadMonth(childId: string) {
  const queryClient = useQueryClient()
  return useCallback(
    async (iepId: string, monthIndex: number): Promise<IepMonthDto | null> => {
      await queryClient.refetchQueries({ queryKey: iepsQueryKey(childId) })
      for (const [, list] of queryClient.getQueriesData<IepDto[]>({ queryKey: iepsQueryKey(childId) })) {
        const month = list?.find((iep) => iep._id === iepId)?.monthlyGoals.find((m) => m.monthIndex === monthIndex)
        if (month) return month
      }
      return null
    },
    [childId, queryClient],
  )
}
