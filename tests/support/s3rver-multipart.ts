import { randomBytes } from 'node:crypto'
import { readdir, readFile, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import type S3rver from 's3rver'

/** S3's smallest part of a multipart upload, except the last one (EntityTooSmall at completion). */
export const MIN_PART_BYTES = 5 * 1024 * 1024

/** What a Koa middleware receives of s3rver's request context (s3rver is a Koa app; its types do not say so). */
interface Context {
  method: string
  path: string
  query: Record<string, string | string[] | undefined>
  headers: Record<string, string | string[] | undefined>
  status: number
  type: string
  body: unknown
  store: { getResourcePath(bucket: string, key: string | undefined, resource: string): string }
}
type Middleware = (ctx: Context, next: () => Promise<void>) => Promise<void>

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!)

function answerError(ctx: Context, status: number, code: string, message: string, extra: Record<string, string> = {}) {
  ctx.status = status
  ctx.type = 'application/xml'
  const fields = Object.entries({ Code: code, Message: message, ...extra, RequestId: randomBytes(8).toString('hex') })
  ctx.body = `<?xml version="1.0" encoding="UTF-8"?>\n<Error>${fields.map(([k, v]) => `<${k}>${escapeXml(v)}</${k}>`).join('')}</Error>`
}

/** The parts s3rver keeps of an open multipart upload: files named by part number in the upload's folder. */
async function partsOf(directory: string) {
  const names = (await readdir(directory)).filter((name) => /^\d+$/.test(name))
  const parts = await Promise.all(
    names.map(async (name) => {
      const file = path.join(directory, name)
      const [info, md5] = await Promise.all([stat(file), readFile(`${file}.md5`, 'utf8').catch(() => '')])
      return { number: Number(name), size: info.size, modified: info.mtime, etag: md5.trim() }
    }),
  )
  return parts.sort((a, b) => a.number - b.number)
}

/**
 * s3rver 3.7 implements CreateMultipartUpload, UploadPart and CompleteMultipartUpload, but not ListParts or
 * AbortMultipartUpload (both answer 405 MethodNotAllowed), which @tus/s3-store calls for every HEAD and PATCH and
 * for every removal. It also takes a part for an upload that no longer exists, completes parts of any size, and
 * stores an `aws-chunked` body (the AWS SDK's streamed upload with a trailing checksum) with its chunk framing as
 * the object's bytes. This middleware, put in front of s3rver's own, answers as S3 documents instead:
 * ListParts and AbortMultipartUpload; NoSuchUpload (404) for an upload completed, aborted or never made;
 * EntityTooSmall (400) for a part under 5 MiB that is not the last; and a refusal (501) of `aws-chunked` bodies,
 * so a client that sends them fails loudly here rather than storing corrupted files.
 */
export function s3Multipart(): Middleware {
  return async (ctx, next) => {
    const [, bucket, ...keyParts] = ctx.path.split('/')
    const key = keyParts.map(decodeURIComponent).join('/')
    const encoding = String(ctx.headers['content-encoding'] ?? '')
    const payload = String(ctx.headers['x-amz-content-sha256'] ?? '')
    if (encoding.includes('aws-chunked') || payload.startsWith('STREAMING-')) {
      return answerError(ctx, 501, 'NotImplemented', `s3rver stores aws-chunked bodies undecoded (${payload})`)
    }
    const uploadId = typeof ctx.query.uploadId === 'string' ? ctx.query.uploadId : undefined
    if (!bucket || !key || uploadId === undefined) return next()

    const directory = path.join(ctx.store.getResourcePath(bucket, undefined, 'uploads'), path.basename(uploadId))
    const keyOfUpload = await readFile(path.join(directory, 'key'), 'utf8').catch(() => null)
    if (keyOfUpload !== key) {
      return answerError(
        ctx,
        404,
        'NoSuchUpload',
        'The specified upload does not exist. The upload ID may be invalid, or the upload may have been aborted or completed.',
        { UploadId: uploadId },
      )
    }

    if (ctx.method === 'GET') {
      const marker = Number(ctx.query['part-number-marker'] ?? 0)
      const maxParts = Math.min(Number(ctx.query['max-parts'] ?? 1000), 1000)
      const after = (await partsOf(directory)).filter((part) => part.number > marker)
      const page = after.slice(0, maxParts)
      const truncated = after.length > page.length
      ctx.type = 'application/xml'
      ctx.body =
        `<?xml version="1.0" encoding="UTF-8"?>\n<ListPartsResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/">` +
        `<Bucket>${escapeXml(bucket)}</Bucket><Key>${escapeXml(key)}</Key><UploadId>${escapeXml(uploadId)}</UploadId>` +
        `<PartNumberMarker>${marker}</PartNumberMarker>` +
        `<NextPartNumberMarker>${page.at(-1)?.number ?? marker}</NextPartNumberMarker>` +
        `<MaxParts>${maxParts}</MaxParts><IsTruncated>${truncated}</IsTruncated>` +
        page
          .map(
            (part) =>
              `<Part><PartNumber>${part.number}</PartNumber><LastModified>${part.modified.toISOString()}</LastModified>` +
              `<ETag>"${part.etag}"</ETag><Size>${part.size}</Size></Part>`,
          )
          .join('') +
        `</ListPartsResult>`
      return
    }
    if (ctx.method === 'DELETE') {
      await rm(directory, { recursive: true, force: true })
      ctx.status = 204
      ctx.body = null
      return
    }
    if (ctx.method === 'POST') {
      const parts = await partsOf(directory)
      const small = parts.slice(0, -1).find((part) => part.size < MIN_PART_BYTES)
      if (small) {
        return answerError(
          ctx,
          400,
          'EntityTooSmall',
          'Your proposed upload is smaller than the minimum allowed object size.',
          {
            ProposedSize: String(small.size),
            MinSizeAllowed: String(MIN_PART_BYTES),
            PartNumber: String(small.number),
          },
        )
      }
    }
    return next()
  }
}

/** Puts the middleware in front of everything s3rver does (before `run()`, which composes its middleware). */
export function withS3Multipart(server: S3rver): S3rver {
  ;(server as unknown as { middleware: Middleware[] }).middleware.unshift(s3Multipart())
  return server
}
