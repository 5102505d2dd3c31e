import { Router, type Request, type Response } from 'express'
import {
  callerOf,
  clientIp,
  forbidden,
  HttpError,
  isCrossOriginRequest,
  isRecordId,
  jsonBody,
  parseInput,
  requestOrigin,
  requireAuth,
  route,
  tokenFromAuthorization,
  unauthorized,
} from '@app/platform'
import {
  AdminRegisterSchema,
  ChangePasswordSchema,
  CheckAvailabilitySchema,
  ForgotPasswordSchema,
  LoginSchema,
  ParentRegisterSchema,
  ResetPasswordSchema,
  RESUME_CROSS_ORIGIN_MESSAGE,
  SendOtpSchema,
  UpdateProfileSchema,
  VerifyOtpSchema,
} from './accounts.schema.ts'
import type { AccountsService } from './accounts.service.ts'
import type { PasswordLinksService } from './password-links.service.ts'
import type { RegistrationService } from './registration.service.ts'
import { cookieFrom, RESUME_COOKIE_NAME, RESUME_COOKIE_PATH } from './resume-cookie.ts'

const contextOf = (req: Request) => ({ ip: clientIp(req) })

/**
 * The resume cookie's attributes (decision 055): HttpOnly (no script reads it), Strict (no other site's page sends
 * it; a link from a mail opens the page, and the page's own call to /api then carries it), Secure over https, and
 * only on /api.
 */
const resumeCookieOptions = (req: Request) => ({
  httpOnly: true,
  sameSite: 'strict' as const,
  secure: req.secure,
  path: RESUME_COOKIE_PATH,
})
const resumeCookieOf = (req: Request) => cookieFrom(req.get('cookie'), RESUME_COOKIE_NAME)
const clearResumeCookie = (req: Request, res: Response) => res.clearCookie(RESUME_COOKIE_NAME, resumeCookieOptions(req))

/** Profile writes are for the account's owner only; checked before the body is even read. */
function requireSelf(req: Request, message: string): string {
  const userId = String(req.params.userId)
  if (callerOf(req)._id !== userId) throw forbidden(message)
  return userId
}

/**
 * docs/api/accounts.md: POST /users/login, GET /users/allusers, POST /users/send-otp, POST /users/verify-otp,
 * POST /users/parentRegister, POST /admins/register, GET /data/allUsers/:userId, PUT /data/updateUser/:userId,
 * PUT /data/changePassword/:userId.
 * Added: POST /users/logout, GET /users/me, POST /users/check-availability, POST /users/resume (decision 055).
 * Staff lists: GET /data/alldoctors/:centreId (also allDoctors), GET /data/allTherapists/:centreId.
 * Password links (docs/api/accounts.md, "Password links"): POST /users/forgot-password, POST /users/reset-password,
 * POST /admins/send-set-password-link/:userId.
 */
