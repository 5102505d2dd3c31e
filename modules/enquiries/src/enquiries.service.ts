// The enquiries module's public interface (docs/api/enquiries.md): builds the use cases' deps once and exposes
// each use case as `(actor, input)`. The use cases are in use-cases/, one per file.
import type { Language } from '@app/platform/format'
import type { StoredFile } from '@app/files'
import { createRateLimiter, type RateLimitStore, type TokenUser } from '@app/platform'
import { CODE_MAX_SENDS_PER_HOUR, CODE_RESEND_AFTER_MS, ENQUIRIES_PER_IP_PER_HOUR } from './enquiries.code.ts'
import type { EnquiriesDeps } from './enquiries.deps.ts'
import type {
  ArchiveEnquiryInput,
  EnquiryListQuery,
  EnquiryNoteInput,
  EnquirySubmitInput,
  FollowUpInput,
} from './enquiries.schema.ts'
import { addNote } from './use-cases/add-note.ts'
import { applyRetention } from './use-cases/apply-retention.ts'
import { archiveEnquiries } from './use-cases/archive-enquiries.ts'
import { centreStats } from './use-cases/centre-stats.ts'
import { countNew } from './use-cases/count-new.ts'
import { followUp } from './use-cases/follow-up.ts'
import { getEnquiry } from './use-cases/get-enquiry.ts'
import { listEnquiries } from './use-cases/list-enquiries.ts'
import { listOwners } from './use-cases/list-owners.ts'
import { openVideoOfEnquiry, openVideoOfParent, videoLink } from './use-cases/open-video.ts'
import { listQuestions, readProgramme } from './use-cases/read-programme.ts'
import { resendCode } from './use-cases/resend-code.ts'
import { mayReadVideo, mayUploadVideo, storeVideo } from './use-cases/store-video.ts'
import { submitEnquiry } from './use-cases/submit-enquiry.ts'
import { verifyEnquiry } from './use-cases/verify-enquiry.ts'

export {
  CODE_MAX_SENDS_PER_HOUR,
  CODE_MAX_WRONG_ATTEMPTS,
  CODE_RESEND_AFTER_MS,
  CODE_TTL_MS,
  ENQUIRIES_PER_IP_PER_HOUR,
} from './enquiries.code.ts'
export { UNVERIFIED_TTL_MS } from './use-cases/apply-retention.ts'
export { UPLOAD_TOKEN_TTL_SECONDS } from './use-cases/shared.ts'
export type {
  AppointmentsForEnquiries,
  CentresForEnquiries,
  FilesForEnquiries,
  PeopleForEnquiries,
  UploadTokens,
} from './enquiries.deps.ts'

const HOUR_MS = 60 * 60 * 1000

/** What the service is built from: the use cases' deps, less what it builds itself (the limits, the config). */
export type EnquiriesServiceOptions = Omit<EnquiriesDeps, 'limits' | 'config'> &
  EnquiriesDeps['config'] & { rateLimitStore?: RateLimitStore }

export function createEnquiriesService({
  secret,
  publicUrl,
  retentionDays,
  rateLimitStore,
  ...ports
}: EnquiriesServiceOptions) {
  const limiter = (name: string, limit: number, windowMs: number) =>
    createRateLimiter({ name, limit, windowMs, clock: ports.clock, store: rateLimitStore })
  const deps: EnquiriesDeps = {
    ...ports,
    limits: {
      byIp: limiter('enquiries:ip', ENQUIRIES_PER_IP_PER_HOUR, HOUR_MS),
      sendsPerMinute: limiter('enquiry-code:minute', 1, CODE_RESEND_AFTER_MS),
      sendsPerHour: limiter('enquiry-code:hour', CODE_MAX_SENDS_PER_HOUR, HOUR_MS),
    },
    config: { secret, publicUrl, retentionDays },
  }
  return {
    // --- the public form (no actor) ---
    questions: (language: Language = 'en') => listQuestions(deps, null, { language }),
    programme: (language: Language = 'en') => readProgramme(deps, null, { language }),
    submit: (actor: TokenUser | null, input: { form: EnquirySubmitInput; ip: string }) =>
      submitEnquiry(deps, actor, input),
    resendCode: (actor: TokenUser | null, input: { enquiryId: string; ip: string; language?: Language }) =>
      resendCode(deps, actor, input),
    verify: (actor: TokenUser | null, input: { enquiryId: string; otp: string; language?: Language }) =>
      verifyEnquiry(deps, actor, input),
    // --- the video's upload target ---
    mayUpload: () => mayUploadVideo(deps, null),
    mayRead: (actor: TokenUser, input: { enquiryId: string }) => mayReadVideo(deps, actor, input),
    videoStored: (input: { file: StoredFile; enquiryId: string }) => storeVideo(deps, null, input),
    // --- the centre's admins ---
    list: (actor: TokenUser, input: { centreId: string; query: EnquiryListQuery }) => listEnquiries(deps, actor, input),
    owners: (actor: TokenUser, input: { centreId: string }) => listOwners(deps, actor, input),
    newCount: (actor: TokenUser, input: { centreId: string }) => countNew(deps, actor, input),
    stats: (actor: TokenUser, input: { centreId: string }) => centreStats(deps, actor, input),
    details: (actor: TokenUser, input: { referenceId: string }) => getEnquiry(deps, actor, input),
    videoOfParent: (actor: TokenUser, input: { parentEmail: string; range?: string }) =>
      openVideoOfParent(deps, actor, input),
    videoOfEnquiry: (actor: TokenUser, input: { referenceId: string; range?: string }) =>
      openVideoOfEnquiry(deps, actor, input),
    videoLink: (actor: TokenUser, input: { referenceId: string }) => videoLink(deps, actor, input),
    archive: (actor: TokenUser, input: ArchiveEnquiryInput) => archiveEnquiries(deps, actor, input),
    followUp: (actor: TokenUser, input: FollowUpInput & { referenceId: string }) => followUp(deps, actor, input),
    addNote: (actor: TokenUser, input: EnquiryNoteInput & { referenceId: string }) => addNote(deps, actor, input),
    /** The retention job; tests pass the moment it runs at. */
    applyRetention: (at?: Date) => applyRetention(deps, null, { at }),
  }
}

export type EnquiriesService = ReturnType<typeof createEnquiriesService>
