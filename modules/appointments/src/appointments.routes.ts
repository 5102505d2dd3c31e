import { Router, type Request, type Response } from 'express'
import { downloadNameOf, fileTooLargeMessage, sendOpenedFile, type PrivateFiles } from '@app/files'
import {
  badRequest,
  callerOf,
  clientIp,
  requestOrigin,
  jsonBody,
  multipartBody,
  parseInput,
  receivedFiles,
  requireAuth,
  route,
  setTotalCount,
} from '@app/platform'
import {
  BookingInputSchema,
  MAX_DOCUMENT_BYTES,
  ManageAppointmentSchema,
  UpdateAppointmentSchema,
} from './appointments.schema.ts'
import {
  BOOKED_MESSAGE,
  PRESCRIPTION_UPLOADED_MESSAGE,
  UPDATED_MESSAGE,
  type AppointmentsService,
  type ListFilters,
  type ListResult,
} from './appointments.service.ts'

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

const filtersOf = (req: Request): ListFilters => {
  const text = (key: string) => (typeof req.query[key] === 'string' ? (req.query[key] as string) : undefined)
  return {
    page: text('page'),
    limit: text('limit'),
    search: text('search'),
    status: text('status'),
    from: text('from'),
    to: text('to'),
  }
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
  const param = (req: Request, name: string) => String(req.params[name])

  router.get(
    '/admins/getBookedSlots/:doctorId/:date',
    requireAuth('parent', 'admin'),
    route(async (req, res) => {
      const bookedSlots = await service.bookedSlots(callerOf(req), param(req, 'doctorId'), param(req, 'date'))
      res.json({ bookedSlots })
    }),
  )

  router.post(
    '/admins/bookAppointment',
    requireAuth('parent', 'admin'),
    jsonBody(),
    documentsIn('pdf', MAX_REPORTS),
    route(async (req, res) => {
      const body = { ...(req.body as Record<string, unknown>) }
      if ((body.branch === undefined || body.branch === '') && typeof body.centreId === 'string') {
        body.branch = body.centreId
      }
      const input = parseInput(BookingInputSchema, body)
      const appointment = await service.book(callerOf(req), input, receivedFiles(req, 'pdf'), {
        ip: clientIp(req),
        linkBase: requestOrigin(req),
      })
      res.status(201).json({ message: BOOKED_MESSAGE, appointment })
    }),
  )

  router.get(
    '/admins/getAppointments/:centreId',
    requireAuth('admin'),
    route(async (req, res) => {
      sendList(res, await service.centreAppointments(callerOf(req), param(req, 'centreId'), filtersOf(req)))
    }),
  )

  router.get(
    '/admins/getPendingAppointments/:centreId',
    requireAuth('admin'),
    route(async (req, res) => {
      sendList(res, await service.pendingAppointments(callerOf(req), param(req, 'centreId'), filtersOf(req)))
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
      const appointment = await service.update(callerOf(req), param(req, 'appointmentId'), input)
      res.json({ message: UPDATED_MESSAGE, appointment })
    }),
  )

  router.put(
    '/admins/manageAppointment/:appointmentId',
    requireAuth('admin'),
    jsonBody(),
    route(async (req, res) => {
      const { status, reason } = parseInput(ManageAppointmentSchema, req.body)
      const appointment = await service.manage(callerOf(req), param(req, 'appointmentId'), status, reason)
      res.json({ message: status === 'approved' ? 'Appointment approved' : 'Appointment rejected', appointment })
    }),
  )

  router.post(
    '/admins/uploadPrescription',
    requireAuth('admin'),
    documentsIn('prescription', 1),
    route(async (req, res) => {
      const appointmentId = typeof req.body?.appointmentId === 'string' ? req.body.appointmentId : ''
      if (!appointmentId) throw badRequest('appointmentId is required', { appointmentId: 'appointmentId is required' })
      const [file] = receivedFiles(req, 'prescription')
      const appointment = await service.uploadPrescription(callerOf(req), appointmentId, file)
      res.json({ message: PRESCRIPTION_UPLOADED_MESSAGE, appointment })
    }),
  )

  router.get(
    '/parents/getappointments/:parentId',
    requireAuth(),
    route(async (req, res) => {
      const { appointments, total, parentName } = await service.parentAppointments(
        callerOf(req),
        param(req, 'parentId'),
        filtersOf(req),
      )
      setTotalCount(res, total)
      res.json({ appointments, parentName })
    }),
  )

  router.get(
    '/doctors/getAppointments/:doctorId',
    requireAuth(),
    route(async (req, res) => {
      sendList(res, await service.doctorAppointments(callerOf(req), param(req, 'doctorId'), filtersOf(req)))
    }),
  )

  const download = (which: (req: Request) => 'prescription' | number) =>
    route(async (req, res) => {
      const file = await service.file(callerOf(req), param(req, 'appointmentId'), which(req))
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

  router.get(
    '/appointments/:appointmentId',
    requireAuth(),
    route(async (req, res) => {
      res.json(await service.appointment(callerOf(req), param(req, 'appointmentId')))
    }),
  )

  return router
}