export function createAccountsRouter({
  accounts,
  registration,
  passwordLinks,
  configuredPublicUrl,
}: {
  accounts: AccountsService
  registration: RegistrationService
  passwordLinks: PasswordLinksService
  configuredPublicUrl?: string
}): Router {
  const router = Router()
  const linkContextOf = (req: Request) => ({ ...contextOf(req), linkBase: configuredPublicUrl ?? requestOrigin(req) })

  router.post(
    '/users/forgot-password',
    jsonBody(),
    route(async (req, res) => {
      const input = parseInput(ForgotPasswordSchema, req.body)
      res.json(await passwordLinks.requestReset(input, linkContextOf(req)))
    }),
  )

  router.post(
    '/users/reset-password',
    jsonBody(),
    route(async (req, res) => {
      const input = parseInput(ResetPasswordSchema, req.body)
      res.json(await passwordLinks.usePasswordLink(input, contextOf(req)))
    }),
  )

  router.post(
    '/admins/send-set-password-link/:userId',
    requireAuth('admin'),
    route(async (req, res) => {
      res.json(await passwordLinks.sendSetPasswordLink(callerOf(req), String(req.params.userId), linkContextOf(req)))
    }),
  )

  router.post(
    '/users/login',
    jsonBody(),
    route(async (req, res) => {
      const input = parseInput(LoginSchema, req.body)
      const { result, cmsSession, resumeCookie } = await accounts.login(input, contextOf(req))
      if (resumeCookie) {
        res.cookie(RESUME_COOKIE_NAME, resumeCookie.value, {
          ...resumeCookieOptions(req),
          expires: resumeCookie.expiresAt,
        })
      }
      if (cmsSession) {
        res.cookie(cmsSession.cookieName, cmsSession.token, {
          httpOnly: true,
          sameSite: 'lax',
          secure: req.secure,
          path: '/',
          expires: cmsSession.expiresAt,
        })
      }
      res.json(result)
    }),
  )

  router.post(
    '/users/logout',
    requireAuth(),
    route(async (req, res) => {
      if (req.auth) await accounts.logout(req.auth, resumeCookieOf(req))
      clearResumeCookie(req, res)
      res.json({ success: true, message: 'Logged out' })
    }),
  )

  // A tab opened without a token asks for one for the browser's signed-in session (decision 055). Only the portal's
  // own pages may ask: another origin's page could not read the answer, but it has no business minting tokens.
  router.post(
    '/users/resume',
    route(async (req, res) => {
      const ownOrigins = configuredPublicUrl ? [new URL(configuredPublicUrl).origin] : []
      if (isCrossOriginRequest(req, ownOrigins)) throw forbidden(RESUME_CROSS_ORIGIN_MESSAGE)
      // A fresh bearer token: for this caller only, never kept by a browser or a proxy.
      res.setHeader('Cache-Control', 'no-store')
      try {
        res.json(await accounts.resume(resumeCookieOf(req)))
      } catch (error) {
        // A cookie that resumes nothing (signed out, ended by a password change, expired) is dropped.
        if (error instanceof HttpError && error.status === 401) clearResumeCookie(req, res)
        throw error
      }
    }),
  )

  router.get(
    '/users/me',
    requireAuth(),
    route(async (req, res) => {
      res.json({ success: true, user: await accounts.me(callerOf(req)) })
    }),
  )

  router.post(
    '/users/check-availability',
    jsonBody(),
    route(async (req, res) => {
      res.json(await accounts.checkAvailability(parseInput(CheckAvailabilitySchema, req.body), contextOf(req)))
    }),
  )

  router.get(
    '/users/allusers',
    requireAuth('admin', 'superadmin'),
    route(async (req, res) => {
      res.json(await accounts.listUsers(callerOf(req)))
    }),
  )

  router.post(
    '/users/send-otp',
    jsonBody(),
    route(async (req, res) => {
      const { otpEmail, language } = parseInput(SendOtpSchema, req.body)
      res.json(await registration.sendOtp(otpEmail, contextOf(req), language))
    }),
  )

  router.post(
    '/users/verify-otp',
    jsonBody(),
    route(async (req, res) => {
      const { email, otp } = parseInput(VerifyOtpSchema, req.body)
      res.json(await registration.verifyOtp(email, otp))
    }),
  )

  router.post(
    '/users/parentRegister',
    jsonBody(),
    route(async (req, res) => {
      // The Authorization header carries the verification token from verify-otp, not a login token.
      const verifiedEmail = await registration.verifiedEmailOf(tokenFromAuthorization(req.get('authorization')))
      const input = parseInput(ParentRegisterSchema, req.body)
      res.status(201).json(await registration.parentRegister(verifiedEmail, input, contextOf(req)))
    }),
  )

  router.post(
    '/admins/register',
    requireAuth('admin'),
    jsonBody(),
    route(async (req, res) => {
      const input = parseInput(AdminRegisterSchema, req.body)
      res.status(201).json(await registration.adminRegister(callerOf(req), input, contextOf(req)))
    }),
  )

  router.get(
    '/data/allUsers/:userId',
    requireAuth(),
    route(async (req, res) => {
      res.json(await accounts.getUser(callerOf(req), String(req.params.userId)))
    }),
  )

  // Paths match in any letter case, so this is also /data/allDoctors. An unknown or malformed centre lists nobody.
  router.get(
    '/data/alldoctors/:centreId',
    requireAuth('admin', 'parent', 'doctor', 'therapist'),
    route(async (req, res) => {
      const centreId = String(req.params.centreId)
      res.json(isRecordId(centreId) ? await accounts.listDoctors(centreId) : { doctors: [] })
    }),
  )

  router.get(
    '/data/allTherapists/:centreId',
    requireAuth('admin'),
    route(async (req, res) => {
      res.json(await accounts.listTherapists(callerOf(req), String(req.params.centreId)))
    }),
  )

  router.put(
    '/data/updateUser/:userId',
    requireAuth(),
    jsonBody(),
    route(async (req, res) => {
      const userId = requireSelf(req, 'You can only update your own profile.')
      const input = parseInput(UpdateProfileSchema, req.body)
      const user = await accounts.updateProfile(callerOf(req), userId, input)
      res.json({ message: 'Profile updated successfully!', user })
    }),
  )

  router.put(
    '/data/changePassword/:userId',
    requireAuth(),
    jsonBody(),
    route(async (req, res) => {
      const userId = requireSelf(req, 'You can only change your own password.')
      if (!req.auth) throw unauthorized()
      const input = parseInput(ChangePasswordSchema, req.body)
      res.json(await accounts.changePassword(req.auth, userId, input, contextOf(req)))
    }),
  )

  return router
}
