import { Router } from 'express'
import { callerOf, requireAuth, route } from '@app/platform'
import type { ParentsService } from './parents.service.ts'

/** GET /parents/overview (docs/api/parents.md): thin, the use case composes the answer. */
export function createParentsRouter(service: ParentsService): Router {
  const router = Router()
  router.get(
    '/parents/overview',
    requireAuth('parent'),
    route(async (req, res) => {
      res.json(await service.readOverview(callerOf(req)))
    }),
  )
  return router
}
