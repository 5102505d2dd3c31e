import { createHash, randomBytes } from 'node:crypto'
import { ofLanguage, type Language } from '@app/platform/format'
import {
  createRateLimiter,
  describeWait,
  forbidden,
  HttpError,
  isRecordId,
  notFound,
  tooManyRequests,
  type Clock,
  type Logger,
  type Mailer,
  type RateLimitStore,
  type TokenUser,
} from '@app/platform'
import type {
  AccountsRepository,
  AuditRepository,
  PasswordLinkPurpose,
  PasswordLinksRepository,
} from './accounts.repository.ts'
import type { ForgotPasswordInput, ResetPasswordInput } from './accounts.schema.ts'
import type { ChildrenLookup, RequestContext } from './accounts.service.ts'
import { setPasswordMail } from './accounts.mail.ts'

/** A reset link asked for by the user is good for 30 minutes. */
export const RESET_LINK_TTL_MS = 30 * 60 * 1000
/** A set-password link from the centre waits for a parent who reads mail later: three days. */
export const SET_LINK_TTL_MS = 3 * 24 * 60 * 60 * 1000
/** Reset requests per e-mail address per hour, whether or not it has an account. */
export const RESET_REQUESTS_PER_ADDRESS_PER_HOUR = 3
/** Reset requests per client address per hour, across e-mail addresses. */
export const RESET_REQUESTS_PER_IP_PER_HOUR = 10
/** Attempts to use a link per client address per hour (stops guessing tokens, though 256 bits need no help). */
export const LINK_USES_PER_IP_PER_HOUR = 20
/** Set-password links one admin may send per hour. */
export const SET_LINKS_PER_ADMIN_PER_HOUR = 20

/** The one answer to every forgot-password request, so it never tells whether an account exists. */
export const RESET_REQUESTED_MESSAGE =
  'If an account uses that email address, we have sent it a link to reset the password. The link works once, for 30 minutes.'
export const LINK_INVALID_MESSAGE =
  'This link is not valid. It may have been used already, or a newer link was sent. Please ask for a new one.'
export const LINK_EXPIRED_MESSAGE = 'This link has expired. Please ask for a new one.'
export const PASSWORD_SET_MESSAGE = 'Your password has been set. Please sign in with your new password.'
export const SET_LINK_SENT_MESSAGE = 'A link to set a password has been sent to the parent’s email address.'
export const NO_EMAIL_MESSAGE = 'This account has no email address to send a link to.'
export const SET_LINK_PARENTS_ONLY_MESSAGE = 'Set-password links can be sent to parents of your centre only.'

const HOUR_MS = 60 * 60 * 1000

/** Only the hash is stored: the token itself exists in the e-mail alone. */
export const hashLinkToken = (token: string) => createHash('sha256').update(token).digest('hex')

/** Where a link points: PUBLIC_URL when configured, else the origin the request came to. */
export const linkUrl = (base: string, purpose: PasswordLinkPurpose, token: string) =>
  `${base.replace(/\/$/, '')}/${purpose === 'reset' ? 'reset-password' : 'set-password'}?token=${token}`

/**
 * Password links: "forgot password" (the user asks, by e-mail address) and "set your password" (the centre
 * sends it to a parent it registered, and a walk-in parent's welcome carries one). A link is a random
 * 256-bit token, single use, and the newest one of a user is the only one alive. Using it sets the password,
 * ends every session of the user and is audited.
 */
/**
 * The reset link's e-mail in the language the forgot-password page speaks (decision 061); written as the centres
 * say it, not word for word (docs/i18n-glossary.md).
 */
