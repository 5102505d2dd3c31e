// A doctor's leave (docs/api/schedule.md, POST /api/doctors/:doctorId/leave): whole days or some slots of each,
// with a reason. Nothing is dropped: the answer lists the pending and approved appointments it falls on, for the
// centre to move or cancel.
import { withTransaction, type TokenUser } from '@app/platform'
import { assertMayAt, assertMayEver } from '../schedule.access.ts'
import type { ScheduleDeps } from '../schedule.deps.ts'
import { leaveCovers } from '../schedule.rules.ts'
import type { AffectedAppointment, LeaveDto, LeaveInput } from '../schedule.schema.ts'
import { doctorOf } from './load.ts'

export async function addLeave(
  deps: ScheduleDeps,
  actor: TokenUser | null,
  input: LeaveInput & { doctorId: string },
): Promise<{ leave: LeaveDto; affected: AffectedAppointment[] }> {
  // access
  assertMayEver(actor, 'manage-doctor')
  // load
  const doctor = await doctorOf(deps, input.doctorId)
  // access
  assertMayAt(actor, 'manage-doctor', doctor.centreId)
  // write: under the doctor's lock held exclusively, so a booking in flight has either committed (and is read
  // below) or waits and then reads this leave (use-cases/doctors-day.ts, holdDoctorsDay)
  const { leave, affected } = await withTransaction(deps.payload, async () => {
    await deps.repository.lockDoctor(doctor._id, 'exclusive')
    const leave = await deps.repository.addLeave({
      doctorId: doctor._id,
      from: input.from,
      to: input.to,
      slots: input.slots && input.slots.length > 0 ? input.slots : null,
      reason: input.reason,
      createdBy: actor._id,
    })
    const active = await deps.appointments.activeIn({ doctorId: doctor._id, from: input.from, to: input.to })
    return { leave, affected: active.filter((a) => leaveCovers(leave, a.appointmentDate, a.appointmentTime)) }
  })
  // publish
  if (doctor.centreId) {
    deps.publish.changed({ centreId: doctor.centreId, what: 'leave', doctorId: doctor._id, date: leave.from })
  }
  return { leave, affected }
}
