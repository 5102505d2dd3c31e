import type { ChildDto, NewChild } from '@app/children'
import { ofLanguage, type Language } from '@app/platform/format'
import {
  createRateLimiter,
  describeWait,
  forbidden,
  HttpError,
  tooManyRequests,
  unauthorized,
  type Clock,
  type Logger,
  type Mailer,
  type RateLimitStore,
  type TokenUser,
} from '@app/platform'
import {
  DuplicateValueError,
  type AccountsRepository,
  type AuditRepository,
  type EmailVerificationsRepository,
} from './accounts.repository.ts'
import {
  REGISTRABLE_ROLES,
  type AdminRegisterInput,
  type AdminRegisterResponse,
  type ParentRegisterInput,
  type ParentRegisterResponse,
  type RegistrableRole,
  type SendOtpResponse,
  type VerifyOtpResponse,
} from './accounts.schema.ts'
import { emailTaken, usernameTaken, type RequestContext } from './accounts.service.ts'
import {
  generateOtp,
  hashOtp,
  OTP_MAX_SENDS_PER_HOUR,
  OTP_MAX_WRONG_ATTEMPTS,
  OTP_RESEND_AFTER_MS,
  OTP_TTL_MS,
  otpMatches,
} from './otp.ts'
import type { VerificationTokens } from './verification-token.ts'
import { welcomeMail } from './accounts.mail.ts'

/**
 * The registration code's e-mail in the language the registration page speaks (decision 061): the code and how
 * long it lasts; written as the centres say it, not word for word (docs/i18n-glossary.md).
 */
export function otpMail(code: string, minutes: number, language: Language): { subject: string; text: string } {
  const words: Record<Language, { subject: string; lines: string[] }> = {
    en: {
      subject: 'Your verification code',
      lines: [
        `Your one-time code is ${code}.`,
        '',
        `It is valid for ${minutes} minutes and can be used once. Enter it on the registration page to verify your email address.`,
        'If you did not ask for this code, you can ignore this email.',
      ],
    },
    te: {
      subject: 'మీ వెరిఫికేషన్ కోడ్',
      lines: [
        `మీ ఒక్కసారి వాడే కోడ్ ${code}.`,
        '',
        `ఇది ${minutes} నిమిషాల వరకు పనిచేస్తుంది, ఒక్కసారి మాత్రమే వాడగలరు. మీ ఈమెయిల్‌ను నిర్ధారించడానికి రిజిస్ట్రేషన్ పేజీలో దీన్ని నమోదు చేయండి.`,
        'ఈ కోడ్ మీరు అడగకపోతే, ఈ ఈమెయిల్‌ను పట్టించుకోనవసరం లేదు.',
      ],
    },
    hi: {
      subject: 'आपका वेरिफ़िकेशन कोड',
      lines: [
        `आपका वन-टाइम कोड ${code} है।`,
        '',
        `यह ${minutes} मिनट तक मान्य है और एक ही बार इस्तेमाल हो सकता है। अपना ईमेल वेरिफ़ाई करने के लिए इसे रजिस्ट्रेशन पेज पर डालें।`,
        'अगर आपने यह कोड नहीं माँगा था, तो इस ईमेल को अनदेखा कर दें।',
      ],
    },
  }
  const { subject, lines } = ofLanguage(words, language)
  return { subject, text: lines.join('\n') }
}

export const OTP_SENT_MESSAGE = 'OTP sent to your email!'
export const OTP_VERIFIED_MESSAGE = 'OTP verified successfully!'
export const INVALID_OTP_MESSAGE = 'Invalid OTP'
export const OTP_EXPIRED_MESSAGE = 'OTP has expired. Please request a new one.'
export const OTP_USED_MESSAGE = 'This OTP has already been used. Please request a new one.'
export const OTP_NOT_REQUESTED_MESSAGE = 'No OTP has been sent to this email address. Please request one.'
export const OTP_TOO_MANY_ATTEMPTS_MESSAGE =
  'Too many wrong attempts. This OTP is no longer valid; please request a new one.'
