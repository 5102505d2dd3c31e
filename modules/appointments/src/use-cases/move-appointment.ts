import { notFound, type TokenUser } from '@app/platform'
import { assertMay, assertMayEver } from '../appointments.access.ts'
import type { AppointmentsDeps } from '../appointments.deps.ts'
import { APPOINTMENT_NOT_FOUND, type AppointmentDto, type MoveAppointmentInput } from '../appointments.schema.ts'
import { moveAppointmentTo } from './move.ts'

/**
 * The centre moves a pending or approved appointment to another bookable slot, with the same or another doctor
 * of the branch: the same appointment and status, its history says from where to where, the parent is mailed.
 */
export async function moveAppointment(
  deps: AppointmentsDeps,
  actor: TokenUser | null,
  { appointmentId, ...target }: MoveAppointmentInput & { appointmentId: string },
): Promise<AppointmentDto> {
  // access
  assertMayEver(actor, 'manage')
  // load
  const appointment = await deps.repository.findById(appointmentId)
  if (!appointment) throw notFound(APPOINTMENT_NOT_FOUND)
  // access
  assertMay(actor, 'manage', appointment, { hideAs: APPOINTMENT_NOT_FOUND })
  // rule, write, publish (move.ts)
  return moveAppointmentTo(deps, actor, appointment, target, { fields: MOVE_FIELDS })
}

/** Where the move's refusals go in its answer. */
const MOVE_FIELDS = { date: 'appointmentDate', time: 'time', doctor: 'doctorId' }
