import { Router, type Request } from 'express'
import { callerOf, forbidden, notFound, requireAuth, route } from '@app/platform'
import { downloadNameOf, sendOpenedFile } from './files.http.ts'
import type { PrivateFiles } from './files.service.ts'
import type { SignedLinks } from './files.signed.ts'
import type { Uploads } from './files.uploads.ts'

/**
 * /api/files/uploads[/:id]: resumable uploads (tus). /api/files/:id: a file uploaded through a declared
 * target, for a caller the target lets read it; ?download=1 saves it instead of showing it inline.
 * Body parsers stay off these routes: tus reads the raw request stream.
 */
/** A signed link that is expired, tampered with or for another file. */
export const LINK_INVALID_MESSAGE = 'This link has expired or is not valid'

export function createFilesRouter({
  files,
  uploads,
  links,
}: {
  files: PrivateFiles
  uploads: Uploads
  links: SignedLinks
}): Router {
  const router = Router()
  const param = (req: Request, name: string) => String(req.params[name])

  router.all(
    '/files/uploads',
    route(async (req, res) => uploads.handle(req, res, undefined)),
  )
  router.all(
    '/files/uploads/:uploadId',
    route(async (req, res) => uploads.handle(req, res, param(req, 'uploadId'))),
  )

  // A short-lived signed link (docs/decisions/029): the module that issued it checked the viewer; the
  // signature, its expiry and the file id it names are all that is checked here.
  router.get(
    '/files/signed/:fileId',
    route(async (req, res) => {
      const fileId = param(req, 'fileId')
      if (!links.isValid(fileId, req.query)) throw forbidden(LINK_INVALID_MESSAGE)
      const file = await files.find(fileId)
      if (!file) throw notFound('File not found')
      await sendOpenedFile(res, await files.stream(file, req.get('range')))
    }),
  )

  router.get(
    '/files/:fileId',
    requireAuth(),
    route(async (req, res) => {
      const file = await files.find(param(req, 'fileId'))
      const [targetName, recordId] = (file?.attachedTo ?? '').split(':')
      const target = targetName ? uploads.targetOf(targetName) : undefined
      // Files of other modules (reports, prescriptions) are served by those modules' own routes.
      if (!file || !target || !recordId || !(await target.mayRead(callerOf(req), recordId))) {
        throw notFound('File not found')
      }
      await sendOpenedFile(res, await files.stream(file, req.get('range')), {
        attachment: req.query.download === '1' ? downloadNameOf(file, 'video') : undefined,
      })
    }),
  )

  return router
}
