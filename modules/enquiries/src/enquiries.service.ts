// The enquiries' use cases and access rules (docs/api/enquiries.md). No Express, no Payload.
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto'
import type { OpenedFile, SignedLink, StoredFile } from '@app/files'
import {
  badRequest,
  createRateLimiter,
  describeWait,
  HttpError,
  isRecordId,
  notFound,
  forbidden,
  tooManyRequests,
  type Clock,
  type Logger,
  type Mailer,
  type RateLimitStore,
  type TokenUser,
} from '@app/platform'
import { clinicToday, addDays } from '@app/platform/clinic-time'
import { offsetOf, requestedPage } from '@app/platform/paging'
import { codeMail, confirmationMail } from './enquiries.mail.ts'
import type { EnquiryPublisher } from './enquiries.publisher.ts'
import {
  ReferenceTakenError,
  type EnquiriesRepository,
  type StoredActivity,
  type StoredEnquiry,
} from './enquiries.repository.ts'
import {
  clinicDayStart,
  contactByDate,
  median,
  referenceIdFrom,
  weekOf,
  withFreshReference,
} from './enquiries.rules.ts'
import {
  answerRequiredMessage,
  APPOINTMENT_NOT_OF_FAMILY_MESSAGE,
  CENTRE_UNKNOWN_MESSAGE,
  CODE_EXPIRED_MESSAGE,
  CODE_SENT_MESSAGE,
  CODE_TOO_MANY_ATTEMPTS_MESSAGE,
  CODE_USED_MESSAGE,
  CONSENT_TEXT,
  CONSENT_VERSION,
  ENQUIRY_NOT_FOUND_MESSAGE,
  ENQUIRY_SUBMITTED_MESSAGE,
  ENQUIRY_VIDEO_TARGET,
  INVALID_CODE_MESSAGE,
  OWN_CENTRE_ONLY_MESSAGE,
  OWNER_NOT_FOUND_MESSAGE,
  VIDEO_CONSENT_REQUIRED_MESSAGE,
  VIDEO_CONSENT_TEXT,
  VIDEO_NOT_FOUND_MESSAGE,
  type ArchiveEnquiryInput,
  type EnquiryDraftAnswer,
  type EnquiryDto,
  type EnquiryListQuery,
  type EnquiryNoteInput,
  type EnquiryProgramme,
  type EnquiryQuestion,
  type EnquirySubmitInput,
  type EnquirySummaryDto,
  type EnquiryVerifiedAnswer,
  type FollowUpInput,
  type VideoState,
} from './enquiries.schema.ts'

/** The code's rules are the accounts module's (docs/product.md §5.7): 6 digits, 5 minutes, single use, 5 tries. */
export const CODE_TTL_MS = 5 * 60 * 1000
export const CODE_MAX_WRONG_ATTEMPTS = 5
export const CODE_RESEND_AFTER_MS = 60 * 1000
export const CODE_MAX_SENDS_PER_HOUR = 5
export const ENQUIRIES_PER_IP_PER_HOUR = 20
/** The upload token of the e-mail's link lasts 72 hours. */
export const UPLOAD_TOKEN_TTL_SECONDS = 72 * 60 * 60
/** Unverified enquiries are removed after a day. */
export const UNVERIFIED_TTL_MS = 24 * 60 * 60 * 1000
const REFERENCE_ATTEMPTS = 8

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

export interface RequestContext {
  ip: string
}

const hashCode = (secret: string, enquiryId: string, code: string) =>
  createHmac('sha256', `${secret}:enquiry-otp`).update(`${enquiryId}\n${code}`).digest('hex')

const codeMatches = (secret: string, enquiryId: string, code: string, stored: string) => {
  const expected = Buffer.from(stored, 'hex')
  const actual = Buffer.from(hashCode(secret, enquiryId, code), 'hex')
  return expected.length === actual.length && timingSafeEqual(expected, actual)
}

