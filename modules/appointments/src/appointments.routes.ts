import { Router, type Request, type Response } from 'express'
import { isCalendarDate } from '@app/children/schema'
import { downloadNameOf, fileTooLargeMessage, sendOpenedFile, type PrivateFiles } from '@app/files'
import {
  badRequest,
  callerOf,
  clientIp,
  isRecordId,
  jsonBody,
  multipartBody,
  notFound,
  PageQuerySchema,
  parseInput,
  receivedFiles,
  requestOrigin,
  requireAuth,
  route,
  setTotalCount,
} from '@app/platform'
import {
  APPOINTMENT_ID_REQUIRED_MESSAGE,
  APPOINTMENT_NOT_FOUND,
  APPROVED_MESSAGE,
  ARRIVED_MESSAGE,
  AttendanceSchema,
  BOOKED_MESSAGE,
  CANCELLED_MESSAGE,
  CancelAppointmentSchema,
  ParentCancelAppointmentSchema,
  COMPLETED_MESSAGE,
  MOVED_MESSAGE,
  MoveAppointmentSchema,
  NO_SHOW_MESSAGE,
  BookingInputSchema,
  CalendarRangeSchema,
  CentreListQuerySchema,
  DOCTOR_NOT_FOUND_MESSAGE,
  INVALID_APPOINTMENT_DATE_MESSAGE,
  MAX_DOCUMENT_BYTES,
  ManageAppointmentSchema,
  PendingListQuerySchema,
  PRESCRIPTION_UPLOADED_MESSAGE,
  QuoteQuerySchema,
  REJECTED_MESSAGE,
  UPDATED_MESSAGE,
  UpdateAppointmentSchema,
} from './appointments.schema.ts'
import type { AppointmentsService } from './appointments.service.ts'
import type { ListResult } from './use-cases/list-appointments.ts'

const FILE_TOO_LARGE_MESSAGE = fileTooLargeMessage(MAX_DOCUMENT_BYTES)

/** Reports a booking may carry at once. */
const MAX_REPORTS = 5

/** The booking form's reports and the prescription form: documents of up to 10 MB each, held in memory. */
const documentsIn = (field: string, maxCount: number) =>
  multipartBody({
    files: [{ name: field, maxCount }],
    maxFileBytes: MAX_DOCUMENT_BYTES,
    tooLargeMessage: FILE_TOO_LARGE_MESSAGE,
  })

/** A list's query parameters given once, as text (a repeated one is left out, as if not given). */
function queryOf(req: Request, names: readonly string[]): Record<string, string> {
  const query: Record<string, string> = {}
  for (const name of names) {
    const value = req.query[name]
    if (typeof value === 'string') query[name] = value
  }
  return query
}

const param = (req: Request, name: string) => String(req.params[name])

/** An appointment id of the path or body; a value that cannot be an id names no appointment. */
function appointmentIdOf(value: string): string {
  if (!isRecordId(value)) throw notFound(APPOINTMENT_NOT_FOUND)
  return value
}

/** The body stays an array; a paged answer adds X-Total-Count (all matching rows). */
function sendList(res: Response, result: ListResult) {
  setTotalCount(res, result.total)
  res.json(result.appointments)
}

/**
 * docs/api/appointments.md: booking, the centre's lists, edits, approvals, prescriptions
 * and the authorised downloads of reports and prescriptions.
 */
