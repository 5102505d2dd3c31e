// The one rule of a move (docs/api/appointments.md, "Moving"): POST /api/appointments/:id/move and the admin's
// edit of the day or time go through it. Only to a slot the schedule offers and nobody holds; the new slot is
// taken and the old one freed by one UPDATE of the unique slot key, with the history entry in the same
// transaction; the parent is mailed (with the updated invitation once approved).
import { badRequest, conflict, isRecordId, withTransaction, type TokenUser } from '@app/platform'
import type { AppointmentsDeps } from '../appointments.deps.ts'
import { movedMail } from '../appointments.mail.ts'
import { SlotTakenError, type AppointmentRecord, type StoredHistoryEntry } from '../appointments.repository.ts'
import { moveChanges, refuseClosedSlot, refuseUnbookableSlot, refuseUnmovable, sideOf } from '../appointments.rules.ts'
import {
  ACTIVE_STATUSES,
  CHANGED_MEANWHILE_MESSAGE,
  DOCTOR_NOT_OF_BRANCH_MESSAGE,
  SAME_PLACE_MESSAGE,
  SLOT_TAKEN_MESSAGE,
  type AppointmentDto,
} from '../appointments.schema.ts'
import { placeOf, publishChanges, writeHistory } from './history.ts'

export interface MoveTarget {
  appointmentDate: string
  time: string
  /** Another doctor of the branch; the appointment's own when left out. */
  doctorId?: string
}

/** The names of the request's fields that a refusal points at (`time` when moving, `appointmentTime` when editing). */
export interface MoveFields {
  date: string
  time: string
  doctor: string
}

/**
 * Moves an already loaded appointment the actor may manage. `alsoWrite`: other fields the same UPDATE writes
 * (the edit's concerns), `edited` whether they changed (a second history entry). Answers the appointment as moved.
 */
export async function moveAppointmentTo(
  deps: AppointmentsDeps,
  actor: TokenUser,
  appointment: AppointmentRecord,
  target: MoveTarget,
  {
    fields,
    alsoWrite = {},
    edited = false,
  }: { fields: MoveFields; alsoWrite?: Record<string, string>; edited?: boolean },
  refuseMeanwhile: (current: AppointmentRecord) => void = (current) => refuseUnmovable(current.status),
): Promise<AppointmentDto> {
  // rule
  refuseUnmovable(appointment.status)
  const doctorId = target.doctorId || appointment.doctorId || ''
  const notOfBranch = () => badRequest(DOCTOR_NOT_OF_BRANCH_MESSAGE, { [fields.doctor]: DOCTOR_NOT_OF_BRANCH_MESSAGE })
  if (
    doctorId === appointment.doctorId &&
    target.appointmentDate === appointment.appointmentDate &&
    target.time === appointment.appointmentTime
  ) {
    throw badRequest(SAME_PLACE_MESSAGE, { [fields.time]: SAME_PLACE_MESSAGE })
  }
  refuseUnbookableSlot({ date: target.appointmentDate, time: target.time, field: fields.time, now: deps.clock() })
  // load: the doctor, the slots held that day, and the schedule of the day at the appointment's branch
  const { doctor, held } = isRecordId(doctorId)
    ? await deps.repository.doctorsDay(doctorId, target.appointmentDate)
    : { doctor: null, held: [] }
  if (!doctor || doctor.role !== 'doctor') throw notOfBranch()
  const centreId = appointment.centreId ?? undefined
  const dayAt = { doctor, date: target.appointmentDate, centreId }
  const day = await deps.schedule.doctorsDay(dayAt)
  // rule: the doctor must be one of the branch's, or work there that day; the slot offered and free
  if (doctor.centreId !== appointment.centreId && !day.open) throw notOfBranch()
  refuseClosedSlot(day, target.time, fields)
  if (held.includes(target.time)) throw conflict(SLOT_TAKEN_MESSAGE)

  // write: the schedule of the new day held until the transaction ends (a leave or holiday added meanwhile
  // either refuses this move or lists it, docs/api/schedule.md "Leave while booking"); then one conditional
  // UPDATE, only while the appointment is as read (still active, same slot, same invitation), which takes the
  // new slot key and frees the old one at once; and the history entry.
  const from = placeOf(appointment, await nameOfDoctor(deps, appointment.doctorId, doctor))
  const to = placeOf({ ...target, appointmentTime: target.time, doctorId: doctor._id }, doctor.name)
  let result: { moved: AppointmentRecord; entries: StoredHistoryEntry[] } | null
  try {
    result = await withTransaction(deps.payload, async () => {
      refuseClosedSlot(await deps.schedule.holdDoctorsDay(dayAt), target.time, fields)
      const moved = await deps.repository.updateIf(
        appointment.id,
        { statusIn: ACTIVE_STATUSES, slotKey: appointment.slotKey, inviteSequence: appointment.inviteSequence },
        {
          ...moveChanges(appointment, {
            doctorId: doctor._id,
            appointmentDate: target.appointmentDate,
            appointmentTime: target.time,
          }),
          ...alsoWrite,
        },
      )
      if (!moved) return null
      const entries = [await writeHistory(deps, actor, { appointmentId: appointment.id, action: 'moved', from, to })]
      if (edited) entries.push(await writeHistory(deps, actor, { appointmentId: appointment.id, action: 'edited' }))
      return { moved, entries }
    })
  } catch (error) {
    if (error instanceof SlotTakenError) throw conflict(SLOT_TAKEN_MESSAGE)
    throw error
  }
  if (!result) {
    // Changed between the read and the write: the rule's answer for it as it is now, else "changed meanwhile".
    const current = await deps.repository.findById(appointment.id)
    if (current) refuseMeanwhile(current)
    throw conflict(CHANGED_MEANWHILE_MESSAGE)
  }

  // publish
  const [dto] = await deps.toDtos([result.moved], { people: [{ _id: doctor._id, name: doctor.name }] })
  await deps.send((language) => movedMail(dto, from, deps.clock(), deps.organizer, sideOf(actor), language), dto)
  deps.publish.updated(dto)
  await publishChanges(deps, dto, result.entries)
  return dto
}

/** The name of the appointment's doctor before the move (no lookup when it is the same doctor). */
async function nameOfDoctor(
  deps: AppointmentsDeps,
  doctorId: string | null,
  known: { _id: string; name: string | null },
): Promise<string | null> {
  if (!doctorId) return null
  if (doctorId === known._id) return known.name
  const [person] = await deps.people.summariesOf([doctorId])
  return person?.name ?? null
}