export function createEnquiriesService({
  repository,
  centres,
  people,
  files,
  appointments,
  uploads,
  mailer,
  publisher,
  secret,
  clock,
  log,
  publicUrl,
  retentionDays,
  rateLimitStore,
}: {
  repository: EnquiriesRepository
  centres: CentresForEnquiries
  people: PeopleForEnquiries
  files: FilesForEnquiries
  appointments: AppointmentsForEnquiries
  uploads: UploadTokens
  mailer: Mailer
  publisher: EnquiryPublisher
  secret: string
  clock: Clock
  log: Logger
  /** The public site's address, for the link in the confirmation e-mail. */
  publicUrl: string
  retentionDays: number
  rateLimitStore?: RateLimitStore
}) {
  const hour = 60 * 60 * 1000
  const byIp = createRateLimiter({
    name: 'enquiries:ip',
    limit: ENQUIRIES_PER_IP_PER_HOUR,
    windowMs: hour,
    clock,
    store: rateLimitStore,
  })
  const sendsPerMinute = createRateLimiter({
    name: 'enquiry-code:minute',
    limit: 1,
    windowMs: CODE_RESEND_AFTER_MS,
    clock,
    store: rateLimitStore,
  })
  const sendsPerHour = createRateLimiter({
    name: 'enquiry-code:hour',
    limit: CODE_MAX_SENDS_PER_HOUR,
    windowMs: hour,
    clock,
    store: rateLimitStore,
  })

  const now = () => clock()
  const programmeName = async () => (await repository.programme()).name || 'programme'

  /** Refuses a send to this address while its limits say so; counts it otherwise. */
  async function takeCodeSend(email: string) {
    const [minute, hourly] = await Promise.all([sendsPerMinute.check(email), sendsPerHour.check(email)])
    if (!minute.allowed) {
      throw tooManyRequests(`Please wait ${describeWait(minute.retryAfterMs)} before requesting another code.`)
    }
    if (!hourly.allowed) {
      throw tooManyRequests(
        `Too many code requests for this email address. Please try again in ${describeWait(hourly.retryAfterMs)}.`,
      )
    }
    const taken = await Promise.all([sendsPerMinute.take(email), sendsPerHour.take(email)])
    return { release: () => Promise.all(taken.map((t) => t.release())) }
  }

  /** A fresh code for the enquiry: stored as an HMAC, e-mailed in clear. */
  async function sendCode(enquiry: StoredEnquiry) {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
    await repository.update(enquiry._id, {
      codeHash: hashCode(secret, enquiry._id, code),
      codeExpiresAt: new Date(now().getTime() + CODE_TTL_MS).toISOString(),
      codeAttempts: 0,
      codeUsedAt: null,
    })
    const mail = codeMail(code, await programmeName())
    await mailer.send({ to: enquiry.parentEmail, ...mail })
  }

  /** Appends one entry to the enquiry's activity log: an insert of its own, never a rewrite (decision 028). */
  const record = (
    enquiryId: string,
    caller: { _id: string; name: string | null } | null,
    action: string,
    detail = '',
  ) =>
    repository.appendActivity(enquiryId, {
      at: now().toISOString(),
      byId: caller?._id ?? null,
      byName: caller?.name ?? null,
      action,
      detail,
    })

  async function toSummaries(rows: StoredEnquiry[]): Promise<EnquirySummaryDto[]> {
    const [centreNames, owners] = await Promise.all([
      centres.namesOf([...new Set(rows.map((r) => r.centreId))]),
      people.summariesOf(rows.map((r) => r.ownerId).filter((id): id is string => !!id)),
    ])
    const centreById = new Map(centreNames.map((c) => [c._id, c.name]))
    const ownerById = new Map(owners.map((o) => [o._id, o.name ?? '']))
    return rows.map((r) => ({
      _id: r._id,
      referenceId: r.referenceId,
      childName: r.childName,
      childAge: r.childAge,
      childGender: r.childGender,
      parentName: r.parentName,
      parentEmail: r.parentEmail,
      parentPhoneNo: r.parentPhoneNo,
      preferredCenter: { _id: r.centreId, name: centreById.get(r.centreId) ?? '' },
      enquiryDate: r.verifiedAt ?? r.createdAt,
      isArchived: r.state === 'archived',
      video: videoOf(r),
      stage: r.stage,
      owner: r.ownerId ? { _id: r.ownerId, name: ownerById.get(r.ownerId) ?? '' } : null,
      contactBy: r.contactBy,
      previousReferenceId: r.previousReferenceId,
    }))
  }

  const videoOf = (r: StoredEnquiry): VideoState =>
    r.videoState ?? (r.videoFile ? 'received' : r.withVideo ? 'pending' : 'none')

  async function toDetails(r: StoredEnquiry): Promise<EnquiryDto> {
    const [[summary], linked, activity] = await Promise.all([
      toSummaries([r]),
      repository.verifiedByContact(r.parentEmail, r.parentPhoneNo, r.centreId),
      repository.activityOf(r),
    ])
    return {
      ...summary,
      checklist: r.checklist,
      responses: r.questions
        .filter((q) => r.checklist[q.key])
        .map((q) => ({ ...q, answer: r.checklist[q.key].answer, comment: r.checklist[q.key].comment ?? '' })),
      additionalNotes: r.additionalNotes,
      consent: r.consent ?? { version: '', text: '', videoConsent: false, givenAt: '', ip: '' },
      reason: r.reason,
      appointmentId: r.appointmentId,
      linkedReferenceIds: r.reducedAt
        ? []
        : linked.filter((l) => l._id !== r._id && l.parentEmail !== '').map((l) => l.referenceId),
      activity: activity.map((a: StoredActivity) => ({
        at: a.at,
        by: a.byId ? { _id: a.byId, name: a.byName ?? '' } : null,
        action: a.action,
        detail: a.detail,
      })),
    }
  }

  /** An admin's enquiry, or 404 exactly as for one that does not exist (docs/api/enquiries.md). */
  async function enquiryOfAdmin(caller: TokenUser, referenceId: string, message = ENQUIRY_NOT_FOUND_MESSAGE) {
    const ref = referenceId.trim().toUpperCase()
    const enquiry = /^[A-Z0-9]{10}$/.test(ref) ? await repository.findByReference(ref) : null
    if (!enquiry || enquiry.state === 'unverified' || !caller.centreId || enquiry.centreId !== caller.centreId) {
      throw notFound(message)
    }
    return enquiry
  }

  /**
   * Whether an appointment is the enquiry's assessment as far as can be told: one of the enquiry's centre, booked
   * for the same family (the parent's e-mail or phone the enquiry gave). Anything else is refused, so a typo or
   * another family's booking never links.
   */
  async function isAppointmentOfFamily(caller: TokenUser, enquiry: StoredEnquiry, appointmentId: string) {
    if (!isRecordId(appointmentId)) return false
    const appointment = await appointments.appointment(caller, appointmentId).catch((error: unknown) => {
      if (error instanceof HttpError && error.status === 404) return null
      throw error
    })
    if (!appointment || appointment.centreId?._id !== enquiry.centreId) return false
    const sameEmail =
      enquiry.parentEmail !== '' && appointment.email.trim().toLowerCase() === enquiry.parentEmail.toLowerCase()
    const samePhone = enquiry.parentPhoneNo !== '' && appointment.parentPhoneNo.trim() === enquiry.parentPhoneNo
    return sameEmail || samePhone
  }

  async function callerPerson(caller: TokenUser) {
    const [me] = await people.summariesOf([caller._id])
    return { _id: caller._id, name: me?.name ?? null }
  }

  const newReferenceId = (create: (referenceId: string) => Promise<StoredEnquiry>) =>
    withFreshReference(
      create,
      () => referenceIdFrom((max) => randomInt(0, max)),
      (error) => error instanceof ReferenceTakenError,
      REFERENCE_ATTEMPTS,
      (attempt) => log.warn({ attempt }, 'enquiry reference id clash; drawing another'),
    )

  async function openVideo(caller: TokenUser, enquiry: StoredEnquiry | undefined, range: string | undefined) {
    if (!enquiry?.videoFile) throw notFound(VIDEO_NOT_FOUND_MESSAGE)
    const file = await files.find(enquiry.videoFile)
    const opened = file ? await files.stream(file, range) : null
    if (!opened) throw notFound(VIDEO_NOT_FOUND_MESSAGE)
    // One viewing per request that starts at the beginning (a player asks for many ranges).
    if (!range || /^bytes=0-/.test(range.trim())) {
      await record(enquiry._id, await callerPerson(caller), 'video-viewed')
    }
    return opened
  }

  const service = {
    /** GET /api/jwl/jwlenquirequestions */
    async questions(): Promise<EnquiryQuestion[]> {
      return (await repository.activeQuestions()).map(({ number, question, example }) => ({
        number,
        question,
        example,
      }))
    },

    async programme(): Promise<EnquiryProgramme> {
      const { name, intro } = await repository.programme()
      return {
        name,
        intro,
        consentVersion: CONSENT_VERSION,
        consentText: CONSENT_TEXT,
        videoConsentText: VIDEO_CONSENT_TEXT,
      }
    },

    /** POST /api/jwl/enquiries: saves the enquiry unverified and e-mails the code. */
    async submit(input: EnquirySubmitInput, context: RequestContext): Promise<EnquiryDraftAnswer> {
      const fieldErrors: Record<string, string> = {}
      const questions = await repository.activeQuestions()
      for (const q of questions) {
        if (!input.checklist[q.key]) fieldErrors[`checklist.${q.key}`] = answerRequiredMessage(q.number)
      }
      const centre = isRecordId(input.preferredCenter) ? (await centres.namesOf([input.preferredCenter]))[0] : undefined
      if (!centre) fieldErrors.preferredCenter = CENTRE_UNKNOWN_MESSAGE
      if (input.withVideo && !input.videoConsent) fieldErrors.videoConsent = VIDEO_CONSENT_REQUIRED_MESSAGE
      const first = Object.values(fieldErrors)[0]
      if (first) throw badRequest(first, fieldErrors)

      const ip = await byIp.take(context.ip)
      if (!ip.allowed) {
        throw tooManyRequests(
          `Too many enquiries from this connection. Please try again in ${describeWait(ip.retryAfterMs)}.`,
        )
      }
      const sends = await takeCodeSend(input.parentEmail).catch(async (error: unknown) => {
        await ip.release()
        throw error
      })
      const checklist = Object.fromEntries(questions.map((q) => [q.key, input.checklist[q.key]]))
      const enquiry = await newReferenceId((referenceId) =>
        repository.create({
          referenceId,
          state: 'unverified',
          centreId: input.preferredCenter,
          childName: input.childName,
          childAge: input.childAge,
          childGender: input.childGender,
          parentName: input.parentName,
          parentEmail: input.parentEmail,
          parentPhoneNo: input.parentPhoneNo,
          checklist,
          questions,
          additionalNotes: input.additionalNotes,
          withVideo: input.withVideo,
          videoFile: null,
          videoState: null,
          consent: {
            version: CONSENT_VERSION,
            text: CONSENT_TEXT + (input.videoConsent ? `\n\n${VIDEO_CONSENT_TEXT}` : ''),
            videoConsent: input.videoConsent,
            givenAt: now().toISOString(),
            ip: context.ip,
          },
          codeHash: null,
          codeExpiresAt: null,
          codeAttempts: 0,
          codeUsedAt: null,
          verifiedAt: null,
          stage: 'new',
          contactBy: '',
          firstContactAt: null,
          reason: '',
          appointmentId: null,
          previousReferenceId: null,
          activity: [],
          reducedAt: null,
        }),
      )
      try {
        await sendCode(enquiry)
      } catch (err) {
        await sends.release()
        log.error({ err }, 'could not send the enquiry code')
        throw new HttpError(503, 'We could not send the code just now. Please try again in a few minutes.')
      }
      return {
        message: CODE_SENT_MESSAGE,
        enquiryId: enquiry._id,
        uploadToken: input.withVideo
          ? uploads.uploadTokenFor({
              target: ENQUIRY_VIDEO_TARGET,
              recordId: enquiry._id,
              ttlSeconds: UPLOAD_TOKEN_TTL_SECONDS,
            })
          : null,
        target: ENQUIRY_VIDEO_TARGET,
      }
    },

    /** POST /api/jwl/enquiries/:id/code */
    async resendCode(enquiryId: string, context: RequestContext): Promise<{ message: string }> {
      const enquiry = isRecordId(enquiryId) ? await repository.findById(enquiryId) : null
      if (!enquiry || enquiry.state !== 'unverified') throw notFound(ENQUIRY_NOT_FOUND_MESSAGE)
      const ip = await byIp.take(context.ip)
      if (!ip.allowed) {
        throw tooManyRequests(
          `Too many enquiries from this connection. Please try again in ${describeWait(ip.retryAfterMs)}.`,
        )
      }
      const sends = await takeCodeSend(enquiry.parentEmail)
      try {
        await sendCode(enquiry)
      } catch (err) {
        await sends.release()
        log.error({ err }, 'could not send the enquiry code')
        throw new HttpError(503, 'We could not send the code just now. Please try again in a few minutes.')
      }
      return { message: CODE_SENT_MESSAGE }
    },

    /** POST /api/jwl/enquiries/:id/verify: the enquiry reaches the centre. */
    async verify(enquiryId: string, otp: string): Promise<EnquiryVerifiedAnswer> {
      const enquiry = isRecordId(enquiryId) ? await repository.findById(enquiryId) : null
      if (!enquiry) throw notFound(ENQUIRY_NOT_FOUND_MESSAGE)
      const answer = (e: StoredEnquiry): EnquiryVerifiedAnswer => ({
        message: ENQUIRY_SUBMITTED_MESSAGE,
        referenceId: e.referenceId,
        uploadToken: uploads.uploadTokenFor({
          target: ENQUIRY_VIDEO_TARGET,
          recordId: e._id,
          ttlSeconds: UPLOAD_TOKEN_TTL_SECONDS,
        }),
        video: videoOf(e),
      })
      const expired = !enquiry.codeExpiresAt || now().getTime() > Date.parse(enquiry.codeExpiresAt)
      if (enquiry.state !== 'unverified') {
        // Verifying again (a retry after a dropped connection) needs the right code, within the code's five
        // minutes, and counts as a try: each answer carries a new upload token, which can replace the video.
        if (enquiry.codeAttempts >= CODE_MAX_WRONG_ATTEMPTS) throw tooManyRequests(CODE_TOO_MANY_ATTEMPTS_MESSAGE)
        if (!enquiry.codeHash || expired) throw new HttpError(400, CODE_USED_MESSAGE)
        const tries = await repository.countCodeTry(enquiry._id, CODE_MAX_WRONG_ATTEMPTS)
        if (tries === null) throw tooManyRequests(CODE_TOO_MANY_ATTEMPTS_MESSAGE)
        if (codeMatches(secret, enquiry._id, otp, enquiry.codeHash)) return answer(enquiry)
        if (tries >= CODE_MAX_WRONG_ATTEMPTS) throw tooManyRequests(CODE_TOO_MANY_ATTEMPTS_MESSAGE)
        throw new HttpError(400, CODE_USED_MESSAGE)
      }
      if (!enquiry.codeHash || !enquiry.codeExpiresAt) throw new HttpError(400, CODE_EXPIRED_MESSAGE)
      if (enquiry.codeAttempts >= CODE_MAX_WRONG_ATTEMPTS) throw tooManyRequests(CODE_TOO_MANY_ATTEMPTS_MESSAGE)
      if (enquiry.codeUsedAt) throw new HttpError(400, CODE_USED_MESSAGE)
      if (expired) throw new HttpError(400, CODE_EXPIRED_MESSAGE)
      // Each try is counted before the code is compared, in one statement, so tries sent at the same moment
      // cannot all pass the limit; a try past it is refused unchecked.
      const tries = await repository.countCodeTry(enquiry._id, CODE_MAX_WRONG_ATTEMPTS)
      if (tries === null) throw tooManyRequests(CODE_TOO_MANY_ATTEMPTS_MESSAGE)
      if (!codeMatches(secret, enquiry._id, otp, enquiry.codeHash)) {
        if (tries >= CODE_MAX_WRONG_ATTEMPTS) throw tooManyRequests(CODE_TOO_MANY_ATTEMPTS_MESSAGE)
        throw new HttpError(400, INVALID_CODE_MESSAGE, { fieldErrors: { otp: INVALID_CODE_MESSAGE } })
      }
      const verifiedAt = now()
      const earlier = await repository.verifiedByContact(enquiry.parentEmail, enquiry.parentPhoneNo)
      const won = await repository.markVerified(enquiry._id, {
        state: 'active',
        codeUsedAt: verifiedAt.toISOString(),
        verifiedAt: verifiedAt.toISOString(),
        contactBy: contactByDate(clinicToday(verifiedAt)),
        previousReferenceId: earlier[0]?.referenceId ?? null,
        videoState: enquiry.videoFile ? 'received' : enquiry.withVideo ? 'pending' : null,
      })
      if (won) await record(enquiry._id, null, 'verified', earlier[0] ? `repeat of ${earlier[0].referenceId}` : '')
      const verified = await repository.findById(enquiry._id)
      if (!verified) throw notFound(ENQUIRY_NOT_FOUND_MESSAGE)
      if (!won) {
        if (verified.state !== 'unverified') return answer(verified)
        throw new HttpError(400, CODE_USED_MESSAGE)
      }
      const [summary] = await toSummaries([verified])
      publisher.arrived(summary)
      try {
        const result = answer(verified)
        const videoLink =
          verified.videoState === 'pending'
            ? `${publicUrl}/enquiry/video?e=${verified._id}&t=${encodeURIComponent(result.uploadToken)}&ref=${verified.referenceId}`
            : null
        await mailer.send({
          to: verified.parentEmail,
          ...confirmationMail({
            programme: await programmeName(),
            referenceId: verified.referenceId,
            childName: verified.childName,
            centreName: summary.preferredCenter.name,
            enquiryDate: clinicToday(verifiedAt),
            videoLink,
          }),
        })
        return result
      } catch (err) {
        log.error({ err }, 'could not send the enquiry confirmation')
        return answer(verified)
      }
    },

    /** The tus upload of an enquiry's video finished (docs/api/files.md): link it, replacing an earlier one. */
    async videoStored(file: StoredFile, enquiryId: string): Promise<void> {
      const enquiry = await repository.findById(enquiryId)
      if (!enquiry || enquiry.reducedAt) {
        await files.remove([file.id])
        return
      }
      const previous = enquiry.videoFile
      const updated = await repository.update(enquiry._id, {
        videoFile: file.id,
        withVideo: true,
        videoState: enquiry.state === 'unverified' ? null : 'received',
      })
      if (enquiry.state !== 'unverified') await record(enquiry._id, null, 'video-received')
      if (previous && previous !== file.id) await files.remove([previous])
      if (updated.state !== 'unverified') publisher.updated((await toSummaries([updated]))[0])
    },

    /** Only the enquiry's own token uploads to it (files checks the token); no signed-in user does. */
    async mayUpload(): Promise<boolean> {
      return false
    },
    async mayRead(caller: TokenUser, enquiryId: string): Promise<boolean> {
      const enquiry = isRecordId(enquiryId) ? await repository.findById(enquiryId) : null
      return (
        !!enquiry && caller.role === 'admin' && enquiry.state !== 'unverified' && enquiry.centreId === caller.centreId
      )
    },

    /** GET /api/admins/get-jwl-enquiries/:centreId */
    async list(caller: TokenUser, centreId: string, query: EnquiryListQuery) {
      if (!caller.centreId || caller.centreId !== centreId) throw forbidden(OWN_CENTRE_ONLY_MESSAGE)
      const page = requestedPage(query)
      const { rows, total } = await repository.list(
        {
          centreId,
          status: query.status,
          search: query.search,
          from: query.from ? clinicDayStart(query.from) : undefined,
          before: query.to ? clinicDayStart(addDays(query.to, 1)) : undefined,
        },
        page ? { offset: offsetOf(page), limit: page.limit } : undefined,
      )
      return { enquiries: await toSummaries(rows), total }
    },

    /** GET /api/admins/jwl-enquiries/:centreId/owners: who may own an enquiry. */
    async owners(caller: TokenUser, centreId: string) {
      if (!caller.centreId || caller.centreId !== centreId) throw forbidden(OWN_CENTRE_ONLY_MESSAGE)
      return people.listAdmins(centreId)
    },

    async newCount(caller: TokenUser, centreId: string) {
      if (!caller.centreId || caller.centreId !== centreId) throw forbidden(OWN_CENTRE_ONLY_MESSAGE)
      return { count: await repository.countNew(centreId) }
    },

    /** GET /api/admins/get-jwl-enquiry/:referenceId */
    async details(caller: TokenUser, referenceId: string): Promise<EnquiryDto> {
      return toDetails(await enquiryOfAdmin(caller, referenceId))
    },

    /** GET /api/admins/get-jwluser-video/:parentEmail: the newest received video of that parent at the centre. */
    async videoOfParent(caller: TokenUser, parentEmail: string, range: string | undefined) {
      if (!caller.centreId) throw notFound(VIDEO_NOT_FOUND_MESSAGE)
      const email = parentEmail.trim().toLowerCase()
      const mine = await repository.verifiedOfParentAt(caller.centreId, email)
      return openVideo(
        caller,
        mine.find((e) => e.videoFile),
        range,
      )
    },

    /**
     * POST /api/admins/jwl-enquiries/:referenceId/video-link: a short-lived link the admin's `<video>` element
     * streams with Range (docs/decisions/029). Asking for it is opening the video: one 'video-viewed' entry.
     */
    async videoLink(caller: TokenUser, referenceId: string): Promise<SignedLink> {
      const enquiry = await enquiryOfAdmin(caller, referenceId, VIDEO_NOT_FOUND_MESSAGE)
      const file = enquiry.videoFile ? await files.find(enquiry.videoFile) : null
      if (!file) throw notFound(VIDEO_NOT_FOUND_MESSAGE)
      await record(enquiry._id, await callerPerson(caller), 'video-viewed')
      return files.signedLinkFor(file, caller._id)
    },

    async videoOfEnquiry(caller: TokenUser, referenceId: string, range: string | undefined) {
      return openVideo(caller, await enquiryOfAdmin(caller, referenceId, VIDEO_NOT_FOUND_MESSAGE), range)
    },

    /** PUT /api/admins/archive-jwl-enquiry: idempotent. */
    async archive(caller: TokenUser, input: ArchiveEnquiryInput) {
      if (!caller.centreId) throw notFound(ENQUIRY_NOT_FOUND_MESSAGE)
      const matching = input.referenceId
        ? [await enquiryOfAdmin(caller, input.referenceId)]
        : await repository.verifiedOfParentAt(caller.centreId, input.parentEmail ?? '')
      if (matching.length === 0) throw notFound(ENQUIRY_NOT_FOUND_MESSAGE)
      const me = await callerPerson(caller)
      const archivedNow: string[] = []
      for (const enquiry of matching.filter((e) => e.state === 'active')) {
        if (!(await repository.archiveIfActive(enquiry._id))) continue
        await record(enquiry._id, me, 'archived')
        archivedNow.push(enquiry.referenceId)
      }
      if (archivedNow.length) publisher.archived({ centreId: caller.centreId, referenceIds: archivedNow })
      return { referenceIds: matching.map((e) => e.referenceId) }
    },

    /** PUT /api/admins/jwl-enquiries/:referenceId/follow-up */
    async followUp(caller: TokenUser, referenceId: string, input: FollowUpInput): Promise<EnquiryDto> {
      const enquiry = await enquiryOfAdmin(caller, referenceId)
      const me = await callerPerson(caller)
      const entries: Array<{ action: string; detail: string }> = []
      const changes: Parameters<EnquiriesRepository['update']>[1] = {}
      const note = (action: string, detail: string) => entries.push({ action, detail })
      if (input.ownerId !== undefined && input.ownerId !== enquiry.ownerId) {
        if (input.ownerId !== null) {
          const [owner] = isRecordId(input.ownerId) ? await people.summariesOf([input.ownerId]) : []
          if (!owner || owner.role !== 'admin' || owner.centreId !== enquiry.centreId) {
            throw badRequest(OWNER_NOT_FOUND_MESSAGE, { ownerId: OWNER_NOT_FOUND_MESSAGE })
          }
          note('owner', owner.name ?? '')
        } else note('owner', '')
        changes.ownerId = input.ownerId
      }
      if (input.stage && input.stage !== enquiry.stage) {
        changes.stage = input.stage
        changes.reason = input.stage === 'not-proceeding' ? input.reason : ''
        if (!enquiry.firstContactAt && input.stage !== 'new') changes.firstContactAt = now().toISOString()
        note('stage', input.stage === 'not-proceeding' ? `${input.stage}: ${input.reason}` : input.stage)
      }
      if (input.appointmentId && input.appointmentId !== enquiry.appointmentId) {
        if (!(await isAppointmentOfFamily(caller, enquiry, input.appointmentId))) {
          throw badRequest(APPOINTMENT_NOT_OF_FAMILY_MESSAGE, { appointmentId: APPOINTMENT_NOT_OF_FAMILY_MESSAGE })
        }
        changes.appointmentId = input.appointmentId
        note('appointment', input.appointmentId)
      }
      if (Object.keys(changes).length === 0) return toDetails(enquiry)
      // Only the changed fields are written; each change is its own entry in the log.
      const updated = await repository.update(enquiry._id, changes)
      for (const entry of entries) await record(enquiry._id, me, entry.action, entry.detail)
      publisher.updated((await toSummaries([updated]))[0])
      return toDetails(updated)
    },

    /** POST /api/admins/jwl-enquiries/:referenceId/notes */
    async addNote(caller: TokenUser, referenceId: string, input: EnquiryNoteInput): Promise<EnquiryDto> {
      const enquiry = await enquiryOfAdmin(caller, referenceId)
      await record(enquiry._id, await callerPerson(caller), 'note', input.text)
      publisher.updated((await toSummaries([enquiry]))[0])
      return toDetails(enquiry)
    },

    /** GET /api/admins/jwl-enquiries/:centreId/stats: the last 12 weeks. */
    async stats(caller: TokenUser, centreId: string) {
      if (!caller.centreId || caller.centreId !== centreId) throw forbidden(OWN_CENTRE_ONLY_MESSAGE)
      const today = clinicToday(now())
      const since = clinicDayStart(addDays(weekOf(today), -7 * 11))
      const rows = await repository.verifiedSince(centreId, since)
      const weeks = new Map<string, number>()
      for (let i = 11; i >= 0; i--) weeks.set(addDays(weekOf(today), -7 * i), 0)
      for (const r of rows) {
        const week = weekOf(clinicToday(new Date(r.verifiedAt ?? r.createdAt)))
        weeks.set(week, (weeks.get(week) ?? 0) + 1)
      }
      const hours = rows
        .filter((r) => r.firstContactAt && r.verifiedAt)
        .map((r) => (Date.parse(r.firstContactAt!) - Date.parse(r.verifiedAt!)) / 3_600_000)
      return {
        weeks: [...weeks].map(([week, count]) => ({ week, count })),
        medianHoursToFirstContact: median(hours),
        booked: rows.filter((r) => r.stage === 'assessment-booked' || r.stage === 'enrolled' || r.appointmentId).length,
        total: rows.length,
      }
    },

    /**
     * The retention job (docs/product.md, Enquiries): after `retentionDays`, an enquiry never booked loses its
     * video and its personal data (names, contact details, answers, notes); the counts stay. Unverified
     * enquiries older than a day are removed with any video. Returns how many of each.
     */
    async applyRetention(at = now()) {
      const due = await repository.dueForRetention(new Date(at.getTime() - retentionDays * 24 * hour))
      for (const enquiry of due) {
        if (enquiry.videoFile) await files.remove([enquiry.videoFile])
        const reduced = {
          childName: '',
          parentName: '',
          parentEmail: '',
          parentPhoneNo: '',
          checklist: {},
          additionalNotes: '',
          videoFile: null,
          videoState: (enquiry.videoFile || enquiry.videoState === 'pending'
            ? 'deleted'
            : enquiry.videoState) as VideoState | null,
          consent: enquiry.consent ? { ...enquiry.consent, ip: '' } : null,
          reducedAt: at.toISOString(),
          // Entries from before decision 028; the rows' notes are blanked below.
          activity: enquiry.activity.map((a) => (a.action === 'note' ? { ...a, detail: '' } : a)),
        }
        await repository.update(enquiry._id, reduced)
        await repository.blankNotes(enquiry._id)
        await repository.appendActivity(enquiry._id, {
          at: at.toISOString(),
          byId: null,
          byName: null,
          action: 'video-deleted',
          detail: 'retention',
        })
      }
      const stale = await repository.unverifiedBefore(new Date(at.getTime() - UNVERIFIED_TTL_MS))
      for (const enquiry of stale) {
        if (enquiry.videoFile) await files.remove([enquiry.videoFile])
        await repository.remove(enquiry._id)
      }
      return { reduced: due.length, removedUnverified: stale.length }
    },
  }
  return service
}

export type EnquiriesService = ReturnType<typeof createEnquiriesService>
