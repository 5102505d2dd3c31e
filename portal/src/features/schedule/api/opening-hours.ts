// GET and PUT /api/centres/{centreId}/opening-hours: the centre's week (docs/api/schedule.md).
import type { OpeningDay, OpeningHoursDto } from '@app/schedule/schema'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiFetch } from '../../../lib/api'
import { refreshAfterScheduleChange, scheduleKeys } from './keys'

const path = (centreId: string) => `/api/centres/${encodeURIComponent(centreId)}/opening-hours`

export function getOpeningHours(centreId: string, signal?: AbortSignal): Promise<OpeningHoursDto> {
  return apiFetch<OpeningHoursDto>(path(centreId), { signal })
}

export function useOpeningHours(centreId: string) {
  return useQuery({
    queryKey: scheduleKeys.openingHours(centreId),
    queryFn: ({ signal }) => getOpeningHours(centreId, signal),
    enabled: Boolean(centreId),
  })
}

export interface OpeningHoursSaved {
  message: string
  openingHours: OpeningHoursDto
}

export function useSaveOpeningHours(centreId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (days: OpeningDay[]) => apiFetch<OpeningHoursSaved>(path(centreId), { method: 'PUT', body: { days } }),
    onSuccess: (answer) => {
      queryClient.setQueryData(scheduleKeys.openingHours(centreId), answer.openingHours)
      return refreshAfterScheduleChange(queryClient, scheduleKeys.openingHours(centreId))
    },
  })
}
