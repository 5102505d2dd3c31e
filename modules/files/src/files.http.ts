import { pipeline } from 'node:stream/promises'
import type { Response } from 'express'
import { notFound } from '@app/platform'
import { extensionOf } from './files.kinds.ts'
import type { StoredFile } from './files.repository.ts'
import type { OpenedFile } from './files.service.ts'

/** The name a download is saved under: the sender's, when it still ends in the checked extension. */
export function downloadNameOf(file: StoredFile, fallback = 'document'): string {
  const extension = extensionOf(file.filename)
  return file.originalName && file.originalName.toLowerCase().endsWith(extension)
    ? file.originalName
    : `${fallback}${extension}`
}

/**
 * Answers with an opened file (from PrivateFiles.stream): its status, headers and bytes. `attachment`
 * makes browsers save it under that name; without it, it shows inline (a video plays in the page).
 * Only call this from a route that has checked the caller.
 */
export async function sendOpenedFile(
  res: Response,
  opened: OpenedFile | null,
  { attachment }: { attachment?: string } = {},
): Promise<void> {
  if (!opened) throw notFound('File not found')
  if (attachment) res.attachment(attachment)
  // attachment() guesses a type from the name; the checked one is the truth.
  for (const [name, value] of Object.entries(opened.headers)) res.setHeader(name, value)
  res.status(opened.status)
  if (!opened.body) {
    res.end()
    return
  }
  // A client that goes away mid-download (a video seek) is normal: nothing to report.
  await pipeline(opened.body, res).catch(() => undefined)
}
