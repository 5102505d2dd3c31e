import type { Payload } from 'payload'
import { PRIVATE_FILES_SLUG } from './files.collections.ts'

/** A private file's record: what it is, where its bytes are (`filename`), who it is attached to. */
export interface StoredFile {
  id: string
  /** The storage key: a UUID and the checked extension. */
  filename: string
  mimeType: string
  size: number
  /** The owning module's word for it: "report", "prescription", "session-video", ... */
  kind: string
  originalName: string | null
  /** "<upload target>:<record id>" for files uploaded through a declared target. */
  attachedTo: string | null
  createdAt: string
}

interface FileRow {
  id: string
  filename: string
  mimeType: string
  filesize?: number | null
  kind?: string | null
  originalName?: string | null
  attachedTo?: string | null
  createdAt: string
}

const toStoredFile = (row: FileRow): StoredFile => ({
  id: row.id,
  filename: row.filename,
  mimeType: row.mimeType,
  size: Number(row.filesize ?? 0),
  kind: row.kind ?? '',
  originalName: row.originalName ?? null,
  attachedTo: row.attachedTo ?? null,
  createdAt: row.createdAt,
})

/** The only code that reads or writes the private files' records. */
export function createFilesRepository(payload: Payload) {
  return {
    async insert(file: Omit<StoredFile, 'id' | 'createdAt'>): Promise<StoredFile> {
      const row = await payload.create({
        collection: PRIVATE_FILES_SLUG,
        data: {
          filename: file.filename,
          mimeType: file.mimeType,
          filesize: file.size,
          kind: file.kind,
          originalName: file.originalName,
          attachedTo: file.attachedTo,
        } as never,
        depth: 0,
      })
      return toStoredFile(row as unknown as FileRow)
    },

    async findById(id: string): Promise<StoredFile | null> {
      const row = await payload.findByID({ collection: PRIVATE_FILES_SLUG, id, depth: 0, disableErrors: true })
      return row ? toStoredFile(row as unknown as FileRow) : null
    },

    async findByIds(ids: string[]): Promise<StoredFile[]> {
      if (ids.length === 0) return []
      const { docs } = await payload.find({
        collection: PRIVATE_FILES_SLUG,
        where: { id: { in: ids } },
        depth: 0,
        limit: ids.length,
        pagination: false,
      })
      return (docs as unknown as FileRow[]).map(toStoredFile)
    },

    /** Which of these storage keys a record names (committed records only, outside a transaction). */
    async recordedFilenames(filenames: string[]): Promise<string[]> {
      if (filenames.length === 0) return []
      const { docs } = await payload.find({
        collection: PRIVATE_FILES_SLUG,
        where: { filename: { in: filenames } },
        select: { filename: true },
        depth: 0,
        limit: filenames.length,
        pagination: false,
      })
      return (docs as unknown as Array<{ filename: string }>).map((doc) => doc.filename)
    },

    /** The ids of the files of one kind stored before `before`, oldest first. */
    async idsOfKindBefore(kind: string, before: Date): Promise<string[]> {
      const { docs } = await payload.find({
        collection: PRIVATE_FILES_SLUG,
        where: { and: [{ kind: { equals: kind } }, { createdAt: { less_than: before.toISOString() } }] },
        select: {},
        sort: 'createdAt',
        depth: 0,
        pagination: false,
      })
      return docs.map((doc) => String(doc.id))
    },

    async deleteByIds(ids: string[]): Promise<void> {
      if (ids.length === 0) return
      await payload.delete({ collection: PRIVATE_FILES_SLUG, where: { id: { in: ids } } })
    },
  }
}

export type FilesRepository = ReturnType<typeof createFilesRepository>
