// Steps several enquiry use cases share: turning records into answers, loading an admin's enquiry with its
// access check, the activity log's entries, and the e-mailed code. Not use cases themselves.
import { describeWait, notFound, tooManyRequests, type TokenUser } from '@app/platform'
import type { Language } from '@app/platform/format'
import { ENQUIRIES_ACCESS, relationsTo, relationsToCentre, type EnquiryAction } from '../enquiries.access.ts'
import { CODE_TTL_MS, hashCode, newCode } from '../enquiries.code.ts'
import type { EnquiriesDeps } from '../enquiries.deps.ts'
import { codeMail } from '../enquiries.mail.ts'
import type { StoredEnquiry } from '../enquiries.repository.ts'
import { detailsOf, referenceOf, summaryOf } from '../enquiries.rules.ts'
import {
  ENQUIRY_NOT_FOUND_MESSAGE,
  ENQUIRY_VIDEO_TARGET,
  OWN_CENTRE_ONLY_MESSAGE,
  type EnquiryDto,
  type EnquirySummaryDto,
} from '../enquiries.schema.ts'

/** The upload token of the e-mail's link lasts 72 hours. */
export const UPLOAD_TOKEN_TTL_SECONDS = 72 * 60 * 60

/** Rows of the list (and the live events' payload), with one lookup of centre names and one of owners. */
export async function toSummaries(deps: EnquiriesDeps, rows: StoredEnquiry[]): Promise<EnquirySummaryDto[]> {
  const [centreNames, owners] = await Promise.all([
    deps.centres.namesOf([...new Set(rows.map((r) => r.centreId))]),
    deps.people.summariesOf(rows.map((r) => r.ownerId).filter((id): id is string => !!id)),
  ])
  const names = {
    centres: new Map(centreNames.map((c) => [c._id, c.name])),
    people: new Map(owners.map((o) => [o._id, o.name ?? ''])),
  }
  return rows.map((r) => summaryOf(r, names))
}

export async function toDetails(deps: EnquiriesDeps, r: StoredEnquiry): Promise<EnquiryDto> {
  const [[summary], linked, activity] = await Promise.all([
    toSummaries(deps, [r]),
    deps.repository.verifiedByContact(r.parentEmail, r.parentPhoneNo, r.centreId),
    deps.repository.activityOf(r),
  ])
  return detailsOf(r, summary, linked, activity)
}

/**
 * An admin's enquiry by reference id, when the table lets the actor take `action` on it; otherwise 404 exactly
 * as for one that does not exist (docs/api/enquiries.md).
 */
export async function enquiryOfAdmin(
  deps: EnquiriesDeps,
  actor: TokenUser,
  {
    referenceId,
    action,
    hideAs = ENQUIRY_NOT_FOUND_MESSAGE,
  }: { referenceId: string; action: EnquiryAction; hideAs?: string },
): Promise<StoredEnquiry> {
  if (!ENQUIRIES_ACCESS.mayEver(actor.role, action)) throw notFound(hideAs)
  const reference = referenceOf(referenceId)
  const enquiry = reference ? await deps.repository.findByReference(reference) : null
  if (!enquiry) throw notFound(hideAs)
  ENQUIRIES_ACCESS.assert(actor.role, action, relationsTo(actor, enquiry), { hideAs })
  return enquiry
}

/** The signed-in actor as the log names it. */
export async function personOf(deps: EnquiriesDeps, actor: TokenUser) {
  const [me] = await deps.people.summariesOf([actor._id])
  return { _id: actor._id, name: me?.name ?? null }
}

/** Appends one entry to the enquiry's activity log: an insert of its own, never a rewrite (decision 028). */
export const record = (
  deps: EnquiriesDeps,
  enquiryId: string,
  by: { _id: string; name: string | null } | null,
  action: string,
  detail = '',
) =>
  deps.repository.appendActivity(enquiryId, {
    at: deps.clock().toISOString(),
    byId: by?._id ?? null,
    byName: by?.name ?? null,
    action,
    detail,
  })

/** The programme's name in a language (its English where untranslated), for the mails. */
export const programmeName = async (deps: EnquiriesDeps, language: Language) =>
  (await deps.repository.programme(language)).name || 'programme'

export const uploadTokenOf = (deps: EnquiriesDeps, enquiryId: string) =>
  deps.uploads.uploadTokenFor({
    target: ENQUIRY_VIDEO_TARGET,
    recordId: enquiryId,
    ttlSeconds: UPLOAD_TOKEN_TTL_SECONDS,
  })

/** Refuses a client address past its hourly enquiries (submit and resend count together). */
export async function takeClientTry(deps: EnquiriesDeps, ip: string) {
  const taken = await deps.limits.byIp.take(ip)
  if (!taken.allowed) {
    throw tooManyRequests(
      `Too many enquiries from this connection. Please try again in ${describeWait(taken.retryAfterMs)}.`,
    )
  }
  return taken
}

/** Refuses a code e-mail to this address while its limits say so; counts it otherwise. */
export async function takeCodeSend(deps: EnquiriesDeps, email: string) {
  const { sendsPerMinute, sendsPerHour } = deps.limits
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

/**
 * A fresh code for the enquiry: stored as an HMAC, e-mailed in clear, in the language the page speaks. The code's write stands alone (one
 * record); the mail goes to the outbox after it.
 */
export async function sendCode(deps: EnquiriesDeps, enquiry: StoredEnquiry, language: Language) {
  const code = newCode()
  await deps.repository.update(enquiry._id, {
    codeHash: hashCode(deps.config.secret, enquiry._id, code),
    codeExpiresAt: new Date(deps.clock().getTime() + CODE_TTL_MS).toISOString(),
    codeAttempts: 0,
    codeUsedAt: null,
  })
  await deps.mailer.send({
    to: enquiry.parentEmail,
    ...codeMail(code, await programmeName(deps, language), language),
  })
}

/** A centre's path (`:centreId`): the actor's own centre, or 403. */
export const assertCentreList = (actor: TokenUser, centreId: string) =>
  ENQUIRIES_ACCESS.assert(actor.role, 'list', relationsToCentre(actor, centreId), { message: OWN_CENTRE_ONLY_MESSAGE })
