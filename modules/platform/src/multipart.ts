import type { NextFunction, Request, RequestHandler, Response } from 'express'
import multer from 'multer'
import { badRequest, HttpError } from './errors.ts'
import { controlCharactersError } from './http.ts'

/** A file as a multipart form carried it, held in memory. */
export interface ReceivedFile {
  /** The name on the sender's computer (read as UTF-8; the files module cleans it before keeping it). */
  originalname: string
  buffer: Buffer
  size: number
}

export interface MultipartOptions {
  /** The file fields a form may carry, each with how many files. Any other file field is a 400. */
  files: Array<{ name: string; maxCount: number }>
  /** The largest file accepted, and the 413's message beyond it. */
  maxFileBytes: number
  tooLargeMessage: string
  /** How many text fields a form may carry. */
  maxFields?: number
}

/**
 * The one multipart parser of /api (multer, bodies held in memory): put it after the route's access checks,
 * so a caller who may not send the form is answered before a byte of a large body is read. It does for a
 * form what `jsonBody` does for JSON: any text field (or field name) holding a control character is a 400
 * naming it, whatever the route's schema says. File names are read as UTF-8, as browsers send them; busboy's
 * default, latin1, turns "Müller" into "MÃ¼ller". A request that is not multipart passes untouched.
 */
export function multipartBody({
  files,
  maxFileBytes,
  tooLargeMessage,
  maxFields = 50,
}: MultipartOptions): RequestHandler {
  const upload = multer({
    storage: multer.memoryStorage(),
    defParamCharset: 'utf8',
    limits: {
      fileSize: maxFileBytes,
      files: files.reduce((sum, field) => sum + field.maxCount, 0),
      fields: maxFields,
      fieldSize: 64 * 1024,
    },
  }).fields(files)
  return (req: Request, res: Response, next: NextFunction) => {
    if (!req.is('multipart')) return next()
    upload(req, res, (error: unknown) => {
      if (!error) return next(controlCharactersError(req.body))
      if (error instanceof multer.MulterError) {
        if (error.code === 'LIMIT_FILE_SIZE') return next(new HttpError(413, tooLargeMessage))
        if (error.code === 'LIMIT_UNEXPECTED_FILE' && error.field) {
          return next(badRequest(`Unexpected file field "${error.field}"`))
        }
      }
      // A cut-off or malformed multipart body (busboy's own errors) is the sender's fault, not ours.
      next(badRequest('The upload could not be read. Please try again.'))
    })
  }
}

/** The files a multipart form carried in `field` (none when it was not multipart). */
export function receivedFiles(req: Request, field: string): ReceivedFile[] {
  const byField = req.files as Record<string, Express.Multer.File[]> | undefined
  return (byField?.[field] ?? []).map((file) => ({
    originalname: file.originalname,
    buffer: file.buffer,
    size: file.size,
  }))
}
