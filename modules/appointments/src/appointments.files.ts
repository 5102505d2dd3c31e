import { randomUUID } from 'node:crypto'
import path from 'node:path'
import { HttpError } from '@app/platform'
import { MAX_DOCUMENT_BYTES } from './appointments.schema.ts'

// A report or prescription is accepted only when its name's extension and its first bytes agree on
// one of the allowed kinds: a text file renamed to .pdf is refused.

interface FileKind {
  mimeType: string
  /** Whether the file's first bytes are those of this kind. */
  matches(head: Buffer): boolean
}

const startsWith = (head: Buffer, bytes: number[]) => bytes.every((byte, index) => head[index] === byte)

const PDF: FileKind = { mimeType: 'application/pdf', matches: (h) => startsWith(h, [0x25, 0x50, 0x44, 0x46, 0x2d]) }
// Word 97-2003: an OLE2 compound document.
const DOC: FileKind = {
  mimeType: 'application/msword',
  matches: (h) => startsWith(h, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
}
// Word 2007+: a ZIP container.
const DOCX: FileKind = {
  mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  matches: (h) => startsWith(h, [0x50, 0x4b, 0x03, 0x04]),
}
const JPEG: FileKind = { mimeType: 'image/jpeg', matches: (h) => startsWith(h, [0xff, 0xd8, 0xff]) }
const PNG: FileKind = {
  mimeType: 'image/png',
  matches: (h) => startsWith(h, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
}

const KINDS_BY_EXTENSION: Record<string, FileKind> = {
  '.pdf': PDF,
  '.doc': DOC,
  '.docx': DOCX,
  '.jpg': JPEG,
  '.jpeg': JPEG,
  '.png': PNG,
}

export const FILE_TOO_LARGE_MESSAGE = 'The file is too large. The largest file accepted is 10 MB.'
export const fileTypeMessage = (extensions: readonly string[]) =>
  `This type of file is not accepted. Please upload one of: ${extensions.map((e) => e.slice(1).toUpperCase()).join(', ')}.`

export interface UploadedFile {
  originalname: string
  buffer: Buffer
  size: number
}

export interface CheckedFile {
  data: Buffer
  mimeType: string
  /** The name it is stored under: generated here, with the checked extension. */
  storedName: string
  originalName: string
}

/** Checks size, name and content; 413 for too large, 415 for anything not one of `extensions`. */
export function checkDocument(file: UploadedFile, extensions: readonly string[]): CheckedFile {
  if (file.size > MAX_DOCUMENT_BYTES) throw new HttpError(413, FILE_TOO_LARGE_MESSAGE)
  const extension = path.extname(file.originalname).toLowerCase()
  const kind = extensions.includes(extension) ? KINDS_BY_EXTENSION[extension] : undefined
  if (!kind || !kind.matches(file.buffer.subarray(0, 16))) throw new HttpError(415, fileTypeMessage(extensions))
  return {
    data: file.buffer,
    mimeType: kind.mimeType,
    storedName: `${randomUUID()}${extension}`,
    originalName: path
      .basename(file.originalname)
      .replace(/[\r\n"]/g, '')
      .slice(0, 255),
  }
}
