import { badRequest, notFound, type TokenUser } from '@app/platform'
import { assertMay, assertMayEver } from '../appointments.access.ts'
import type { AppointmentsDeps } from '../appointments.deps.ts'
import { refuseParentTooLate, refuseUnmovable, sideOf } from '../appointments.rules.ts'
import {
  APPOINTMENT_NOT_FOUND,
  PARENT_SAME_DOCTOR_MESSAGE,
  type AppointmentDto,
  type MoveAppointmentInput,
} from '../appointments.schema.ts'
import { moveAppointmentTo } from './move.ts'

/**
 * Moves a pending or approved appointment to another bookable slot: the same appointment and status, its history
 * says from where to where, the parent is mailed and the centre sees it live. The centre may also change the
 * doctor to another of the branch; a parent moves their own with the same doctor, a pending request at any time
 * and an approved appointment until the centre's cut-off, and it stays approved (decision 056).
 */
export async function moveAppointment(
  deps: AppointmentsDeps,
  actor: TokenUser | null,
  { appointmentId, ...target }: MoveAppointmentInput & { appointmentId: string },
): Promise<AppointmentDto> {
  // access
  assertMayEver(actor, 'move')
  // load
  const appointment = await deps.repository.findById(appointmentId)
  if (!appointment) throw notFound(APPOINTMENT_NOT_FOUND)
  // access
  assertMay(actor, 'move', appointment, { hideAs: APPOINTMENT_NOT_FOUND })
  // rule: a parent's own limits; then the move's rules, write and publish (move.ts)
  if (sideOf(actor) === 'parent') {
    refuseUnmovable(appointment.status)
    refuseParentTooLate(await deps.refundPolicy(), appointment, deps.clock())
    if (target.doctorId && target.doctorId !== appointment.doctorId) {
      throw badRequest(PARENT_SAME_DOCTOR_MESSAGE, { doctorId: PARENT_SAME_DOCTOR_MESSAGE })
    }
  }
  return moveAppointmentTo(deps, actor, appointment, target, { fields: MOVE_FIELDS })
}

/** Where the move's refusals go in its answer. */
const MOVE_FIELDS = { date: 'appointmentDate', time: 'time', doctor: 'doctorId' }
