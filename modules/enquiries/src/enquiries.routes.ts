// The enquiry calls (docs/api/enquiries.md). The paths of the product rules, plus the public form's calls
// (`/jwl/programme`, `/jwl/enquiries...`) and the follow-up calls, which are added.
import { Router, type Request } from 'express'
import { sendOpenedFile } from '@app/files'
import { callerOf, clientIp, jsonBody, parseInput, requireAuth, route, setTotalCount } from '@app/platform'
import { LanguageQuerySchema } from '@app/platform/schema'
import {
  ArchiveEnquirySchema,
  ENQUIRY_ARCHIVED_MESSAGE,
  ENQUIRY_UPDATED_MESSAGE,
  EnquiryListQuerySchema,
  EnquiryNoteSchema,
  EnquirySubmitSchema,
  FollowUpSchema,
  NOTE_ADDED_MESSAGE,
  ResendCodeSchema,
  VerifyCodeSchema,
} from './enquiries.schema.ts'
import type { EnquiriesService } from './enquiries.service.ts'

const param = (req: Request, name: string) => String(req.params[name] ?? '')

export function createEnquiriesRouter(service: EnquiriesService): Router {
  const router = Router({ caseSensitive: false })

  // --- public ---
  router.get(
    '/jwl/jwlenquirequestions',
    route(async (req, res) => {
      res.json(await service.questions(parseInput(LanguageQuerySchema, req.query).language))
    }),
  )
  router.get(
    '/jwl/programme',
    route(async (req, res) => {
      res.json(await service.programme(parseInput(LanguageQuerySchema, req.query).language))
    }),
  )
  router.post(
    '/jwl/enquiries',
    jsonBody('256kb'),
    route(async (req, res) => {
      const input = parseInput(EnquirySubmitSchema, req.body)
      res.status(201).json(await service.submit(null, { form: input, ip: clientIp(req) }))
    }),
  )
  router.post(
    '/jwl/enquiries/:enquiryId/code',
    jsonBody(),
    route(async (req, res) => {
      const { language } = parseInput(ResendCodeSchema, req.body ?? {})
      res.json(await service.resendCode(null, { enquiryId: param(req, 'enquiryId'), ip: clientIp(req), language }))
    }),
  )
  router.post(
    '/jwl/enquiries/:enquiryId/verify',
    jsonBody(),
    route(async (req, res) => {
      const { otp, language } = parseInput(VerifyCodeSchema, req.body)
      res.json(await service.verify(null, { enquiryId: param(req, 'enquiryId'), otp, language }))
    }),
  )

  // --- the centre's admins ---
  router.get(
    '/admins/get-jwl-enquiries/:centreId',
    requireAuth('admin'),
    route(async (req, res) => {
      const query = parseInput(EnquiryListQuerySchema, req.query)
      const { enquiries, total } = await service.list(callerOf(req), { centreId: param(req, 'centreId'), query })
      setTotalCount(res, total)
      res.json(enquiries)
    }),
  )
  router.get(
    '/admins/jwl-enquiries/:centreId/new-count',
    requireAuth('admin'),
    route(async (req, res) => {
      res.json(await service.newCount(callerOf(req), { centreId: param(req, 'centreId') }))
    }),
  )
  router.get(
    '/admins/jwl-enquiries/:centreId/owners',
    requireAuth('admin'),
    route(async (req, res) => {
      res.json(await service.owners(callerOf(req), { centreId: param(req, 'centreId') }))
    }),
  )
  router.get(
    '/admins/jwl-enquiries/:centreId/stats',
    requireAuth('admin'),
    route(async (req, res) => {
      res.json(await service.stats(callerOf(req), { centreId: param(req, 'centreId') }))
    }),
  )
  router.get(
    '/admins/get-jwl-enquiry/:referenceId',
    requireAuth('admin'),
    route(async (req, res) => {
      res.json(await service.details(callerOf(req), { referenceId: param(req, 'referenceId') }))
    }),
  )
  router.get(
    '/admins/get-jwluser-video/:parentEmail',
    requireAuth('admin'),
    route(async (req, res) => {
      const opened = await service.videoOfParent(callerOf(req), {
        parentEmail: param(req, 'parentEmail'),
        range: req.get('range'),
      })
      await sendOpenedFile(res, opened)
    }),
  )
  router.get(
    '/admins/jwl-enquiries/:referenceId/video',
    requireAuth('admin'),
    route(async (req, res) => {
      const opened = await service.videoOfEnquiry(callerOf(req), {
        referenceId: param(req, 'referenceId'),
        range: req.get('range'),
      })
      await sendOpenedFile(res, opened)
    }),
  )
  router.post(
    '/admins/jwl-enquiries/:referenceId/video-link',
    requireAuth('admin'),
    route(async (req, res) => {
      res.json(await service.videoLink(callerOf(req), { referenceId: param(req, 'referenceId') }))
    }),
  )
  router.put(
    '/admins/archive-jwl-enquiry',
    requireAuth('admin'),
    jsonBody(),
    route(async (req, res) => {
      const input = parseInput(ArchiveEnquirySchema, req.body)
      const { referenceIds } = await service.archive(callerOf(req), input)
      res.json({ message: ENQUIRY_ARCHIVED_MESSAGE, referenceIds })
    }),
  )
  router.put(
    '/admins/jwl-enquiries/:referenceId/follow-up',
    requireAuth('admin'),
    jsonBody(),
    route(async (req, res) => {
      const input = parseInput(FollowUpSchema, req.body)
      const enquiry = await service.followUp(callerOf(req), { referenceId: param(req, 'referenceId'), ...input })
      res.json({ message: ENQUIRY_UPDATED_MESSAGE, enquiry })
    }),
  )
  router.post(
    '/admins/jwl-enquiries/:referenceId/notes',
    requireAuth('admin'),
    jsonBody(),
    route(async (req, res) => {
      const input = parseInput(EnquiryNoteSchema, req.body)
      const enquiry = await service.addNote(callerOf(req), { referenceId: param(req, 'referenceId'), ...input })
      res.status(201).json({ message: NOTE_ADDED_MESSAGE, enquiry })
    }),
  )

  return router
}
