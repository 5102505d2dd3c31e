// Browser-safe (`@app/enquiries/events`): the events this module publishes, to the room of the enquiry's
// preferred centre (joined by that centre's admins). docs/api/enquiries.md, "Live events".
import { defineEvent, rooms } from '@app/platform/events'
import type { EnquiriesArchived, EnquirySummaryDto } from './enquiries.schema.ts'

const centreOf = (dto: EnquirySummaryDto) => (dto.preferredCenter?._id ? rooms.centre(dto.preferredCenter._id) : null)

/** A parent verified an enquiry: it reaches the centre. */
export const ENQUIRY_NEW = defineEvent<EnquirySummaryDto>('jwl-enquiry:new', { room: centreOf })

/** An admin archived one or more enquiries. */
export const ENQUIRY_ARCHIVED = defineEvent<EnquiriesArchived>('jwl-enquiry:archived', {
  room: (change) => rooms.centre(change.centreId),
})

/** An enquiry changed: its video arrived, its stage, owner or notes changed. */
export const ENQUIRY_UPDATED = defineEvent<EnquirySummaryDto>('jwl-enquiry:updated', { room: centreOf })
