// Browser-safe (`@app/appointments/events`): the events this module publishes, to the room of the appointment's
// centre (joined by that centre's admins); APPOINTMENT_CHANGED also to the appointment's doctor's own room. The portal's live queue listens to the same
// descriptors. docs/api/appointments.md, "Live events".
import { defineEvent, rooms } from '@app/platform/events'
import type { AppointmentDto, AppointmentHistoryEntry, AppointmentStatus } from './appointments.schema.ts'

const centreOf = (dto: AppointmentDto) => (dto.centreId?._id ? rooms.centre(dto.centreId._id) : null)

/** A parent's booking arrived. */
export const APPOINTMENT_PENDING = defineEvent<AppointmentDto>('appointment:pending', { room: centreOf })

/** An admin approved or rejected an appointment. */
export const APPOINTMENT_STATUS = defineEvent<{ _id: string; status: AppointmentStatus; centreId: string }>(
  'appointment:status',
  { room: (change) => rooms.centre(change.centreId) },
)

/** An admin edited an appointment, uploaded its prescription or booked a walk-in. */
export const APPOINTMENT_UPDATED = defineEvent<AppointmentDto>('appointment:updated', { room: centreOf })

/**
 * Any change of an appointment's life (moved, cancelled, arrived, completed, no-show, approved, rejected, edited):
 * the appointment as it now is and the history entry that says what changed. The calendars of the centre's
 * admins (and the appointment's doctor) redraw from it without a reload. It goes to the centre's room and to the
 * doctor's own user room (a doctor joins no centre room); after a move to another doctor, also to the one before.
 */
export const APPOINTMENT_CHANGED = defineEvent<{ appointment: AppointmentDto; change: AppointmentHistoryEntry }>(
  'appointment:changed',
  {
    room: ({ appointment, change }) =>
      [
        centreOf(appointment),
        appointment.doctorId?._id ? rooms.user(appointment.doctorId._id) : null,
        change.from?.doctorId ? rooms.user(change.from.doctorId) : null,
      ].filter((room): room is string => Boolean(room)),
  },
)
