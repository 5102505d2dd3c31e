// The IEP calls (docs/api/iep.md). The paths are the old system's; the session-entry call is added.
import { Router, type Request } from 'express'
import { sendOpenedFile } from '@app/files'
import {
  callerOf,
  HttpError,
  isRecordId,
  jsonBody,
  multipartBody,
  notFound,
  parseInput,
  receivedFiles,
  requireAuth,
  route,
  setTotalCount,
} from '@app/platform'
import { requestedPage } from '@app/platform/paging'
import { clinicToday } from '@app/platform/clinic-time'
import type { Clock } from '@app/platform'
import {
  ASSIGNED_PAGE_SIZES,
  AssignedListQuerySchema,
  CHILD_NOT_FOUND_MESSAGE,
  createAssignIepSchema,
  ENTRY_SAVED_MESSAGE,
  IEP_CREATED_MESSAGE,
  IEP_NOT_FOUND_MESSAGE,
  IEP_UPDATED_MESSAGE,
  IepFeedbackSchema,
  IepPerformanceSchema,
  MAX_VIDEO_BYTES,
  PERFORMANCE_SAVED_MESSAGE,
  SessionEntrySchema,
  UpdateIepMonthSchema,
  VIDEO_TOO_LARGE_MESSAGE,
} from './iep.schema.ts'
import type { IepService } from './iep.service.ts'

/** The therapist's form: one optional video (under 50 MB, held in memory) and text fields. */
const videoForm = multipartBody({
  files: [{ name: 'video', maxCount: 1 }],
  maxFileBytes: MAX_VIDEO_BYTES,
  tooLargeMessage: VIDEO_TOO_LARGE_MESSAGE,
  maxFields: 30,
})

/** The child's id from the path; one that cannot be an id is "not found", like a child the caller may not see. */
function childIdOf(req: Request): string {
  const childId = String(req.params.childId)
  if (!isRecordId(childId)) throw notFound(CHILD_NOT_FOUND_MESSAGE)
  return childId
}

/** The named query strings that were given (a repeated one stays a list, which its schema refuses). */
const stringsOf = (query: Request['query'], keys: string[]) =>
  Object.fromEntries(keys.filter((key) => query[key] !== undefined).map((key) => [key, query[key]]))

export function createIepRouter(service: IepService, clock: Clock): Router {
  const router = Router({ caseSensitive: false })

  const listFor = (...roles: Parameters<typeof requireAuth>) =>
    [
      requireAuth(...roles),
      route(async (req, res) => {
        res.json(await service.listPlans(callerOf(req), { childId: childIdOf(req) }))
      }),
    ] as const

  router.get('/admins/iep/:childId', ...listFor('admin'))
  router.get('/parents/iep/:childId', ...listFor('parent'))
  // The therapist's IEP screen reads the same list as the doctor's (docs/api/iep.md).
  router.get('/doctors/childIEP/:childId', ...listFor('doctor', 'therapist'))

  // The dashboards' lists: the whole list, or one page and X-Total-Count with ?page or ?limit (decision 034).
  const assigned = route(async (req, res) => {
    const query = parseInput(AssignedListQuerySchema, stringsOf(req.query, ['page', 'limit', 'search']))
    const page = requestedPage(query, ASSIGNED_PAGE_SIZES)
    const { children, total } = await service.listAssignedChildren(callerOf(req), { search: query.search, page })
    if (page) setTotalCount(res, total)
    res.json(children)
  })
  router.get('/doctors/assigned', requireAuth('doctor'), assigned)
  router.get('/therapists/assigned', requireAuth('therapist'), assigned)

  router.post(
    '/doctors/assignIEP/:childId',
    requireAuth('doctor'),
    jsonBody(),
    route(async (req, res) => {
      const input = parseInput(createAssignIepSchema(clinicToday(clock())), req.body)
      const iep = await service.assignPlan(callerOf(req), { ...input, childId: childIdOf(req) })
      res.status(201).json({ message: IEP_CREATED_MESSAGE, iep })
    }),
  )

  router.put(
    '/doctors/updateIEP/:childId',
    requireAuth('doctor'),
    jsonBody(),
    route(async (req, res) => {
      const input = parseInput(UpdateIepMonthSchema, req.body)
      const { iep, merged } = await service.updateMonthGoals(callerOf(req), { ...input, childId: childIdOf(req) })
      res.json({ message: IEP_UPDATED_MESSAGE, iep, merged })
    }),
  )

  router.put(
    '/doctors/IEPfeedback/:childId',
    requireAuth('doctor'),
    jsonBody(),
    route(async (req, res) => {
      const input = parseInput(IepFeedbackSchema, req.body)
      const { iep, merged, message } = await service.giveFeedback(callerOf(req), { ...input, childId: childIdOf(req) })
      res.json({ message, iep, merged })
    }),
  )

  router.put(
    '/therapists/updateIEPperformance/:childId',
    requireAuth('therapist'),
    // Whether this therapist records for this child, before a video of up to 50 MB is read into memory.
    async (req, _res, next) => {
      await service.checkMayRecord(callerOf(req), { childId: childIdOf(req) })
      next()
    },
    jsonBody(),
    videoForm,
    route(async (req, res) => {
      const input = parseInput(IepPerformanceSchema, req.body)
      const [video = null] = receivedFiles(req, 'video')
      const { iep, merged } = await service.recordPerformance(callerOf(req), {
        ...input,
        video,
        childId: childIdOf(req),
      })
      res.json({ message: PERFORMANCE_SAVED_MESSAGE, iep, merged })
    }),
  )

  router.post(
    '/therapists/iep/:iepId/months/:monthIndex/entries',
    requireAuth('therapist'),
    jsonBody(),
    route(async (req, res) => {
      const monthIndex = String(req.params.monthIndex)
      if (!/^[0-2]$/.test(monthIndex)) throw new HttpError(404, IEP_NOT_FOUND_MESSAGE)
      const input = parseInput(SessionEntrySchema, req.body)
      const { entry, created, iep } = await service.addSessionEntry(callerOf(req), {
        ...input,
        iepId: String(req.params.iepId),
        monthIndex: Number(monthIndex),
      })
      res.status(created ? 201 : 200).json({ message: ENTRY_SAVED_MESSAGE, entry, iep })
    }),
  )

  // A short-lived signed link to a session video, for the portal's <video> element (docs/decisions/029).
  router.post(
    '/doctors/IEPVideoLink/:id',
    requireAuth(),
    route(async (req, res) => {
      res.json(await service.sessionVideoLink(callerOf(req), { fileId: String(req.params.id ?? '') }))
    }),
  )
  // `:id` is one path segment; anything with a slash (encoded or not, e.g. ../../etc/passwd) either never
  // matches here or is not a file id, and is "not found" (docs/api/iep.md).
  router.get(
    '/doctors/getIEPVideo/*id',
    requireAuth(),
    route(async (req, res) => {
      const raw = (req.params as { id?: string | string[] }).id
      const id = Array.isArray(raw) ? raw.join('/') : String(raw ?? '')
      await sendOpenedFile(res, await service.openSessionVideo(callerOf(req), { fileId: id, range: req.get('range') }))
    }),
  )

  return router
}
