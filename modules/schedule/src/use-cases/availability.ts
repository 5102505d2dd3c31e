// A doctor's week (docs/api/schedule.md, GET|PUT /api/doctors/:doctorId/availability).
import { withTransaction, type TokenUser } from '@app/platform'
import { clinicToday } from '@app/platform/clinic-time'
import { assertMayAt, assertMayEver } from '../schedule.access.ts'
import type { ScheduleDeps } from '../schedule.deps.ts'
import { defaultPatternOf } from '../schedule.rules.ts'
import type { AvailabilityDto, AvailabilityInput } from '../schedule.schema.ts'
import { doctorOf, refuseUnknownCentres } from './load.ts'

export async function readAvailability(
  deps: ScheduleDeps,
  actor: TokenUser | null,
  input: { doctorId: string },
): Promise<AvailabilityDto> {
  // access
  assertMayEver(actor, 'read-doctor')
  // load
  const doctor = await doctorOf(deps, input.doctorId)
  // access
  assertMayAt(actor, 'read-doctor', doctor.centreId)
  // load
  const [saved, leave] = await Promise.all([
    deps.repository.availabilityOf(doctor._id),
    deps.repository.leaveOf(doctor._id, { from: clinicToday(deps.clock()) }),
  ])
  return {
    doctorId: doctor._id,
    weekly: saved?.weekly ?? (doctor.centreId ? defaultPatternOf(doctor.centreId) : []),
    extraDays: saved?.extraDays ?? [],
    leave,
  }
}

export async function saveAvailability(
  deps: ScheduleDeps,
  actor: TokenUser | null,
  input: AvailabilityInput & { doctorId: string },
): Promise<AvailabilityDto> {
  // access
  assertMayEver(actor, 'manage-doctor')
  // load
  const doctor = await doctorOf(deps, input.doctorId)
  // access
  assertMayAt(actor, 'manage-doctor', doctor.centreId)
  // rule
  await refuseUnknownCentres(
    deps,
    input.weekly.map((day) => day.centreId),
    'weekly',
  )
  await refuseUnknownCentres(
    deps,
    input.extraDays.map((day) => day.centreId),
    'extraDays',
  )
  // write
  await withTransaction(deps.payload, async () => {
    await deps.repository.lockDoctor(doctor._id, 'exclusive')
    await deps.repository.saveAvailability(doctor._id, { weekly: input.weekly, extraDays: input.extraDays })
  })
  // publish
  if (doctor.centreId) deps.publish.changed({ centreId: doctor.centreId, what: 'availability', doctorId: doctor._id })
  return readAvailability(deps, actor, { doctorId: doctor._id })
}
