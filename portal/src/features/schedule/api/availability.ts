// GET and PUT /api/doctors/{doctorId}/availability, POST and DELETE /api/doctors/{doctorId}/leave: a doctor's
// week, extra days and leave (docs/api/schedule.md).
import { SLOT_TIMES, type SlotTime } from '@app/appointments/slots'
import {
  INVALID_DATE_MESSAGE,
  isScheduleDate,
  LeaveSchema,
  PATTERN_CENTRE_MESSAGE,
  WEEKDAYS,
  type AffectedAppointment,
  type AvailabilityDto,
  type ExtraDay,
  type LeaveDto,
  type LeaveInput,
  type PatternDay,
} from '@app/schedule/schema'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import * as v from 'valibot'
import { apiFetch } from '../../../lib/api'
import { scheduleMessages } from '../messages'
import { refreshAfterScheduleChange, scheduleKeys } from './keys'

const doctorPath = (doctorId: string) => `/api/doctors/${encodeURIComponent(doctorId)}`

export function getAvailability(doctorId: string, signal?: AbortSignal): Promise<AvailabilityDto> {
  return apiFetch<AvailabilityDto>(`${doctorPath(doctorId)}/availability`, { signal })
}

export function useAvailability(doctorId: string) {
  return useQuery({
    queryKey: scheduleKeys.availability(doctorId),
    queryFn: ({ signal }) => getAvailability(doctorId, signal),
    enabled: Boolean(doctorId),
  })
}

export interface AvailabilitySaved {
  message: string
  availability: AvailabilityDto
}

/** Saves the week and the extra days together (the server replaces both). */
export function useSaveAvailability(doctorId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: { weekly: PatternDay[]; extraDays: ExtraDay[] }) =>
      apiFetch<AvailabilitySaved>(`${doctorPath(doctorId)}/availability`, { method: 'PUT', body }),
    onSuccess: (answer) => {
      queryClient.setQueryData(scheduleKeys.availability(doctorId), answer.availability)
      return refreshAfterScheduleChange(queryClient, scheduleKeys.availability(doctorId))
    },
  })
}

export interface LeaveAdded {
  message: string
  leave: LeaveDto
  /** The doctor's pending and approved appointments in the leave: the admin moves or cancels each. */
  affected: AffectedAppointment[]
}

export function useAddLeave(doctorId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (leave: { from: string; to: string; slots: string[] | null; reason: string }) =>
      apiFetch<LeaveAdded>(`${doctorPath(doctorId)}/leave`, { method: 'POST', body: leave }),
    onSuccess: () => refreshAfterScheduleChange(queryClient, scheduleKeys.availability(doctorId)),
  })
}

export function useRemoveLeave(doctorId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (leaveId: string) =>
      apiFetch<{ message: string }>(`${doctorPath(doctorId)}/leave/${encodeURIComponent(leaveId)}`, {
        method: 'DELETE',
      }),
    onSettled: () => refreshAfterScheduleChange(queryClient, scheduleKeys.availability(doctorId)),
  })
}

/** The week's form: each weekday's row; a working day needs a centre (the server's own message). */
export const PatternFormSchema = v.object({
  days: v.array(
    v.pipe(
      v.object({
        weekday: v.picklist(WEEKDAYS),
        working: v.boolean(),
        centreId: v.string(),
        slots: v.array(v.string()),
      }),
      v.forward(
        v.check((row) => !row.working || row.centreId.trim() !== '', PATTERN_CENTRE_MESSAGE),
        ['centreId'],
      ),
      v.forward(
        v.check((row) => !row.working || row.slots.length > 0, scheduleMessages.t('schedule.doctor.chooseSlots')),
        ['slots'],
      ),
    ),
  ),
})

/**
 * The leave's form: whole days, or some slots of each day (then at least one); the rest is the server's own
 * LeaveSchema, so its messages land under the same fields.
 */
export const LeaveFormSchema = v.pipe(
  v.object({
    from: v.string(),
    to: v.string(),
    part: v.picklist(['whole', 'slots']),
    slots: v.array(v.string()),
    reason: v.string(),
  }),
  v.forward(
    v.check(
      (leave) => leave.part === 'whole' || leave.slots.length > 0,
      scheduleMessages.t('schedule.leave.chooseSlots'),
    ),
    ['slots'],
  ),
  v.transform(({ part, slots, ...leave }): LeaveBody => ({
    ...leave,
    slots: part === 'whole' ? null : SLOT_TIMES.filter((slot) => slots.includes(slot)),
  })),
  // The server's schema reads the body the form made (its declared input is looser: `unknown` fields).
  LeaveSchema as unknown as v.GenericSchema<LeaveBody, LeaveInput>,
)
export type LeaveFields = v.InferInput<typeof LeaveFormSchema>
interface LeaveBody {
  from: string
  to: string
  slots: SlotTime[] | null
  reason: string
}

/** An extra day's form: a date, the centre, and at least one slot. */
export const ExtraDayFormSchema = v.object({
  date: v.pipe(
    v.string(),
    v.check((date: string) => isScheduleDate(date), INVALID_DATE_MESSAGE),
  ),
  centreId: v.pipe(v.string(), v.trim(), v.minLength(1, PATTERN_CENTRE_MESSAGE)),
  slots: v.pipe(
    v.array(v.string()),
    v.minLength(1, scheduleMessages.t('schedule.doctor.chooseSlots')),
    v.transform((slots) => SLOT_TIMES.filter((slot) => slots.includes(slot))),
  ),
})
export type ExtraDayFields = v.InferInput<typeof ExtraDayFormSchema>
