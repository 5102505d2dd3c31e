// PUT /api/admins/jwl-enquiries/:referenceId/follow-up: stage, owner, assessment appointment.
import { badRequest, HttpError, isRecordId, withTransaction, type TokenUser } from '@app/platform'
import { mayOwn } from '../enquiries.access.ts'
import type { EnquiriesDeps } from '../enquiries.deps.ts'
import { followUpChanged, followUpFieldsOf, followUpWrite, isAppointmentOfFamily } from '../enquiries.rules.ts'
import {
  APPOINTMENT_NOT_OF_FAMILY_MESSAGE,
  OWNER_NOT_FOUND_MESSAGE,
  type EnquiryDto,
  type FollowUpInput,
} from '../enquiries.schema.ts'
import { enquiryOfAdmin, personOf, record, toDetails, toSummaries } from './shared.ts'

export async function followUp(
  deps: EnquiriesDeps,
  actor: TokenUser,
  { referenceId, ...input }: FollowUpInput & { referenceId: string },
): Promise<EnquiryDto> {
  // access + load
  const enquiry = await enquiryOfAdmin(deps, actor, { referenceId, action: 'change' })
  const me = await personOf(deps, actor)

  // rule: only what this save changes is written; what another admin saved meanwhile stays (decision 028).
  const changed = followUpChanged(followUpFieldsOf(enquiry), input)
  let ownerName = ''
  if (changed.ownerId !== undefined && changed.ownerId !== null) {
    const [owner] = isRecordId(changed.ownerId) ? await deps.people.summariesOf([changed.ownerId]) : []
    if (!owner || !mayOwn(owner, enquiry)) {
      throw badRequest(OWNER_NOT_FOUND_MESSAGE, { ownerId: OWNER_NOT_FOUND_MESSAGE })
    }
    ownerName = owner.name ?? ''
  }
  if (changed.appointmentId) {
    const appointment = isRecordId(changed.appointmentId)
      ? await deps.appointments.appointment(actor, changed.appointmentId).catch((error: unknown) => {
          if (error instanceof HttpError && error.status === 404) return null
          throw error
        })
      : null
    if (!isAppointmentOfFamily(enquiry, appointment)) {
      throw badRequest(APPOINTMENT_NOT_OF_FAMILY_MESSAGE, { appointmentId: APPOINTMENT_NOT_OF_FAMILY_MESSAGE })
    }
  }
  const { changes, entries } = followUpWrite(enquiry, changed, {
    reason: input.reason,
    ownerName,
    now: deps.clock(),
  })
  if (Object.keys(changes).length === 0) return toDetails(deps, enquiry)

  // write: the changed fields and one log entry per change, together or not at all.
  const updated = await withTransaction(deps.payload, async () => {
    const saved = await deps.repository.update(enquiry._id, changes)
    for (const entry of entries) await record(deps, enquiry._id, me, entry.action, entry.detail)
    return saved
  })

  // publish
  deps.publisher.updated((await toSummaries(deps, [updated]))[0])
  return toDetails(deps, updated)
}
