// The steps every change of an appointment shares: write its history entry (inside the change's transaction),
// and after the change publish it as APPOINTMENT_CHANGED with the entry as the history reads it.
import type { TokenUser } from '@app/platform'
import type { AppointmentsDeps } from '../appointments.deps.ts'
import type { NewHistoryEntry, StoredHistoryEntry } from '../appointments.repository.ts'
import type { AppointmentDto, AppointmentHistoryEntry, AppointmentPlace } from '../appointments.schema.ts'

/** Adds one entry to the appointment's history, by `actor`; call it inside the change's transaction. */
export function writeHistory(
  deps: AppointmentsDeps,
  actor: TokenUser | null,
  entry: Omit<NewHistoryEntry, 'byId' | 'byRole'>,
): Promise<StoredHistoryEntry> {
  return deps.repository.addHistory({ ...entry, byId: actor?._id ?? null, byRole: actor?.role ?? null })
}

/**
 * Stored entries as the history answers them, the people who made them named in one lookup (none for those
 * `known`: a booking has its parent's name at hand).
 */
export async function historyEntriesOf(
  deps: AppointmentsDeps,
  stored: StoredHistoryEntry[],
  known: Array<{ _id: string; name: string | null }> = [],
): Promise<AppointmentHistoryEntry[]> {
  const atHand = new Set(known.map((person) => person._id))
  const ids = [
    ...new Set(stored.map((entry) => entry.byId).filter((id): id is string => Boolean(id) && !atHand.has(id!))),
  ]
  const people = [...known, ...(ids.length ? await deps.people.summariesOf(ids) : [])]
  const nameOf = new Map(people.map((person) => [person._id, person.name ?? '']))
  return stored.map((entry) => ({
    _id: entry.id,
    appointmentId: entry.appointmentId,
    at: entry.at,
    action: entry.action,
    by: entry.byId ? { _id: entry.byId, name: nameOf.get(entry.byId) ?? '', role: entry.byRole ?? '' } : null,
    ...(entry.from ? { from: entry.from } : {}),
    ...(entry.to ? { to: entry.to } : {}),
    ...(entry.reason ? { reason: entry.reason } : {}),
    ...(entry.cancelledBy ? { cancelledBy: entry.cancelledBy } : {}),
    ...(entry.refund ? { refund: entry.refund } : {}),
  }))
}

/** Publishes each change to the centre's and the doctor's rooms (APPOINTMENT_CHANGED), after the write. */
export async function publishChanges(
  deps: AppointmentsDeps,
  dto: AppointmentDto,
  stored: StoredHistoryEntry[],
  known: Array<{ _id: string; name: string | null }> = [],
): Promise<void> {
  for (const entry of await historyEntriesOf(deps, stored, known)) deps.publish.changed(dto, entry)
}

/** Where an appointment is, as a move's history entry and mail name it. */
export const placeOf = (
  appointment: { appointmentDate: string; appointmentTime: string; doctorId: string | null },
  doctorName: string | null,
): AppointmentPlace => ({
  appointmentDate: appointment.appointmentDate,
  appointmentTime: appointment.appointmentTime,
  doctorId: appointment.doctorId,
  doctorName,
})
