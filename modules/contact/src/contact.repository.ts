import type { Payload } from 'payload'
import { CONTACT_MESSAGES_SLUG } from './contact.collections.ts'
import type { ContactMessageInput } from './contact.schema.ts'

export function createContactRepository(payload: Payload) {
  return {
    async create(input: ContactMessageInput): Promise<{ id: string }> {
      const doc = await payload.create({
        collection: CONTACT_MESSAGES_SLUG,
        data: { ...input, status: 'new', mailed: false },
        depth: 0,
        overrideAccess: true,
      })
      return { id: String(doc.id) }
    },
    async markMailed(id: string): Promise<void> {
      await payload.update({ collection: CONTACT_MESSAGES_SLUG, id, data: { mailed: true }, depth: 0 })
    },
  }
}

export type ContactRepository = ReturnType<typeof createContactRepository>
