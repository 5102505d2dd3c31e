// The enquiries module: the public enquiry form's calls (questions, submit, e-mail code), the centre's list,
// details, video, archive and follow-up, and the retention job (docs/api/enquiries.md).
import type { Payload } from 'payload'
import type { Uploads } from '@app/files'
import type { Clock, EventBus, Logger, Mailer, RateLimitStore } from '@app/platform'
import { createEnquiryPublisher } from './enquiries.publisher.ts'
import { createEnquiriesRepository } from './enquiries.repository.ts'
import { createEnquiriesRouter } from './enquiries.routes.ts'
import { ENQUIRY_VIDEO_TARGET } from './enquiries.schema.ts'
import {
  createEnquiriesService,
  type AppointmentsForEnquiries,
  type CentresForEnquiries,
  type FilesForEnquiries,
  type PeopleForEnquiries,
} from './enquiries.service.ts'
import { createDemoEnquirySeeder, seedQuestions } from './enquiries.seed.ts'

export {
  enquiriesCollections,
  enquiriesGlobals,
  ENQUIRIES_SLUG,
  ENQUIRY_QUESTIONS_SLUG,
  ENQUIRY_PROGRAMME_SLUG,
  PROGRAMME_SEED,
} from './enquiries.collections.ts'
export * from './enquiries.schema.ts'
export { ENQUIRY_ARCHIVED, ENQUIRY_NEW, ENQUIRY_UPDATED } from './enquiries.events.ts'
export { QUESTION_SEED } from './enquiries.seed.ts'
export {
  CODE_MAX_SENDS_PER_HOUR,
  CODE_MAX_WRONG_ATTEMPTS,
  CODE_RESEND_AFTER_MS,
  CODE_TTL_MS,
  ENQUIRIES_PER_IP_PER_HOUR,
  type EnquiriesService,
} from './enquiries.service.ts'

/** Days an enquiry that never became a booking keeps its video and personal data (ENQUIRY_RETENTION_DAYS). */
export const DEFAULT_RETENTION_DAYS = 180

export function createEnquiries({
  payload,
  centres,
  people,
  files,
  appointments,
  uploads,
  mailer,
  bus,
  secret,
  clock,
  log,
  publicUrl,
  retentionDays = DEFAULT_RETENTION_DAYS,
  rateLimitStore,
}: {
  payload: Payload
  centres: CentresForEnquiries
  people: PeopleForEnquiries
  files: FilesForEnquiries
  /** The follow-up links an enquiry only to an appointment of its centre and family. */
  appointments: AppointmentsForEnquiries
  uploads: Pick<Uploads, 'declareTarget' | 'uploadTokenFor'>
  mailer: Mailer
  bus: EventBus
  /** Keys the stored codes' HMACs. */
  secret: string
  clock: Clock
  log: Logger
  publicUrl: string
  retentionDays?: number
  rateLimitStore?: RateLimitStore
}) {
  const repository = createEnquiriesRepository(payload)
  const service = createEnquiriesService({
    payload,
    repository,
    centres,
    people,
    files,
    appointments,
    uploads,
    mailer,
    publisher: createEnquiryPublisher(bus),
    secret,
    clock,
    log,
    publicUrl,
    retentionDays,
    rateLimitStore,
  })
  uploads.declareTarget({
    name: ENQUIRY_VIDEO_TARGET,
    kinds: ['video'],
    mayUpload: () => service.mayUpload(),
    mayRead: (caller, enquiryId) => service.mayRead(caller, { enquiryId }),
    onStored: (file, enquiryId) => service.videoStored({ file, enquiryId }),
  })
  // The retention job runs every six hours (docs/product.md, Enquiries); tests call applyRetention directly.
  const retention = setInterval(
    () => {
      service.applyRetention().catch((err: unknown) => log.error({ err }, 'the enquiry retention job failed'))
    },
    6 * 60 * 60 * 1000,
  )
  retention.unref()
  return {
    service,
    router: createEnquiriesRouter(service),
    stop: () => clearInterval(retention),
    /** First start: the questionnaire, while there is none. */
    seedQuestions: () => seedQuestions(repository),
    /** Development only: a few enquiries in every state for a centre (checked by reference before writing). */
    seedDemoEnquiries: createDemoEnquirySeeder({ repository, clock }),
  }
}

export type EnquiriesModule = ReturnType<typeof createEnquiries>
