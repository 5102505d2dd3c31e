// What the enquiries' use cases receive (docs/modules.md): repositories, the other modules' ports, clock, mail,
// events, limits and the module's configuration. Built once by the service.
import type { OpenedFile, SignedLink, StoredFile } from '@app/files'
import type { Clock, Logger, Mailer, RateLimiter, TokenUser } from '@app/platform'
import type { Payload } from 'payload'
import type { EnquiryPublisher } from './enquiries.publisher.ts'
import type { EnquiriesRepository } from './enquiries.repository.ts'

export interface CentresForEnquiries {
  namesOf(ids: string[]): Promise<Array<{ _id: string; name: string }>>
}
export interface PeopleForEnquiries {
  summariesOf(
    ids: string[],
  ): Promise<Array<{ _id: string; name: string | null; role: string; centreId: string | null }>>
  /** The centre's admins, by name. */
  listAdmins(centreId: string): Promise<Array<{ _id: string; name: string }>>
}
export interface FilesForEnquiries {
  find(id: string): Promise<StoredFile | null>
  remove(ids: string[]): Promise<void>
  stream(file: StoredFile, range?: string): Promise<OpenedFile | null>
  signedLinkFor(file: StoredFile, viewerId: string): SignedLink
}
/** What the follow-up needs from the appointments module: one appointment, as the calling admin may see it. */
export interface AppointmentsForEnquiries {
  /** Throws a 404 HttpError when there is no such appointment or the caller may not see it (another centre's). */
  appointment(
    caller: TokenUser,
    appointmentId: string,
  ): Promise<{ centreId: { _id: string } | null; email: string; parentPhoneNo: string }>
}
export interface UploadTokens {
  uploadTokenFor(options: { target: string; recordId: string; ttlSeconds?: number }): string
}

/** The rate limits of the public form (docs/api/enquiries.md), shared by submit and resend. */
export interface EnquiryLimits {
  /** Enquiries (and code resends) per client address per hour. */
  byIp: RateLimiter
  /** One code e-mail per address per minute. */
  sendsPerMinute: RateLimiter
  /** Five code e-mails per address per hour. */
  sendsPerHour: RateLimiter
}

export interface EnquiriesDeps {
  /** For `withTransaction`: the handle every repository was built on. */
  payload: Payload
  repository: EnquiriesRepository
  centres: CentresForEnquiries
  people: PeopleForEnquiries
  files: FilesForEnquiries
  appointments: AppointmentsForEnquiries
  uploads: UploadTokens
  mailer: Mailer
  publisher: EnquiryPublisher
  limits: EnquiryLimits
  clock: Clock
  log: Logger
  config: {
    /** Keys the stored codes' HMACs. */
    secret: string
    /** The public site's address, for the link in the confirmation e-mail. */
    publicUrl: string
    /** Days an enquiry never booked keeps its video and personal data. */
    retentionDays: number
  }
}
