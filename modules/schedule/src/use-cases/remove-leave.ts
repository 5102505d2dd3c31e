// Removes a doctor's leave (docs/api/schedule.md, DELETE /api/doctors/:doctorId/leave/:leaveId).
import { notFound, withTransaction, type TokenUser } from '@app/platform'
import { assertMayAt, assertMayEver } from '../schedule.access.ts'
import type { ScheduleDeps } from '../schedule.deps.ts'
import { LEAVE_NOT_FOUND_MESSAGE, type LeaveDto } from '../schedule.schema.ts'
import { doctorOf } from './load.ts'

export async function removeLeave(
  deps: ScheduleDeps,
  actor: TokenUser | null,
  input: { doctorId: string; leaveId: string },
): Promise<LeaveDto> {
  // access
  assertMayEver(actor, 'manage-doctor')
  // load
  const doctor = await doctorOf(deps, input.doctorId)
  // access
  assertMayAt(actor, 'manage-doctor', doctor.centreId)
  // load
  const leave = await deps.repository.findLeave(input.leaveId)
  if (!leave || leave.doctorId !== doctor._id) throw notFound(LEAVE_NOT_FOUND_MESSAGE)
  // write
  await withTransaction(deps.payload, async () => {
    await deps.repository.lockDoctor(doctor._id, 'exclusive')
    await deps.repository.removeLeave(leave._id)
  })
  // publish
  if (doctor.centreId) {
    deps.publish.changed({ centreId: doctor.centreId, what: 'leave', doctorId: doctor._id, date: leave.from })
  }
  return leave
}
