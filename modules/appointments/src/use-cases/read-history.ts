import { notFound, type TokenUser } from '@app/platform'
import { assertMay, assertMayEver } from '../appointments.access.ts'
import type { AppointmentsDeps } from '../appointments.deps.ts'
import { APPOINTMENT_NOT_FOUND, type AppointmentHistoryEntry } from '../appointments.schema.ts'
import { historyEntriesOf } from './history.ts'

/** What happened to an appointment, oldest first: for its centre's admins and its doctor. */
export async function readHistory(
  deps: AppointmentsDeps,
  actor: TokenUser | null,
  { appointmentId }: { appointmentId: string },
): Promise<AppointmentHistoryEntry[]> {
  // access
  assertMayEver(actor, 'read-history', { hideAs: APPOINTMENT_NOT_FOUND })
  // load
  const appointment = await deps.repository.findById(appointmentId)
  if (!appointment) throw notFound(APPOINTMENT_NOT_FOUND)
  // access
  assertMay(actor, 'read-history', appointment, { hideAs: APPOINTMENT_NOT_FOUND })
  // load
  return historyEntriesOf(deps, await deps.repository.historyOf(appointment.id))
}
