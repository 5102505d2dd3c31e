import { Router } from 'express'
import { badRequest, clientIp, jsonBody, route, tooManyRequests, type RateLimiter } from '@app/platform'
import { CONTACT_MESSAGES } from './contact.schema.ts'
import type { ContactService } from './contact.service.ts'

/** POST /contact (under /api): the site's contact form with JavaScript. */
export function createContactRouter(service: ContactService, limiter: RateLimiter): Router {
  const router = Router()
  router.post(
    '/contact',
    jsonBody('32kb'),
    route(async (req, res) => {
      if (!(await limiter.take(clientIp(req))).allowed) throw tooManyRequests(CONTACT_MESSAGES.limited)
      const result = await service.submit(req.body)
      if (result.status === 'invalid') throw badRequest(CONTACT_MESSAGES.invalid, result.fieldErrors)
      res.status(201).json({ message: CONTACT_MESSAGES.sent })
    }),
  )
  return router
}
