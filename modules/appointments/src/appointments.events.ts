import type { Logger } from '@app/platform'
import type { AppointmentDto, AppointmentStatus } from './appointments.schema.ts'

// The Socket.IO events this module publishes, all to the room of the appointment's centre
// (`centre:<centreId>`, joined by that centre's admins). docs/api/appointments.md, "Live events".

/** A parent's booking arrived (payload: AppointmentDto). */
export const APPOINTMENT_PENDING = 'appointment:pending'
/** An admin approved or rejected an appointment (payload: `{_id, status}`). */
export const APPOINTMENT_STATUS = 'appointment:status'
/** An admin edited an appointment, uploaded its prescription or booked a walk-in (payload: AppointmentDto). */
export const APPOINTMENT_UPDATED = 'appointment:updated'

/** Where the module publishes (the server wires it to `realtime.emitToCentre`, shared through Redis). */
export interface AppointmentEvents {
  emitToCentre(centreId: string, event: string, payload: unknown): void
}

/** The module's publisher: a failing sink is logged, never fails the request that caused the event. */
export function createAppointmentPublisher(events: AppointmentEvents, log: Logger) {
  const emit = (centreId: string | null, event: string, payload: unknown) => {
    if (!centreId) return
    try {
      events.emitToCentre(centreId, event, payload)
    } catch (err) {
      log.error({ err, event }, 'could not publish an appointment event')
    }
  }
  return {
    pending: (dto: AppointmentDto) => emit(dto.centreId?._id ?? null, APPOINTMENT_PENDING, dto),
    status: (centreId: string | null, change: { _id: string; status: AppointmentStatus }) =>
      emit(centreId, APPOINTMENT_STATUS, change),
    updated: (dto: AppointmentDto) => emit(dto.centreId?._id ?? null, APPOINTMENT_UPDATED, dto),
  }
}

export type AppointmentPublisher = ReturnType<typeof createAppointmentPublisher>
