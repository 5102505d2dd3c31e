// The kinds of private file the product keeps, recognised by their first bytes and not only by their
// name: a text file renamed to .pdf, or a PDF renamed to .mp4, is refused. Browser-safe (no Node
// imports), so a form can show the same limits and accepted extensions as the server enforces.

export type FileKind = 'document' | 'image' | 'video'

export interface FileType {
  kind: FileKind
  /** The content type the file is served with once checked. */
  mimeType: string
  /** Whether the file's first bytes (at least HEAD_BYTES of them when the file is that long) are of this type. */
  matches(head: Uint8Array): boolean
}

/** How many leading bytes the checks read. */
export const HEAD_BYTES = 64

/** Documents keep the 10 MB they always had. */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024
/** Session and enquiry videos must be under 50 MB. */
export const MAX_VIDEO_BYTES = 50 * 1024 * 1024 - 1

export const MAX_BYTES: Record<FileKind, number> = {
  document: MAX_DOCUMENT_BYTES,
  image: MAX_IMAGE_BYTES,
  video: MAX_VIDEO_BYTES,
}

const startsWith = (head: Uint8Array, bytes: number[], at = 0) =>
  head.length >= at + bytes.length && bytes.every((byte, index) => head[at + index] === byte)
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0))
const textAt = (head: Uint8Array, at: number, length: number) => String.fromCharCode(...head.subarray(at, at + length))

/** An ISO base media file (MP4 and QuickTime): a box size, then "ftyp" and the major brand. */
const ftypBrand = (head: Uint8Array): string | null => (startsWith(head, ascii('ftyp'), 4) ? textAt(head, 8, 4) : null)
/** Older QuickTime files start with another top-level atom instead of "ftyp". */
const QUICKTIME_ATOMS = ['moov', 'mdat', 'wide', 'free', 'skip', 'pnot']

const PDF: FileType = { kind: 'document', mimeType: 'application/pdf', matches: (h) => startsWith(h, ascii('%PDF-')) }
// Word 97-2003: an OLE2 compound document.
const DOC: FileType = {
  kind: 'document',
  mimeType: 'application/msword',
  matches: (h) => startsWith(h, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
}
// Word 2007+: a ZIP container.
const DOCX: FileType = {
  kind: 'document',
  mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  matches: (h) => startsWith(h, [0x50, 0x4b, 0x03, 0x04]),
}
const JPEG: FileType = { kind: 'image', mimeType: 'image/jpeg', matches: (h) => startsWith(h, [0xff, 0xd8, 0xff]) }
const PNG: FileType = {
  kind: 'image',
  mimeType: 'image/png',
  matches: (h) => startsWith(h, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
}
const MP4: FileType = {
  kind: 'video',
  mimeType: 'video/mp4',
  // Any ISO brand but QuickTime's own ("isom", "mp41", "mp42", "avc1", "M4V ", "dash", ...).
  matches: (h) => {
    const brand = ftypBrand(h)
    return brand !== null && brand !== 'qt  '
  },
}
const MOV: FileType = {
  kind: 'video',
  mimeType: 'video/quicktime',
  matches: (h) => ftypBrand(h) === 'qt  ' || QUICKTIME_ATOMS.some((atom) => startsWith(h, ascii(atom), 4)),
}
const WEBM: FileType = {
  kind: 'video',
  mimeType: 'video/webm',
  // An EBML header whose DocType says "webm" (Matroska's own DocType is "matroska").
  matches: (h) => startsWith(h, [0x1a, 0x45, 0xdf, 0xa3]) && textAt(h, 4, HEAD_BYTES - 4).includes('webm'),
}

/** Every accepted extension and the type its content must have. */
export const TYPES_BY_EXTENSION: Readonly<Record<string, FileType>> = {
  '.pdf': PDF,
  '.doc': DOC,
  '.docx': DOCX,
  '.jpg': JPEG,
  '.jpeg': JPEG,
  '.png': PNG,
  '.mp4': MP4,
  '.m4v': MP4,
  '.webm': WEBM,
  '.mov': MOV,
}

export const VIDEO_EXTENSIONS = ['.mp4', '.webm', '.mov'] as const
export const DOCUMENT_EXTENSIONS = ['.pdf', '.doc', '.docx'] as const
export const IMAGE_EXTENSIONS = ['.jpg', '.jpeg', '.png'] as const

/** ".pdf" from "Report.PDF"; "" without one. */
export function extensionOf(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? ''
  const dot = base.lastIndexOf('.')
  return dot > 0 ? base.slice(dot).toLowerCase() : ''
}

/** The type a file of this name must be, when its extension is one of `allowed`. */
export function typeOfName(name: string, allowed: readonly string[]): FileType | undefined {
  const extension = extensionOf(name)
  return allowed.includes(extension) ? TYPES_BY_EXTENSION[extension] : undefined
}

/** The content type a stored file is served with, from its (checked) extension. */
export const mimeTypeOfName = (name: string): string | undefined => TYPES_BY_EXTENSION[extensionOf(name)]?.mimeType

export const fileTooLargeMessage = (maxBytes: number) =>
  `The file is too large. The largest file accepted is ${Math.round(maxBytes / (1024 * 1024))} MB.`
export const fileTypeMessage = (extensions: readonly string[]) =>
  `This type of file is not accepted. Please upload one of: ${extensions.map((e) => e.slice(1).toUpperCase()).join(', ')}.`
/** Where resumable uploads are received (tus creation URL), and the headers of that exchange. */
export const UPLOADS_PATH = '/api/files/uploads'
/** The header a short-lived upload token travels in (for callers who are not signed in). */
export const UPLOAD_TOKEN_HEADER = 'x-upload-token'
/** The header the final PATCH answers with: the stored file's id. */
export const FILE_ID_HEADER = 'x-file-id'

/** The product's own words for a session video that is not one or is too big. */
export const NOT_A_VIDEO_MESSAGE = 'Please upload a video file'
export const VIDEO_TOO_LARGE_MESSAGE = 'Video size should be less than 50MB'
