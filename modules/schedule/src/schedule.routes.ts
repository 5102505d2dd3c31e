// The schedule's calls (docs/api/schedule.md). Thin: the caller, the parsed input, the use case, the answer.
import { Router, type Request } from 'express'
import { badRequest, callerOf, isRecordId, jsonBody, notFound, parseInput, requireAuth, route } from '@app/platform'
import {
  AVAILABILITY_SAVED_MESSAGE,
  AvailabilitySchema,
  CENTRE_NOT_FOUND_MESSAGE,
  DOCTOR_NOT_FOUND_MESSAGE,
  HOLIDAY_ADDED_MESSAGE,
  HOLIDAY_NOT_FOUND_MESSAGE,
  HOLIDAY_REMOVED_MESSAGE,
  HolidaySchema,
  INVALID_DATE_MESSAGE,
  isScheduleDate,
  LEAVE_ADDED_MESSAGE,
  LEAVE_NOT_FOUND_MESSAGE,
  LEAVE_REMOVED_MESSAGE,
  LeaveSchema,
  OPENING_HOURS_SAVED_MESSAGE,
  OpeningHoursSchema,
} from './schedule.schema.ts'
import type { ScheduleService } from './schedule.service.ts'

/** A path id that cannot be an id is "not found", like one that is not there. */
const idOf = (req: Request, name: string, message: string): string => {
  const id = String(req.params[name])
  if (!isRecordId(id)) throw notFound(message)
  return id
}
const doctorIdOf = (req: Request) => idOf(req, 'doctorId', DOCTOR_NOT_FOUND_MESSAGE)
const centreIdOf = (req: Request) => idOf(req, 'centreId', CENTRE_NOT_FOUND_MESSAGE)

export function createScheduleRouter(service: ScheduleService): Router {
  const router = Router({ caseSensitive: false })

  router.get(
    '/centres/:centreId/opening-hours',
    requireAuth('admin'),
    route(async (req, res) => {
      res.json(await service.readOpeningHours(callerOf(req), { centreId: centreIdOf(req) }))
    }),
  )

  router.put(
    '/centres/:centreId/opening-hours',
    requireAuth('admin'),
    jsonBody(),
    route(async (req, res) => {
      const input = parseInput(OpeningHoursSchema, req.body)
      const openingHours = await service.saveOpeningHours(callerOf(req), { ...input, centreId: centreIdOf(req) })
      res.json({ message: OPENING_HOURS_SAVED_MESSAGE, openingHours })
    }),
  )

  router.get(
    '/centres/:centreId/holidays',
    requireAuth('admin'),
    route(async (req, res) => {
      const from = req.query.from
      if (from !== undefined && !isScheduleDate(from))
        throw badRequest(INVALID_DATE_MESSAGE, { from: INVALID_DATE_MESSAGE })
      res.json(await service.listHolidays(callerOf(req), { centreId: centreIdOf(req), from }))
    }),
  )

  router.post(
    '/centres/:centreId/holidays',
    requireAuth('admin'),
    jsonBody(),
    route(async (req, res) => {
      const input = parseInput(HolidaySchema, req.body)
      const { holiday, affected } = await service.addHoliday(callerOf(req), { ...input, centreId: centreIdOf(req) })
      res.status(201).json({ message: HOLIDAY_ADDED_MESSAGE, holiday, affected })
    }),
  )

  router.delete(
    '/centres/:centreId/holidays/:date',
    requireAuth('admin'),
    route(async (req, res) => {
      const centreId = centreIdOf(req)
      const date = String(req.params.date)
      if (!isScheduleDate(date)) throw notFound(HOLIDAY_NOT_FOUND_MESSAGE)
      await service.removeHoliday(callerOf(req), { centreId, date })
      res.json({ message: HOLIDAY_REMOVED_MESSAGE })
    }),
  )

  router.get(
    '/doctors/:doctorId/availability',
    requireAuth('admin'),
    route(async (req, res) => {
      res.json(await service.readAvailability(callerOf(req), { doctorId: doctorIdOf(req) }))
    }),
  )

  router.put(
    '/doctors/:doctorId/availability',
    requireAuth('admin'),
    jsonBody(),
    route(async (req, res) => {
      const input = parseInput(AvailabilitySchema, req.body)
      const availability = await service.saveAvailability(callerOf(req), { ...input, doctorId: doctorIdOf(req) })
      res.json({ message: AVAILABILITY_SAVED_MESSAGE, availability })
    }),
  )

  router.post(
    '/doctors/:doctorId/leave',
    requireAuth('admin'),
    jsonBody(),
    route(async (req, res) => {
      const input = parseInput(LeaveSchema, req.body)
      const { leave, affected } = await service.addLeave(callerOf(req), { ...input, doctorId: doctorIdOf(req) })
      res.status(201).json({ message: LEAVE_ADDED_MESSAGE, leave, affected })
    }),
  )

  router.delete(
    '/doctors/:doctorId/leave/:leaveId',
    requireAuth('admin'),
    route(async (req, res) => {
      const doctorId = doctorIdOf(req)
      const leaveId = idOf(req, 'leaveId', LEAVE_NOT_FOUND_MESSAGE)
      const leave = await service.removeLeave(callerOf(req), { doctorId, leaveId })
      res.json({ message: LEAVE_REMOVED_MESSAGE, leave })
    }),
  )

  return router
}
