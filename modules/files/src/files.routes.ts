import { Router, type Request } from 'express'
import { callerOf, notFound, requireAuth, route } from '@app/platform'
import { downloadNameOf, sendOpenedFile } from './files.http.ts'
import type { PrivateFiles } from './files.service.ts'
import type { Uploads } from './files.uploads.ts'

/**
 * /api/files/uploads[/:id]: resumable uploads (tus). /api/files/:id: a file uploaded through a declared
 * target, for a caller the target lets read it; ?download=1 saves it instead of showing it inline.
 * Body parsers stay off these routes: tus reads the raw request stream.
 */
export function createFilesRouter({ files, uploads }: { files: PrivateFiles; uploads: Uploads }): Router {
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
