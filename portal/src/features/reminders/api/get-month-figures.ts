// GET /api/reminders/figures?month= (docs/api/reminders.md): a month's appointments per branch and doctor.
import type { MonthFiguresDto } from '@app/reminders/schema'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { apiFetch } from '../../../lib/api'

export function useMonthFigures(month: string) {
  return useQuery({
    queryKey: ['reminders', 'figures', month] as const,
    queryFn: ({ signal }) =>
      apiFetch<MonthFiguresDto>(`/api/reminders/figures?month=${encodeURIComponent(month)}`, { signal }),
    placeholderData: keepPreviousData,
  })
}
