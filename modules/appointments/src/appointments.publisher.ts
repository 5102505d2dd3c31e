import type { EventBus } from '@app/platform'
import type { AppointmentDto, AppointmentHistoryEntry, AppointmentStatus } from './appointments.schema.ts'
import {
  APPOINTMENT_CHANGED,
  APPOINTMENT_PENDING,
  APPOINTMENT_STATUS,
  APPOINTMENT_UPDATED,
} from './appointments.events.ts'

// Server side of appointments.events.ts, kept apart so the descriptors stay browser-safe.
/** The module's publisher: events go out once the response is sent (the bus), never failing the request. */
export function createAppointmentPublisher(bus: EventBus) {
  return {
    pending: (dto: AppointmentDto) => bus.publish(APPOINTMENT_PENDING, dto),
    status: (centreId: string | null, change: { _id: string; status: AppointmentStatus }) => {
      if (centreId) bus.publish(APPOINTMENT_STATUS, { ...change, centreId })
    },
    updated: (dto: AppointmentDto) => bus.publish(APPOINTMENT_UPDATED, dto),
    /** Any change of the appointment's life, with the history entry that says what changed. */
    changed: (dto: AppointmentDto, change: AppointmentHistoryEntry) =>
      bus.publish(APPOINTMENT_CHANGED, { appointment: dto, change }),
  }
}

export type AppointmentPublisher = ReturnType<typeof createAppointmentPublisher>