export const OTP_SEND_FAILED_MESSAGE = 'Error sending OTP. Please try again.'
export const VERIFICATION_REQUIRED_MESSAGE = 'Please verify your email address with the OTP first.'
export const VERIFICATION_EXPIRED_MESSAGE =
  'Your email verification has expired. Please verify your email address again.'
export const VERIFIED_ANOTHER_EMAIL_MESSAGE =
  'This email address has not been verified. Please verify it with the OTP sent to it.'
export const PARENT_REGISTERED_MESSAGE = 'Registration Successful! Redirecting to login...'
export const ADMIN_REGISTERED_MESSAGE = 'Registration successful!'
export const OWN_CENTRE_ONLY_MESSAGE = 'You can only register accounts for your own centre.'
export const REGISTRABLE_ROLES_MESSAGE = 'Admins can register parent, therapist and doctor accounts only.'

/** OTP sends per client address per hour, across addresses (stops one client mailing many people). */
export const OTP_SENDS_PER_IP_PER_HOUR = 20

/** What registration needs from the children module. */
export interface ChildRegistrar {
  registerChild(child: NewChild): Promise<ChildDto>
}

export function createRegistrationService({
  accounts,
  verifications,
  audit,
  children,
  tokens,
  mailer,
  secret,
  publicUrl,
  clock,
  log,
  rateLimitStore,
  rememberLanguage = async () => {},
}: {
  accounts: AccountsRepository
  verifications: EmailVerificationsRepository
  audit: AuditRepository
  children: ChildRegistrar
  tokens: VerificationTokens
  mailer: Mailer
  /** Keys the stored OTP hashes. */
  secret: string
  publicUrl: string
  clock: Clock
  log: Logger
  /** Where the per-client send counts live (Redis when several processes share them); in memory when left out. */
  rateLimitStore?: RateLimitStore
  /** Keeps a new parent's language on their account (the messaging module's), so later mails use it too. */
  rememberLanguage?: (parentId: string, language: Language) => Promise<void>
}) {
  const sendsByIp = createRateLimiter({
    name: 'otp-sends:ip',
    limit: OTP_SENDS_PER_IP_PER_HOUR,
    windowMs: 60 * 60 * 1000,
    clock,
    store: rateLimitStore,
  })

  /** 409 for whichever of username and e-mail is taken (both when both are). */
  async function refuseDuplicates(username: string, email: string, emailField: string) {
    const [byUsername, byEmail] = await Promise.all([accounts.findByUsername(username), accounts.findByEmail(email)])
    if (byUsername && byEmail) {
      throw new HttpError(409, 'Username already taken', {
        fieldErrors: { username: 'Username already taken', [emailField]: 'User with this email already exists' },
      })
    }
    if (byUsername) throw usernameTaken()
    if (byEmail) throw emailTaken(emailField)
  }

  /** A unique key refused the insert (two sign-ups raced): the same 409 as the check before it. */
  function duplicateToConflict(error: unknown, emailField: string): never {
    if (error instanceof DuplicateValueError) {
      if (error.fields.includes('email')) throw emailTaken(emailField)
      throw usernameTaken()
    }
    throw error
  }

  return {
    /**
     * E-mails a fresh six-digit code to an address not yet registered. Limited per address (one a
     * minute, five an hour) and per client address; only the code's HMAC is stored.
     */
    async sendOtp(email: string, context: RequestContext, language: Language = 'en'): Promise<SendOtpResponse> {
      if (await accounts.findByEmail(email)) throw emailTaken('otpEmail')
      const now = clock()
      const recent = await verifications.sentSince(email, new Date(now.getTime() - 60 * 60 * 1000))
      const lastSentAt = recent[0]?.sentAt.getTime()
      if (lastSentAt !== undefined && now.getTime() - lastSentAt < OTP_RESEND_AFTER_MS) {
        const wait = describeWait(lastSentAt + OTP_RESEND_AFTER_MS - now.getTime())
        throw tooManyRequests(`Please wait ${wait} before requesting another OTP.`)
      }
      if (recent.length >= OTP_MAX_SENDS_PER_HOUR) {
        const oldest = recent[recent.length - 1].sentAt.getTime()
        const wait = describeWait(oldest + 60 * 60 * 1000 - now.getTime())
        throw tooManyRequests(`Too many OTP requests for this email address. Please try again in ${wait}.`)
      }
      const byIp = await sendsByIp.take(context.ip)
      if (!byIp.allowed) {
        throw tooManyRequests(`Too many OTP requests. Please try again in ${describeWait(byIp.retryAfterMs)}.`)
      }
      // Codes older than a day count for nothing (expiry 5 minutes, limits one hour): keep the table small.
      await verifications.deleteSentBefore(new Date(now.getTime() - 24 * 60 * 60 * 1000))

      const code = generateOtp()
      const row = await verifications.create({
        email,
        codeHash: hashOtp(secret, email, code),
        sentAt: now,
        expiresAt: new Date(now.getTime() + OTP_TTL_MS),
      })
      try {
        await mailer.send({ to: email, ...otpMail(code, OTP_TTL_MS / 60_000, language) })
      } catch (err) {
        // Not sent, so not counted against the address's or the client's limit.
        await Promise.all([verifications.delete(row.id), byIp.release()])
        log.error({ err, to: email }, 'could not send the OTP e-mail')
        throw new HttpError(503, OTP_SEND_FAILED_MESSAGE)
      }
      return { success: true, message: OTP_SENT_MESSAGE }
    },

    /**
     * Checks a code against the newest one sent to the address. Five wrong tries kill it; a right one
     * is spent and exchanged for a short-lived verification token bound to the address.
     */
    async verifyOtp(email: string, otp: string): Promise<VerifyOtpResponse> {
      const row = await verifications.latest(email)
      if (!row) throw new HttpError(400, OTP_NOT_REQUESTED_MESSAGE)
      if (row.attempts >= OTP_MAX_WRONG_ATTEMPTS) throw tooManyRequests(OTP_TOO_MANY_ATTEMPTS_MESSAGE)
      if (row.usedAt) throw new HttpError(400, OTP_USED_MESSAGE)
      if (clock().getTime() > row.expiresAt.getTime()) throw new HttpError(400, OTP_EXPIRED_MESSAGE)
      // Each try is counted before the code is compared, in one statement, so tries sent at the same moment
      // cannot all pass the limit; a try past it is refused unchecked.
      const tries = await verifications.countTry(row.id, OTP_MAX_WRONG_ATTEMPTS)
      if (tries === null) throw tooManyRequests(OTP_TOO_MANY_ATTEMPTS_MESSAGE)
      if (!otpMatches(secret, email, otp, row.codeHash)) {
        if (tries >= OTP_MAX_WRONG_ATTEMPTS) throw tooManyRequests(OTP_TOO_MANY_ATTEMPTS_MESSAGE)
        throw new HttpError(400, INVALID_OTP_MESSAGE, { fieldErrors: { otp: INVALID_OTP_MESSAGE } })
      }
      if (!(await verifications.markUsed(row.id, clock()))) throw new HttpError(400, OTP_USED_MESSAGE)
      return { success: true, message: OTP_VERIFIED_MESSAGE, token: await tokens.issue(email) }
    },

    /** The address a verification token proves, or a 401 saying what to do. */
    async verifiedEmailOf(token: string | undefined): Promise<string> {
      if (!token) throw unauthorized(VERIFICATION_REQUIRED_MESSAGE)
      const email = await tokens.verify(token)
      if (!email) throw unauthorized(VERIFICATION_EXPIRED_MESSAGE)
      return email
    },

    /** A parent's own account, for the address the OTP proved. */
    async parentRegister(
      verifiedEmail: string,
      input: ParentRegisterInput,
      context: RequestContext,
    ): Promise<ParentRegisterResponse> {
      if (verifiedEmail !== input.parentEmail) throw forbidden(VERIFIED_ANOTHER_EMAIL_MESSAGE)
      await refuseDuplicates(input.username, input.parentEmail, 'parentEmail')
      const user = await accounts
        .create({
          username: input.username,
          password: input.password,
          role: 'parent',
          name: input.parentName,
          email: input.parentEmail,
          mobilenumber: input.parentPhone,
          address: input.address,
          centreId: null,
        })
        .catch((error: unknown) => duplicateToConflict(error, 'parentEmail'))
      await audit.record({
        action: 'account.created',
        actorId: user._id,
        actorUsername: user.username,
        targetId: user._id,
        targetUsername: user.username,
        ip: context.ip,
        details: { role: 'parent', via: 'self-registration' },
      })
      return { success: true, message: PARENT_REGISTERED_MESSAGE, user: { _id: user._id, username: user.username } }
    },

    /**
     * An admin registers a parent (optionally with a child), a therapist or a doctor for their own
     * centre. The new user gets a welcome e-mail that says how to sign in; it never contains the password.
     */
    async adminRegister(
      admin: TokenUser & { username?: string },
      input: AdminRegisterInput,
      context: RequestContext,
    ): Promise<AdminRegisterResponse> {
      if (!admin.centreId) throw forbidden(OWN_CENTRE_ONLY_MESSAGE)
      if (input.centreId && input.centreId !== admin.centreId) throw forbidden(OWN_CENTRE_ONLY_MESSAGE)
      if (input.childData?.centreId && input.childData.centreId !== admin.centreId) {
        throw forbidden(OWN_CENTRE_ONLY_MESSAGE)
      }
      // `childData` is the product's name for the form's `child` block.
      const newChild = input.child ?? input.childData
      if (!(REGISTRABLE_ROLES as readonly string[]).includes(input.role)) throw forbidden(REGISTRABLE_ROLES_MESSAGE)
      const role = input.role as RegistrableRole
      await refuseDuplicates(input.username, input.email, 'email')

      const user = await accounts
        .create({
          username: input.username,
          password: input.password,
          role,
          name: input.name,
          email: input.email,
          mobilenumber: input.mobilenumber,
          address: role === 'parent' ? input.address : undefined,
          specialization: role !== 'parent' && input.specialization ? input.specialization : undefined,
          centreId: admin.centreId,
        })
        .catch((error: unknown) => duplicateToConflict(error, 'email'))

      let child: ChildDto | undefined
      if (role === 'parent' && newChild) {
        try {
          child = await children.registerChild({
            name: newChild.name,
            dob: newChild.dob,
            gender: newChild.gender,
            schoolName: newChild.schoolName || undefined,
            schoolBoard: newChild.schoolBoard || undefined,
            parentId: user._id,
            centreId: admin.centreId,
            admitStatus: 'pending',
          })
        } catch (error) {
          // No parent without the child the admin asked for: undo, so the form can simply be sent again.
          await accounts.deleteUser(user._id)
          throw error
        }
      }

      const adminUser = await accounts.findById(admin._id)
      await audit.record({
        action: 'account.created',
        actorId: admin._id,
        actorUsername: adminUser?.username ?? null,
        targetId: user._id,
        targetUsername: user.username,
        ip: context.ip,
        details: { role, centreId: admin.centreId, via: 'admin-registration', childId: child?._id },
      })
      // A parent's language, as the admin recorded it, is kept on the account: their later mails use it too.
      if (role === 'parent' && input.language !== 'en') {
        await rememberLanguage(user._id, input.language).catch((err: unknown) =>
          log.error({ err }, 'could not keep the new parent’s language'),
        )
      }
      await sendWelcome({ to: input.email, name: input.name, username: user.username, role }, input.language)

      return {
        message: ADMIN_REGISTERED_MESSAGE,
        user: { _id: user._id, username: user.username, role, name: input.name },
        ...(child ? { child: { _id: child._id, name: child.name } } : {}),
      }
    },
  }

  async function sendWelcome(
    { to, name, username, role }: { to: string; name: string; username: string; role: RegistrableRole },
    language: Language,
  ) {
    const loginUrl = `${publicUrl.replace(/\/$/, '')}/login`
    try {
      await mailer.send(welcomeMail({ to, name, username, role, loginUrl }, language))
    } catch (err) {
      // The account exists either way; the centre can tell the user how to sign in.
      log.warn({ err, to }, 'could not send the welcome e-mail')
    }
  }
}

export type RegistrationService = ReturnType<typeof createRegistrationService>
