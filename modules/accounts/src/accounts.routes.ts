import { Router } from 'express'
import { callerOf, jsonBody, parseInput, requireAuth, route } from '@app/platform'
import { LoginSchema } from './accounts.schema.ts'
import type { AccountsService } from './accounts.service.ts'

/**
 * SPEC section 7 calls: POST /users/login, GET /data/allUsers/:userId.
 * Added: POST /users/logout, so signing out ends the session on the server too.
 */
export function createAccountsRouter(service: AccountsService): Router {
  const router = Router()

  router.post(
    '/users/login',
    jsonBody(),
    route(async (req, res) => {
      const input = parseInput(LoginSchema, req.body)
      const { result, cmsSession } = await service.login(input)
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
      if (req.auth) await service.logout(req.auth)
      res.json({ success: true, message: 'Logged out' })
    }),
  )

  router.get(
    '/data/allUsers/:userId',
    requireAuth(),
    route(async (req, res) => {
      res.json(await service.getUser(callerOf(req), String(req.params.userId)))
    }),
  )

  return router
}
