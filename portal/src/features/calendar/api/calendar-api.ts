// The calendars' calls (docs/api/appointments.md, "Calendars", and the lifecycle actions): reading a centre's
// days, a doctor's or a therapist's schedule and an appointment's history, and the admin's actions.
import type {
  AppointmentDto,
  AppointmentHistoryEntry,
  CentreCalendarDto,
  ScheduleListDto,
} from '@app/appointments/schema'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { appointmentsKey, refreshAppointmentViews } from '../../../api/query-keys'
import { apiFetch } from '../../../lib/api'

const query = (range: { from: string; to: string }) =>
  `from=${encodeURIComponent(range.from)}&to=${encodeURIComponent(range.to)}`

/** Every key sits under appointmentsKey: any appointment change (or a socket's resync) refreshes them. */
export const calendarKeys = {
  all: [...appointmentsKey, 'calendar'] as const,
  centre: (centreId: string, from: string, to: string) => [...appointmentsKey, 'calendar', centreId, from, to] as const,
  schedule: (role: 'doctor' | 'therapist', from: string, to: string) =>
    [...appointmentsKey, 'calendar', 'schedule', role, from, to] as const,
  history: (appointmentId: string) => [...appointmentsKey, 'calendar', 'history', appointmentId] as const,
}

export function useCentreCalendar(centreId: string | null, range: { from: string; to: string }) {
  return useQuery({
    queryKey: calendarKeys.centre(centreId ?? '', range.from, range.to),
    queryFn: ({ signal }) =>
      apiFetch<CentreCalendarDto>(`/api/centres/${encodeURIComponent(centreId ?? '')}/calendar?${query(range)}`, {
        signal,
      }),
    enabled: Boolean(centreId),
    placeholderData: keepPreviousData,
  })
}

export function useOwnSchedule(role: 'doctor' | 'therapist', range: { from: string; to: string }) {
  return useQuery({
    queryKey: calendarKeys.schedule(role, range.from, range.to),
    queryFn: ({ signal }) =>
      apiFetch<ScheduleListDto>(`/api/${role === 'doctor' ? 'doctors' : 'therapists'}/schedule?${query(range)}`, {
        signal,
      }),
  })
}

export function useAppointmentHistory(appointmentId: string | null) {
  return useQuery({
    queryKey: calendarKeys.history(appointmentId ?? ''),
    queryFn: ({ signal }) =>
      apiFetch<AppointmentHistoryEntry[]>(`/api/appointments/${encodeURIComponent(appointmentId ?? '')}/history`, {
        signal,
      }),
    enabled: Boolean(appointmentId),
    retry: false,
  })
}

/** One action of the appointment dialog, as the server takes it. */
export type CalendarActionRequest =
  | { action: 'approve'; appointmentId: string }
  | { action: 'reject'; appointmentId: string; reason?: string }
  | { action: 'arrived' | 'completed' | 'no-show'; appointmentId: string }
  | { action: 'cancel'; appointmentId: string; reason: string }
  | { action: 'move'; appointmentId: string; appointmentDate: string; time: string; doctorId: string }

function send(request: CalendarActionRequest): Promise<{ message?: string; appointment?: AppointmentDto }> {
  const id = encodeURIComponent(request.appointmentId)
  switch (request.action) {
    case 'approve':
      return apiFetch(`/api/admins/manageAppointment/${id}`, { method: 'PUT', body: { status: 'approved' } })
    case 'reject':
      return apiFetch(`/api/admins/manageAppointment/${id}`, {
        method: 'PUT',
        body: request.reason ? { status: 'rejected', reason: request.reason } : { status: 'rejected' },
      })
    case 'cancel':
      return apiFetch(`/api/appointments/${id}/cancel`, { method: 'POST', body: { reason: request.reason } })
    case 'move':
      return apiFetch(`/api/appointments/${id}/move`, {
        method: 'POST',
        body: { appointmentDate: request.appointmentDate, time: request.time, doctorId: request.doctorId },
      })
    default:
      return apiFetch(`/api/appointments/${id}/status`, { method: 'POST', body: { status: request.action } })
  }
}

/** Sends an action; whatever the answer, every appointment view and the booked slots are read again. */
export function useCalendarAction() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: send,
    onSettled: () => refreshAppointmentViews(queryClient),
  })
}