export function createAppointmentsRouter(service: AppointmentsService, files: Pick<PrivateFiles, 'stream'>): Router {
  const router = Router()

  router.get(
    '/admins/getBookedSlots/:doctorId/:date',
    requireAuth('parent', 'admin'),
    route(async (req, res) => {
      const date = param(req, 'date')
      if (!isCalendarDate(date)) throw badRequest(INVALID_APPOINTMENT_DATE_MESSAGE, { date: 'Invalid date' })
      const doctorId = param(req, 'doctorId')
      if (!isRecordId(doctorId)) throw notFound(DOCTOR_NOT_FOUND_MESSAGE)
      res.type('application/json').send(await service.readBookedSlots(callerOf(req), { doctorId, date }))
    }),
  )

  router.post(
    '/admins/bookAppointment',
    requireAuth('parent', 'admin'),
    jsonBody(),
    documentsIn('pdf', MAX_REPORTS),
    route(async (req, res) => {
      const body = { ...(req.body as Record<string, unknown>) }
      // The portal's older form sends the branch as centreId.
      if ((body.branch === undefined || body.branch === '') && typeof body.centreId === 'string') {
        body.branch = body.centreId
      }
      const booking = parseInput(BookingInputSchema, body)
      const actor = callerOf(req)
      const request = { booking, reports: receivedFiles(req, 'pdf'), ip: clientIp(req), linkBase: requestOrigin(req) }
      const appointment =
        actor.role === 'admin' ? await service.bookWalkIn(actor, request) : await service.bookByParent(actor, request)
      res.status(201).json({ message: BOOKED_MESSAGE, appointment })
    }),
  )

  router.get(
    '/admins/getAppointments/:centreId',
    requireAuth('admin'),
    route(async (req, res) => {
      const query = parseInput(CentreListQuerySchema, queryOf(req, ['page', 'limit', 'search', 'status', 'from', 'to']))
      sendList(res, await service.listCentreAppointments(callerOf(req), { centreId: param(req, 'centreId'), query }))
    }),
  )

  router.get(
    '/admins/getPendingAppointments/:centreId',
    requireAuth('admin'),
    route(async (req, res) => {
      const query = parseInput(PendingListQuerySchema, queryOf(req, ['page', 'limit', 'search', 'from', 'to']))
      sendList(res, await service.listPendingAppointments(callerOf(req), { centreId: param(req, 'centreId'), query }))
    }),
  )

  router.put(
    '/admins/updateAppointment/:appointmentId',
    requireAuth('admin'),
    jsonBody(),
    route(async (req, res) => {
      const body = { ...(req.body as Record<string, unknown>) }
      if (body.appointmentTime === undefined && body.time !== undefined) body.appointmentTime = body.time
      const input = parseInput(UpdateAppointmentSchema, body)
      const appointmentId = appointmentIdOf(param(req, 'appointmentId'))
      const appointment = await service.editAppointment(callerOf(req), { ...input, appointmentId })
      res.json({ message: UPDATED_MESSAGE, appointment })
    }),
  )

  router.put(
    '/admins/manageAppointment/:appointmentId',
    requireAuth('admin'),
    jsonBody(),
    route(async (req, res) => {
      const { status, reason } = parseInput(ManageAppointmentSchema, req.body)
      const appointmentId = appointmentIdOf(param(req, 'appointmentId'))
      const appointment = await service.decideAppointment(callerOf(req), { appointmentId, decision: status, reason })
      res.json({ message: status === 'approved' ? APPROVED_MESSAGE : REJECTED_MESSAGE, appointment })
    }),
  )

  router.post(
    '/admins/uploadPrescription',
    requireAuth('admin'),
    documentsIn('prescription', 1),
    route(async (req, res) => {
      const given = typeof req.body?.appointmentId === 'string' ? req.body.appointmentId : ''
      if (!given) throw badRequest(APPOINTMENT_ID_REQUIRED_MESSAGE, { appointmentId: APPOINTMENT_ID_REQUIRED_MESSAGE })
      const [file] = receivedFiles(req, 'prescription')
      const appointment = await service.uploadPrescription(callerOf(req), {
        appointmentId: appointmentIdOf(given),
        file,
      })
      res.json({ message: PRESCRIPTION_UPLOADED_MESSAGE, appointment })
    }),
  )

  router.get(
    '/parents/getappointments/:parentId',
    requireAuth(),
    route(async (req, res) => {
      const query = parseInput(PageQuerySchema, queryOf(req, ['page', 'limit']))
      const { appointments, total, parentName } = await service.listParentAppointments(callerOf(req), {
        parentId: param(req, 'parentId'),
        query,
      })
      setTotalCount(res, total)
      res.json({ appointments, parentName })
    }),
  )

  router.get(
    '/doctors/getAppointments/:doctorId',
    requireAuth(),
    route(async (req, res) => {
      const query = parseInput(PageQuerySchema, queryOf(req, ['page', 'limit']))
      sendList(res, await service.listDoctorAppointments(callerOf(req), { doctorId: param(req, 'doctorId'), query }))
    }),
  )

  // The calendars (docs/api/appointments.md, "Calendars").
  router.get(
    '/centres/:centreId/calendar',
    requireAuth('admin'),
    route(async (req, res) => {
      const range = parseInput(CalendarRangeSchema, queryOf(req, ['from', 'to']))
      const json = await service.readCentreCalendarJson(callerOf(req), { ...range, centreId: param(req, 'centreId') })
      res.type('application/json').send(json)
    }),
  )

  router.get(
    '/doctors/schedule',
    requireAuth('doctor'),
    route(async (req, res) => {
      const range = parseInput(CalendarRangeSchema, queryOf(req, ['from', 'to']))
      res.json(await service.readDoctorSchedule(callerOf(req), range))
    }),
  )

  router.get(
    '/therapists/schedule',
    requireAuth('therapist'),
    route(async (req, res) => {
      const range = parseInput(CalendarRangeSchema, queryOf(req, ['from', 'to']))
      res.json(await service.readTherapistSchedule(callerOf(req), range))
    }),
  )

  const download = (which: (req: Request) => 'prescription' | number) =>
    route(async (req, res) => {
      const appointmentId = appointmentIdOf(param(req, 'appointmentId'))
      const file = await service.readAppointmentFile(callerOf(req), { appointmentId, which: which(req) })
      await sendOpenedFile(res, await files.stream(file, req.get('range')), { attachment: downloadNameOf(file) })
    })

  router.get(
    '/appointments/:appointmentId/prescription',
    requireAuth(),
    download(() => 'prescription'),
  )
  router.get(
    '/appointments/:appointmentId/reports/:index',
    requireAuth(),
    download((req) => (/^\d{1,3}$/.test(param(req, 'index')) ? Number(param(req, 'index')) : -1)),
  )

  // The life of an appointment (docs/api/appointments.md): attendance marks, cancellation, move, history.
  const ATTENDANCE_ANSWERS = { arrived: ARRIVED_MESSAGE, completed: COMPLETED_MESSAGE, 'no-show': NO_SHOW_MESSAGE }
  router.post(
    '/appointments/:appointmentId/status',
    requireAuth('admin', 'doctor'),
    jsonBody(),
    route(async (req, res) => {
      const appointmentId = appointmentIdOf(param(req, 'appointmentId'))
      const { status } = parseInput(AttendanceSchema, req.body)
      const appointment = await service.markAttendance(callerOf(req), { appointmentId, status })
      res.json({ message: ATTENDANCE_ANSWERS[status], appointment })
    }),
  )

  router.post(
    '/appointments/:appointmentId/cancel',
    requireAuth('admin', 'parent'),
    jsonBody(),
    route(async (req, res) => {
      const appointmentId = appointmentIdOf(param(req, 'appointmentId'))
      // The centre says why (the parent is told); a parent's own reason is optional.
      const schema = callerOf(req)?.role === 'parent' ? ParentCancelAppointmentSchema : CancelAppointmentSchema
      const { reason } = parseInput(schema, req.body)
      const appointment = await service.cancelAppointment(callerOf(req), { appointmentId, reason })
      res.json({ message: CANCELLED_MESSAGE, appointment })
    }),
  )

  router.post(
    '/appointments/:appointmentId/move',
    requireAuth('admin', 'parent'),
    jsonBody(),
    route(async (req, res) => {
      const appointmentId = appointmentIdOf(param(req, 'appointmentId'))
      const input = parseInput(MoveAppointmentSchema, req.body)
      const appointment = await service.moveAppointment(callerOf(req), { ...input, appointmentId })
      res.json({ message: MOVED_MESSAGE, appointment })
    }),
  )

  router.get(
    '/appointments/:appointmentId/history',
    requireAuth('admin', 'doctor'),
    route(async (req, res) => {
      const appointmentId = appointmentIdOf(param(req, 'appointmentId'))
      res.json(await service.readHistory(callerOf(req), { appointmentId }))
    }),
  )

  router.get(
    '/appointments/:appointmentId/cancellation-quote',
    requireAuth(),
    route(async (req, res) => {
      const appointmentId = appointmentIdOf(param(req, 'appointmentId'))
      const { by } = parseInput(QuoteQuerySchema, queryOf(req, ['by']))
      res.json(await service.quoteCancellation(callerOf(req), { appointmentId, by }))
    }),
  )

  // Add to calendar: the approved appointment's calendar entry as a file (the approval mail's, as it stands now).
  router.get(
    '/appointments/:appointmentId/calendar.ics',
    requireAuth(),
    route(async (req, res) => {
      const appointmentId = appointmentIdOf(param(req, 'appointmentId'))
      const ics = await service.readCalendarFile(callerOf(req), { appointmentId })
      res.type('text/calendar; charset=utf-8').attachment(`appointment-${appointmentId}.ics`).send(ics)
    }),
  )

  router.get(
    '/appointments/:appointmentId',
    requireAuth(),
    route(async (req, res) => {
      const appointmentId = appointmentIdOf(param(req, 'appointmentId'))
      res.json(await service.readAppointment(callerOf(req), { appointmentId }))
    }),
  )

  return router
}
