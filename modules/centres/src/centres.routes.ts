import { Router } from 'express'
import { requireAuth, route } from '@app/platform'
import type { CentresService } from './centres.service.ts'

/** GET /data/allcentres (also allCentres; paths match case-insensitively). */
export function createCentresRouter(service: CentresService): Router {
  const router = Router()
  router.get(
    '/data/allcentres',
    requireAuth(),
    route(async (_req, res) => {
      res.json(await service.listCentres())
    }),
  )
  return router
}
