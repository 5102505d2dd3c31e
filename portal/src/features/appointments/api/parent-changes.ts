// A parent's own changes (docs/api/appointments.md, "cancel" and "move"; decision 056): the quote read before
// confirming, the cancellation (or withdrawal) and the move. Whatever the answer, every appointment view and the
// booked slots are read again (someone else may have changed it first).
import type { AppointmentDto, CancellationQuoteAnswer } from '@app/appointments/schema'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { appointmentsKey, refreshAppointmentViews } from '../../../api/query-keys'
import { apiFetch } from '../../../lib/api'

const path = (appointmentId: string, action: string) =>
  `/api/appointments/${encodeURIComponent(appointmentId)}/${action}`

/** What cancelling would give back now, and whether the parent may still change it online (the cut-off). */
export function useCancellationQuote(appointmentId: string | null) {
  return useQuery({
    queryKey: [...appointmentsKey, 'quote', appointmentId ?? ''],
    queryFn: ({ signal }) =>
      apiFetch<CancellationQuoteAnswer>(path(appointmentId ?? '', 'cancellation-quote'), { signal }),
    enabled: appointmentId !== null,
    // A quote depends on the clock: read it fresh each time a dialog opens.
    staleTime: 0,
    gcTime: 0,
    retry: false,
  })
}

export type OwnChange =
  | { action: 'cancel'; appointmentId: string; reason: string }
  | { action: 'move'; appointmentId: string; appointmentDate: string; time: string }

function send(change: OwnChange): Promise<{ message: string; appointment: AppointmentDto }> {
  return change.action === 'cancel'
    ? apiFetch(path(change.appointmentId, 'cancel'), {
        method: 'POST',
        body: change.reason ? { reason: change.reason } : {},
      })
    : apiFetch(path(change.appointmentId, 'move'), {
        method: 'POST',
        body: { appointmentDate: change.appointmentDate, time: change.time },
      })
}

export function useOwnAppointmentChange() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: send,
    onSettled: () => refreshAppointmentViews(queryClient),
  })
}