export function resetMail(
  { name, username, url }: { name: string; username: string; url: string },
  language: Language = 'en',
): { subject: string; text: string } {
  const words: Record<Language, { subject: string; lines: string[] }> = {
    en: {
      subject: 'Reset your password',
      lines: [
        `Hello ${name},`,
        '',
        `Someone (we hope you) asked to reset the password of the account ${username}. To choose a new password, open:`,
        url,
        '',
        'The link works once, for 30 minutes. Setting a new password signs the account out everywhere.',
        'If you did not ask for this, ignore this email: your password stays as it is.',
      ],
    },
    te: {
      subject: 'మీ పాస్‌వర్డ్ మార్చుకోండి',
      lines: [
        `నమస్తే ${name} గారు,`,
        '',
        `${username} ఖాతా పాస్‌వర్డ్ మార్చమని ఎవరో (మీరే అనుకుంటున్నాం) అడిగారు. కొత్త పాస్‌వర్డ్ ఎంచుకోవడానికి ఈ లింక్ తెరవండి:`,
        url,
        '',
        'ఈ లింక్ 30 నిమిషాల వరకు, ఒక్కసారి మాత్రమే పనిచేస్తుంది. కొత్త పాస్‌వర్డ్ పెట్టగానే అన్ని పరికరాల్లో ఖాతా సైన్ అవుట్ అవుతుంది.',
        'ఇది మీరు అడగకపోతే, ఈ ఈమెయిల్‌ను పట్టించుకోకండి: మీ పాస్‌వర్డ్ మారదు.',
      ],
    },
    hi: {
      subject: 'अपना पासवर्ड बदलें',
      lines: [
        `नमस्ते ${name} जी,`,
        '',
        `किसी ने (उम्मीद है आपने) ${username} खाते का पासवर्ड बदलने को कहा है। नया पासवर्ड चुनने के लिए यह लिंक खोलें:`,
        url,
        '',
        'यह लिंक 30 मिनट तक, एक ही बार काम करता है। नया पासवर्ड रखते ही खाता हर जगह से साइन आउट हो जाता है।',
        'अगर आपने यह नहीं माँगा था, तो इस ईमेल को अनदेखा करें: आपका पासवर्ड वही रहेगा।',
      ],
    },
  }
  const chosen = ofLanguage(words, language)
  return { subject: chosen.subject, text: chosen.lines.join('\n') }
}

