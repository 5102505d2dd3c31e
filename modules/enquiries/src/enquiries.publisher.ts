import type { EventBus } from '@app/platform'
import { ENQUIRY_ARCHIVED, ENQUIRY_NEW, ENQUIRY_UPDATED } from './enquiries.events.ts'
import type { EnquiriesArchived, EnquirySummaryDto } from './enquiries.schema.ts'

// Server side of enquiries.events.ts, kept apart so the descriptors stay browser-safe.
export function createEnquiryPublisher(bus: EventBus) {
  return {
    arrived: (dto: EnquirySummaryDto) => bus.publish(ENQUIRY_NEW, dto),
    archived: (change: EnquiriesArchived) => bus.publish(ENQUIRY_ARCHIVED, change),
    updated: (dto: EnquirySummaryDto) => bus.publish(ENQUIRY_UPDATED, dto),
  }
}

export type EnquiryPublisher = ReturnType<typeof createEnquiryPublisher>
