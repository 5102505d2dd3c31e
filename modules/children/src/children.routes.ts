import { Router, type NextFunction, type Request, type Response } from 'express'
import {
  callerOf,
  forbidden,
  isRecordId,
  jsonBody,
  notFound,
  parseInput,
  requireAuth,
  route,
  setTotalCount,
} from '@app/platform'
import { AssignStaffSchema, ChildrenListQuerySchema, EditChildSchema } from './children.schema.ts'
import {
  CHILD_NOT_FOUND_MESSAGE,
  CHILD_UPDATED_MESSAGE,
  STAFF_ASSIGNED_MESSAGE,
  type ChildrenService,
} from './children.service.ts'

/** The child id of the path; a value that cannot be an id is a child nobody can have. */
function childIdOf(req: Request): string {
  const childId = String(req.params.childId)
  if (!isRecordId(childId)) throw notFound(CHILD_NOT_FOUND_MESSAGE)
  return childId
}

/**
 * The calls of docs/api/children.md: GET /data/allChildren/:centreId,
 * GET /data/child/:childId, GET /data/:childId, PUT /admins/assign/:childId, GET /parents/children,
 * GET /parents/child/:childId, PUT /parents/edit-child-details/:childId.
 */
export function createChildrenRouter(service: ChildrenService): Router {
  const router = Router()

  router.get(
    '/data/allChildren/:centreId',
    requireAuth('admin'),
    route(async (req, res) => {
      const caller = callerOf(req)
      if (!caller.centreId || String(req.params.centreId) !== caller.centreId) {
        throw forbidden('You can only see the children of your own centre.')
      }
      const query = parseInput(ChildrenListQuerySchema, pickStrings(req.query, ['page', 'limit', 'search', 'status']))
      const { children, total } = await service.listForCentre(caller.centreId, query)
      setTotalCount(res, total)
      res.json(children)
    }),
  )

  const readChild = route(async (req, res) => {
    res.json(await service.getChild(callerOf(req), childIdOf(req)))
  })
  router.get('/data/child/:childId', requireAuth(), readChild)
  // One segment after /data is also allcentres, allgames and the like: only an id-shaped segment is a
  // child, anything else goes on to the routes registered after this one (whatever their order).
  router.get(
    '/data/:childId',
    (req: Request, _res: Response, next: NextFunction) =>
      isRecordId(String(req.params.childId)) ? next() : next('route'),
    requireAuth(),
    readChild,
  )

  router.put(
    '/admins/assign/:childId',
    requireAuth('admin'),
    jsonBody(),
    route(async (req, res) => {
      const childId = childIdOf(req)
      const input = parseInput(AssignStaffSchema, req.body)
      const child = await service.assignStaff(callerOf(req), childId, input)
      res.json({ message: STAFF_ASSIGNED_MESSAGE, child })
    }),
  )

  router.get(
    '/parents/children',
    requireAuth('parent'),
    route(async (req, res) => {
      res.json(await service.listForParent(callerOf(req)._id))
    }),
  )

  router.get(
    '/parents/child/:childId',
    requireAuth('parent'),
    route(async (req, res) => {
      res.json(await service.getOwnChild(callerOf(req)._id, childIdOf(req)))
    }),
  )

  router.put(
    '/parents/edit-child-details/:childId',
    requireAuth('parent'),
    jsonBody(),
    route(async (req, res) => {
      const childId = childIdOf(req)
      const values = parseInput(EditChildSchema, req.body)
      const child = await service.editOwnChild(callerOf(req)._id, childId, values)
      res.json({ message: CHILD_UPDATED_MESSAGE, child })
    }),
  )

  return router
}

/** The named query parameters that arrived once as text (repeated or nested ones are refused as invalid). */
function pickStrings(query: Request['query'], names: string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const name of names) {
    const value = query[name]
    if (value !== undefined) out[name] = value
  }
  return out
}
