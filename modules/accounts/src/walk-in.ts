import { randomBytes } from 'node:crypto'
import { badRequest, HttpError, type Logger } from '@app/platform'
import { DuplicateValueError, type AccountsRepository, type AuditRepository } from './accounts.repository.ts'
import type { ChildrenLookup } from './accounts.service.ts'
import type { Language } from '@app/platform/format'

export const WALK_IN_NOT_PARENT_MESSAGE =
  'This email address belongs to a staff account. Please use the parent’s own email address.'
export const WALK_IN_NOT_LINKED_MESSAGE =
  'This email address belongs to a parent account that is not linked to your centre. Ask the parent to book this appointment from their own account, or use another email address.'

/** The parent a walk-in booking is made for, and what to do once the booking has (or has not) been stored. */
export interface WalkInParent {
  _id: string
  name: string | null
  /** Whether the account was created for this booking. */
  created: boolean
  /** Sends the welcome e-mail of a new account (never fails: a failed mail is logged). */
  welcome(): Promise<void>
  /** Removes the account again when it was created for a booking that was then refused. */
  discard(): Promise<void>
}

export interface WalkInDetails {
  email: string
  name: string
  mobilenumber: string
  address?: string
  /** The admin booking the walk-in, for the audit log. */
  adminId: string
  /** The admin's centre: an existing parent is used only when they have a child there. */
  centreId: string
  ip?: string
  /** Where the set-password link points (PUBLIC_URL, else the origin the admin's request came to). */
  linkBase?: string
  /** The language the parent reads, as the admin recorded it: the welcome is written in it, and it is kept. */
  language?: Language
}

export type FindOrCreateWalkInParent = (details: WalkInDetails) => Promise<WalkInParent>

/** A username from the address's local part plus a random suffix, so it is unique and recognisable. */
const usernameFor = (email: string) =>
  `${
    email
      .split('@')[0]
      .toLowerCase()
      .replace(/[^a-z0-9._-]/g, '')
      .slice(0, 40) || 'parent'
  }-${randomBytes(3).toString('hex')}`

/** Sends a user a fresh set-password link (a walk-in's welcome), in a language; false when the mail could not go out. */
export type MailSetPasswordLink = (options: {
  userId: string
  linkBase: string
  occasion?: 'link' | 'walk-in'
  language?: Language
}) => Promise<boolean>

/**
 * An admin books a walk-in without a child on record: the parent account with that e-mail is used when
 * the parent already has a child at the admin's centre, or a parent account is created for it (with a
 * random password nobody knows; the welcome e-mail carries a link to set one). The welcome is only sent
 * once the booking succeeded, and the account can be discarded when the booking is refused.
 *
 * A parent with no child at the admin's centre is refused (409): attaching a child would give this admin
 * their e-mail, phone and address, and mail them about a child they may not have. E-mails are unique, so a
 * second account with the address cannot be made either (docs/decisions/021-walk-in-and-other-centres-parents.md).
 */
export function createWalkInParents({
  accounts,
  audit,
  children,
  mailSetPasswordLink,
  publicUrl,
  configuredPublicUrl,
  log,
  rememberLanguage = async () => {},
}: {
  accounts: AccountsRepository
  audit: AuditRepository
  children: Pick<ChildrenLookup, 'parentHasChildAtCentre'>
  mailSetPasswordLink: MailSetPasswordLink
  publicUrl: string
  configuredPublicUrl?: string
  log: Logger
  /** Keeps a new parent's language on their account (the messaging module's), so later mails use it too. */
  rememberLanguage?: (parentId: string, language: Language) => Promise<void>
}): FindOrCreateWalkInParent {
  const existing = async (
    user: { _id: string; name: string | null; role: string },
    centreId: string,
  ): Promise<WalkInParent> => {
    if (user.role !== 'parent') throw badRequest(WALK_IN_NOT_PARENT_MESSAGE, { email: WALK_IN_NOT_PARENT_MESSAGE })
    if (!(await children.parentHasChildAtCentre(user._id, centreId))) {
      throw new HttpError(409, WALK_IN_NOT_LINKED_MESSAGE, { fieldErrors: { email: WALK_IN_NOT_LINKED_MESSAGE } })
    }
    return { _id: user._id, name: user.name, created: false, welcome: async () => {}, discard: async () => {} }
  }

  return async function findOrCreateWalkInParent(details) {
    const email = details.email.trim().toLowerCase()
    const found = await accounts.findByEmail(email)
    if (found) return existing(found, details.centreId)

    let user
    try {
      user = await accounts.create({
        username: usernameFor(email),
        password: randomBytes(24).toString('base64url'),
        role: 'parent',
        name: details.name,
        email,
        mobilenumber: details.mobilenumber,
        address: details.address || undefined,
        centreId: null,
      })
    } catch (error) {
      // Two walk-ins for one address at the same moment: the other one created it; use that.
      if (error instanceof DuplicateValueError && error.fields.includes('email')) {
        const raced = await accounts.findByEmail(email)
        if (raced) return existing(raced, details.centreId)
      }
      throw error
    }
    const created = user
    return {
      _id: created._id,
      name: created.name,
      created: true,
      async welcome() {
        await audit
          .record({
            action: 'account.created',
            actorId: details.adminId,
            targetId: created._id,
            targetUsername: created.username,
            ip: details.ip ?? null,
            details: { role: 'parent', via: 'walk-in-booking' },
          })
          .catch((err: unknown) => log.error({ err }, 'could not record the walk-in account in the audit log'))
        const language = details.language ?? 'en'
        if (language !== 'en') {
          await rememberLanguage(created._id, language).catch((err: unknown) =>
            log.error({ err }, 'could not keep the walk-in parent’s language'),
          )
        }
        const sent = await mailSetPasswordLink({
          userId: created._id,
          linkBase: configuredPublicUrl ?? details.linkBase ?? publicUrl,
          occasion: 'walk-in',
          language,
        })
        if (!sent) log.warn({ to: email }, 'could not send the walk-in welcome e-mail')
      },
      async discard() {
        await accounts.deleteUser(created._id)
      },
    }
  }
}
