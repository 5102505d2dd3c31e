// The games calls (docs/api/games.md). allgames and gameReports are the product rules' paths; the others are
// added for the games written here (sessions, trials, progress, settings, plan).
import { Router, type Request } from 'express'
import * as v from 'valibot'
import {
  badRequest,
  callerOf,
  isRecordId,
  jsonBody,
  notFound,
  parseInput,
  requireAuth,
  route,
  setTotalCount,
} from '@app/platform'
import { PageQuerySchema, requestedPage } from '@app/platform/paging'
import { LanguageQuerySchema } from '@app/platform/schema'
import {
  EndSessionSchema,
  GAME_SESSION_NOT_FOUND_MESSAGE,
  MAX_TRIAL_INDEX,
  PLAN_SAVED_MESSAGE,
  SaveChildGamePlanSchema,
  SaveChildSettingsSchema,
  ProgressQuerySchema,
  SESSION_ENDED_MESSAGE,
  SETTINGS_SAVED_MESSAGE,
  StartSessionSchema,
  TRIAL_INDEX_MESSAGE,
  TRIAL_SAVED_MESSAGE,
  TrialSchema,
} from './games.schema.ts'
import type { GamesService } from './games.service.ts'
import { CHILD_NOT_FOUND_MESSAGE } from './use-cases/load-child.ts'

/** The child's id in the path; anything that cannot be an id names no child. */
function childIdOf(req: Request): string {
  const childId = String(req.params.childId)
  if (!isRecordId(childId)) throw notFound(CHILD_NOT_FOUND_MESSAGE)
  return childId
}

/** The game's session UUID in the path; anything else names no session. */
function sessionIdOf(req: Request): string {
  const sessionId = String(req.params.sessionId)
  if (!v.is(v.pipe(v.string(), v.uuid()), sessionId)) throw notFound(GAME_SESSION_NOT_FOUND_MESSAGE)
  return sessionId.toLowerCase()
}

function trialIndexOf(req: Request): number {
  const raw = String(req.params.index)
  const index = /^\d{1,3}$/.test(raw) ? Number(raw) : Number.NaN
  if (!(index < MAX_TRIAL_INDEX)) throw badRequest(TRIAL_INDEX_MESSAGE, { index: TRIAL_INDEX_MESSAGE })
  return index
}

/** Only the query fields a schema knows, as strings (Express may hand arrays). */
const stringsOf = (query: Request['query'], keys: string[]) =>
  Object.fromEntries(keys.filter((key) => query[key] !== undefined).map((key) => [key, query[key]]))

export function createGamesRouter(service: GamesService): Router {
  const router = Router({ caseSensitive: false })

  // Anyone, signed in or not: the picker shows the active ones.
  router.get(
    '/data/allgames',
    route(async (req, res) => {
      res.json(await service.listCatalogue(null, parseInput(LanguageQuerySchema, req.query).language))
    }),
  )

  router.get(
    '/data/gameReports/:childId',
    requireAuth('parent', 'admin', 'doctor', 'therapist'),
    route(async (req, res) => {
      const query = parseInput(PageQuerySchema, stringsOf(req.query, ['page', 'limit']))
      const { rows, total } = await service.readReports(callerOf(req), {
        childId: childIdOf(req),
        page: requestedPage(query),
      })
      setTotalCount(res, total)
      res.json(rows)
    }),
  )

  router.get(
    '/games/progress/:childId',
    requireAuth('parent', 'admin', 'doctor', 'therapist'),
    route(async (req, res) => {
      const { month } = parseInput(ProgressQuerySchema, stringsOf(req.query, ['month']))
      res.json(await service.readProgress(callerOf(req), { childId: childIdOf(req), month }))
    }),
  )

  // Results are written only by a therapist (clinic) or a parent (home); the use case checks which child.
  router.post(
    '/games/sessions',
    requireAuth('therapist', 'parent'),
    jsonBody(),
    route(async (req, res) => {
      const input = parseInput(StartSessionSchema, req.body)
      const { started, created } = await service.startSession(callerOf(req), {
        ...input,
        sessionId: input.sessionId.toLowerCase(),
      })
      res.status(created ? 201 : 200).json(started)
    }),
  )

  router.put(
    '/games/sessions/:sessionId/trials/:index',
    requireAuth('therapist', 'parent'),
    jsonBody(),
    route(async (req, res) => {
      const sessionId = sessionIdOf(req)
      const index = trialIndexOf(req)
      const input = parseInput(TrialSchema, req.body)
      const { created } = await service.recordTrial(callerOf(req), { sessionId, index, trial: input })
      res.status(created ? 201 : 200).json({ message: TRIAL_SAVED_MESSAGE })
    }),
  )

  router.put(
    '/games/sessions/:sessionId/end',
    requireAuth('therapist', 'parent'),
    jsonBody(),
    route(async (req, res) => {
      const sessionId = sessionIdOf(req)
      const input = parseInput(EndSessionSchema, req.body)
      const session = await service.endSession(callerOf(req), { sessionId, ...input })
      res.json({ message: SESSION_ENDED_MESSAGE, session })
    }),
  )

  router.get(
    '/games/children/:childId/settings',
    requireAuth('parent', 'therapist'),
    route(async (req, res) => {
      res.json(await service.readSettings(callerOf(req), { childId: childIdOf(req) }))
    }),
  )
  router.put(
    '/games/children/:childId/settings',
    requireAuth('parent', 'therapist'),
    jsonBody(),
    route(async (req, res) => {
      const input = parseInput(SaveChildSettingsSchema, req.body)
      const { version, ...settings } = await service.saveSettings(callerOf(req), { childId: childIdOf(req), ...input })
      res.json({ message: SETTINGS_SAVED_MESSAGE, settings, version })
    }),
  )

  router.get(
    '/games/children/:childId/plan',
    requireAuth('parent', 'therapist'),
    route(async (req, res) => {
      res.json(await service.readPlan(callerOf(req), { childId: childIdOf(req) }))
    }),
  )
  router.put(
    '/games/children/:childId/plan',
    requireAuth('therapist'),
    jsonBody(),
    route(async (req, res) => {
      const input = parseInput(SaveChildGamePlanSchema, req.body)
      const { version, ...plan } = await service.savePlan(callerOf(req), { childId: childIdOf(req), ...input })
      res.json({ message: PLAN_SAVED_MESSAGE, plan, version })
    }),
  )

  return router
}