export function createPasswordLinksService({
  accounts,
  links,
  audit,
  children,
  mailer,
  signInLock,
  clock,
  log,
  rateLimitStore,
  languageOf = async () => 'en',
}: {
  accounts: AccountsRepository
  /** The sign-in throttling's lock on a username, which a new password lifts (the accounts service's). */
  signInLock: { clear(username: string): Promise<void> }
  links: PasswordLinksRepository
  audit: AuditRepository
  children: Pick<ChildrenLookup, 'parentHasChildAtCentre'>
  mailer: Mailer
  clock: Clock
  log: Logger
  rateLimitStore?: RateLimitStore
  /** The language a parent reads (their choice, kept by the messaging module); English when none is known. */
  languageOf?: (userId: string) => Promise<Language>
}) {
  const limiter = (name: string, limit: number) =>
    createRateLimiter({ name, limit, windowMs: HOUR_MS, clock, store: rateLimitStore })
  const requestsByAddress = limiter('password-reset:email', RESET_REQUESTS_PER_ADDRESS_PER_HOUR)
  const requestsByIp = limiter('password-reset:ip', RESET_REQUESTS_PER_IP_PER_HOUR)
  const usesByIp = limiter('password-link-use:ip', LINK_USES_PER_IP_PER_HOUR)
  const setLinksByAdmin = limiter('password-set-link:admin', SET_LINKS_PER_ADMIN_PER_HOUR)

  /** A fresh link for a user; their older unspent links stop working. */
  async function issue(userId: string, purpose: PasswordLinkPurpose): Promise<string> {
    const now = clock()
    await links.deleteExpiredBefore(new Date(now.getTime() - 24 * HOUR_MS))
    await links.deleteUnusedFor(userId)
    const token = randomBytes(32).toString('base64url')
    const ttl = purpose === 'reset' ? RESET_LINK_TTL_MS : SET_LINK_TTL_MS
    await links.create({ tokenHash: hashLinkToken(token), userId, purpose, expiresAt: new Date(now.getTime() + ttl) })
    return token
  }

  /**
   * E-mails a user a fresh set-password link (`occasion: 'walk-in'` makes it the welcome of a walk-in's new
   * account), in `language` or else the one the account reads; false when the mail could not be handed over
   * (logged).
   */
  async function mailSetPasswordLink({
    userId,
    linkBase,
    occasion = 'link',
    language,
  }: {
    userId: string
    linkBase: string
    occasion?: 'link' | 'walk-in'
    language?: Language
  }): Promise<boolean> {
    const user = await accounts.findById(userId)
    if (!user?.email) return false
    const url = linkUrl(linkBase, 'set', await issue(user._id, 'set'))
    try {
      const reads = language ?? (await languageOf(user._id).catch(() => 'en' as const))
      await mailer.send(
        setPasswordMail(
          {
            to: user.email,
            name: user.name || user.username,
            username: user.username,
            url,
            days: SET_LINK_TTL_MS / HOUR_MS / 24,
            occasion,
          },
          reads,
        ),
      )
      return true
    } catch (err) {
      log.warn({ err, to: user.email }, 'could not send the set-password e-mail')
      return false
    }
  }

  return {
    /**
     * E-mails a reset link when the address belongs to an account; answers the same either way. Limited
     * per address and per client whether or not the account exists, so the limits reveal nothing either.
     */
    async requestReset(
      input: ForgotPasswordInput,
      context: RequestContext & { linkBase: string },
    ): Promise<{ success: true; message: string }> {
      const email = input.email.trim().toLowerCase()
      const byIp = await requestsByIp.take(context.ip)
      if (!byIp.allowed) {
        throw tooManyRequests(`Too many requests. Please try again in ${describeWait(byIp.retryAfterMs)}.`)
      }
      const byAddress = await requestsByAddress.take(email)
      if (!byAddress.allowed) {
        throw tooManyRequests(
          `Too many reset requests for this email address. Please try again in ${describeWait(byAddress.retryAfterMs)}.`,
        )
      }
      const user = await accounts.findByEmail(email)
      if (user) {
        const token = await issue(user._id, 'reset')
        await audit.record({
          action: 'password.reset-requested',
          actorUsername: null,
          targetId: user._id,
          targetUsername: user.username,
          ip: context.ip,
        })
        const url = linkUrl(context.linkBase, 'reset', token)
        // The answer must not wait on (or differ by) the mail server: send after answering.
        void mailer
          .send({
            to: email,
            ...resetMail({ name: user.name || user.username, username: user.username, url }, input.language),
          })
          .catch((err: unknown) => log.error({ err, to: email }, 'could not send the password reset e-mail'))
      }
      return { success: true, message: RESET_REQUESTED_MESSAGE }
    },

    /** Sets a new password with a reset or set-password link, spends the link and ends every session. */
    async usePasswordLink(
      input: ResetPasswordInput,
      context: RequestContext,
    ): Promise<{ success: true; message: string }> {
      const byIp = await usesByIp.take(context.ip)
      if (!byIp.allowed) {
        throw tooManyRequests(`Too many attempts. Please try again in ${describeWait(byIp.retryAfterMs)}.`)
      }
      const link = await links.findByTokenHash(hashLinkToken(input.token))
      if (!link || link.usedAt) throw new HttpError(400, LINK_INVALID_MESSAGE)
      if (clock().getTime() > link.expiresAt.getTime()) throw new HttpError(400, LINK_EXPIRED_MESSAGE)
      const user = await accounts.findById(link.userId)
      if (!user) throw new HttpError(400, LINK_INVALID_MESSAGE)
      if (!(await links.markUsed(link.id, clock()))) throw new HttpError(400, LINK_INVALID_MESSAGE)
      await byIp.release()
      await accounts.setPasswordAndUnlock(user._id, input.password)
      await signInLock.clear(user.username)
      await links.deleteUnusedFor(user._id)
      const endedSessions = await accounts.deleteAllSessions(user._id)
      await audit.record({
        action: 'password.reset',
        actorId: user._id,
        actorUsername: user.username,
        targetId: user._id,
        targetUsername: user.username,
        ip: context.ip,
        details: { via: link.purpose === 'reset' ? 'reset-link' : 'set-password-link', endedSessions },
      })
      return { success: true, message: PASSWORD_SET_MESSAGE }
    },

    /**
     * An admin sends a "set your password" link to a parent of their centre (registered there, or with a
     * child there). The link is only ever in the parent's mailbox, never shown to the admin.
     */
    async sendSetPasswordLink(
      admin: TokenUser,
      parentId: string,
      context: RequestContext & { linkBase: string },
    ): Promise<{ message: string }> {
      const parent = isRecordId(parentId) ? await accounts.findById(parentId) : undefined
      if (!parent) throw notFound('User not found')
      const isOwnParent =
        parent.role === 'parent' &&
        Boolean(admin.centreId) &&
        (parent.centreId === admin.centreId ||
          (await children.parentHasChildAtCentre(parent._id, admin.centreId as string)))
      if (!isOwnParent) throw forbidden(SET_LINK_PARENTS_ONLY_MESSAGE)
      if (!parent.email) throw new HttpError(409, NO_EMAIL_MESSAGE)
      const verdict = await setLinksByAdmin.take(admin._id)
      if (!verdict.allowed) {
        throw tooManyRequests(`Too many links sent. Please try again in ${describeWait(verdict.retryAfterMs)}.`)
      }
      const sent = await mailSetPasswordLink({ userId: parent._id, linkBase: context.linkBase })
      if (!sent) {
        await verdict.release()
        throw new HttpError(503, 'The email could not be sent. Please try again later.')
      }
      const adminUser = await accounts.findById(admin._id)
      await audit.record({
        action: 'password.link-sent',
        actorId: admin._id,
        actorUsername: adminUser?.username ?? null,
        targetId: parent._id,
        targetUsername: parent.username,
        ip: context.ip,
        details: { centreId: admin.centreId },
      })
      return { message: SET_LINK_SENT_MESSAGE }
    },

    mailSetPasswordLink,
  }
}

export type PasswordLinksService = ReturnType<typeof createPasswordLinksService>
