import { conflict, notFound, withTransaction, type TokenUser } from '@app/platform'
import { assertMay, assertMayEver } from '../appointments.access.ts'
import type { AppointmentsDeps } from '../appointments.deps.ts'
import { ATTENDANCE_FROM, refuseAttendance } from '../appointments.rules.ts'
import {
  APPOINTMENT_NOT_FOUND,
  CHANGED_MEANWHILE_MESSAGE,
  type AppointmentDto,
  type AttendanceInput,
} from '../appointments.schema.ts'
import { publishChanges, writeHistory } from './history.ts'

/**
 * The day of the appointment: the desk marks the child arrived, the consultation completed (the appointment's
 * doctor may too), or the child a no-show once the start time has passed (decision 051).
 */
export async function markAttendance(
  deps: AppointmentsDeps,
  actor: TokenUser | null,
  { appointmentId, status }: AttendanceInput & { appointmentId: string },
): Promise<AppointmentDto> {
  const action = status === 'completed' ? 'complete' : 'manage'
  // access
  assertMayEver(actor, action)
  // load
  const appointment = await deps.repository.findById(appointmentId)
  if (!appointment) throw notFound(APPOINTMENT_NOT_FOUND)
  // access
  assertMay(actor, action, appointment, { hideAs: APPOINTMENT_NOT_FOUND })
  // rule
  refuseAttendance(appointment, status, deps.clock())
  // write: one conditional UPDATE (still in a status the mark may follow; the slot stays held, it was used) and
  // the history entry, in one transaction
  const result = await withTransaction(deps.payload, async () => {
    const marked = await deps.repository.updateIf(appointment.id, { statusIn: ATTENDANCE_FROM[status] }, { status })
    if (!marked) return null
    const entry = await writeHistory(deps, actor, { appointmentId: appointment.id, action: status })
    return { marked, entry }
  })
  if (!result) {
    const current = await deps.repository.findById(appointment.id)
    if (current) refuseAttendance(current, status, deps.clock())
    throw conflict(CHANGED_MEANWHILE_MESSAGE)
  }
  // publish
  const [dto] = await deps.toDtos([result.marked])
  deps.publish.status(appointment.centreId, { _id: dto._id, status: dto.status })
  await publishChanges(deps, dto, [result.entry])
  return dto
}
