import { idOfRef, sqlOf } from '@app/platform'
import type { Centre } from '@app/platform/payload-types'
import type { Payload } from 'payload'
import type { Language } from '@app/platform/format'
import { CENTRES_SLUG } from './centres.collections.ts'
import type { Branch } from './centres.schema.ts'

const toBranch = (doc: Centre): Branch => ({
  _id: doc.id,
  name: doc.name,
  location: doc.location,
  address: doc.address,
  phone: doc.phone,
  colour: doc.colour ?? null,
  imageAlt: doc.imageAlt ?? null,
  imageId: idOfRef(doc.image),
})

export function createCentresRepository(payload: Payload) {
  return {
    async listAll(locale: Language = 'en'): Promise<Branch[]> {
      const { docs } = await payload.find({
        collection: CENTRES_SLUG,
        locale,
        fallbackLocale: 'en',
        depth: 0,
        limit: 100,
        pagination: false,
        sort: ['sortOrder', 'name'],
      })
      return docs.map(toBranch)
    },
    /** Ids and names of every centre (ten rows), read directly: every list names its centre (sql.ts). */
    async allNames(): Promise<Array<{ _id: string; name: string }>> {
      const { db, table } = await sqlOf(payload)
      const centres = table(CENTRES_SLUG)
      const rows: Array<{ id: string; name: string }> = await db
        .select({ id: centres.id, name: centres.name })
        .from(centres)
      return rows.map(({ id, name }) => ({ _id: id, name }))
    },
    /** The branch's own e-mail address, or null when it has none (or there is no such branch). */
    async emailOf(id: string): Promise<string | null> {
      const { docs } = await payload.find({
        collection: CENTRES_SLUG,
        where: { id: { equals: id } },
        select: { email: true },
        depth: 0,
        limit: 1,
        pagination: false,
      })
      return docs[0]?.email?.trim() || null
    },
    async count(): Promise<number> {
      const { totalDocs } = await payload.count({ collection: CENTRES_SLUG })
      return totalDocs
    },
    async create({ imageId, ...data }: Omit<Branch, '_id'> & { sortOrder: number }): Promise<Branch> {
      const doc = await payload.create({ collection: CENTRES_SLUG, data: { ...data, image: imageId }, depth: 0 })
      return toBranch(doc)
    },
  }
}

export type CentresRepository = ReturnType<typeof createCentresRepository>
