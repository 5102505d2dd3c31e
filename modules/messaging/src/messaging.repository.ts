// The only code that reads and writes the messaging module's collections (docs/modules.md §6).
import type { Payload } from 'payload'
import { countCodeTry, idOfRef, isUniqueClash, sqlOf } from '@app/platform'
import {
  REMINDER_PREFERENCES_SLUG,
  REMINDER_PREFERENCES_TABLE,
  WHATSAPP_INBOUND_SLUG,
} from './messaging.collections.ts'
import type { PeopleForMessaging } from './messaging.deps.ts'
import type { StoredChoices } from './messaging.rules.ts'
import type { Language, PhoneChannel } from './messaging.schema.ts'

export interface StoredPreferences extends StoredChoices {
  _id: string
  parentId: string
  consentWording: string | null
  consentAt: string | null
  mobileVerifiedAt: string | null
  code: {
    hash: string | null
    mobile: string | null
    channel: PhoneChannel | null
    expiresAt: string | null
    tries: number
  }
}

interface PreferencesDoc {
  id: string | number
  parent: unknown
  email?: boolean | null
  whatsapp?: boolean | null
  sms?: boolean | null
  language?: string | null
  consentWording?: string | null
  consentAt?: string | null
  verifiedMobile?: string | null
  mobileVerifiedAt?: string | null
  codeHash?: string | null
  codeMobile?: string | null
  codeChannel?: string | null
  codeExpiresAt?: string | null
  codeTries?: number | null
}

const toStored = (doc: PreferencesDoc): StoredPreferences => ({
  _id: String(doc.id),
  parentId: idOfRef(doc.parent as string) ?? '',
  email: doc.email ?? true,
  whatsapp: doc.whatsapp ?? false,
  sms: doc.sms ?? false,
  language: (doc.language ?? 'en') as Language,
  consentWording: doc.consentWording ?? null,
  consentAt: doc.consentAt ?? null,
  verifiedMobile: doc.verifiedMobile ?? null,
  mobileVerifiedAt: doc.mobileVerifiedAt ?? null,
  code: {
    hash: doc.codeHash ?? null,
    mobile: doc.codeMobile ?? null,
    channel: (doc.codeChannel ?? null) as PhoneChannel | null,
    expiresAt: doc.codeExpiresAt ?? null,
    tries: doc.codeTries ?? 0,
  },
})

export type ChoicesWrite = Partial<{
  email: boolean
  whatsapp: boolean
  sms: boolean
  language: Language
  consentWording: string
  consentAt: string
  codeHash: string | null
  codeMobile: string | null
  codeChannel: PhoneChannel | null
  codeExpiresAt: string | null
  codeTries: number
}>

/** What reachOf reads of one parent: the stored choices and the account's mobile number, one row each. */
export interface ReachRow extends StoredChoices {
  parentId: string
  mobile: string | null
}

/** Another request made the parent's row a moment earlier: write again, in a new transaction. */
export class PreferencesRowTakenError extends Error {
  override name = 'PreferencesRowTakenError'
}

export function createMessagingRepository(payload: Payload, people: Pick<PeopleForMessaging, 'fieldsIn'>) {
  const repository = {
    async findByParent(parentId: string): Promise<StoredPreferences | null> {
      const { docs } = await payload.find({
        collection: REMINDER_PREFERENCES_SLUG,
        where: { parent: { equals: parentId } },
        depth: 0,
        limit: 1,
        pagination: false,
        overrideAccess: true,
        showHiddenFields: true,
      })
      return docs[0] ? toStored(docs[0] as unknown as PreferencesDoc) : null
    },

    /**
     * Writes the parent's row, making it on first use. Two first writes at once: the second's insert meets the
     * unique parent and throws PreferencesRowTakenError (its transaction is spent); the use case tries again.
     */
    async saveForParent(parentId: string, values: ChoicesWrite): Promise<StoredPreferences> {
      const existing = await repository.findByParent(parentId)
      if (existing) {
        const doc = await payload.update({
          collection: REMINDER_PREFERENCES_SLUG,
          id: existing._id,
          data: values as never,
          depth: 0,
          overrideAccess: true,
          showHiddenFields: true,
        })
        return toStored(doc as unknown as PreferencesDoc)
      }
      try {
        const doc = await payload.create({
          collection: REMINDER_PREFERENCES_SLUG,
          data: { parent: parentId, ...values } as never,
          depth: 0,
          overrideAccess: true,
          showHiddenFields: true,
        })
        return toStored(doc as unknown as PreferencesDoc)
      } catch (error) {
        if (isUniqueClash(error, { field: 'parent' }) || isUniqueClash(error, { index: 'parent' }))
          throw new PreferencesRowTakenError()
        throw error
      }
    },

    /** One try at the pending code, counted in one statement (platform's countCodeTry); null past the limit. */
    countCodeTry: (id: string, max: number): Promise<number | null> =>
      countCodeTry(payload, { table: REMINDER_PREFERENCES_TABLE, id, column: 'code_tries', max }),

    /**
     * Spends the code and records the verified number, only while that very code is still pending: two right
     * answers at once verify once, and a code asked for meanwhile is not overwritten.
     */
    async spendCode(id: string, codeHash: string, verifiedMobile: string, at: Date): Promise<boolean> {
      const { table, op, updateWhere, column } = await sqlOf(payload)
      const rows = table(REMINDER_PREFERENCES_TABLE)
      const changed = await updateWhere(
        rows,
        {
          verifiedMobile,
          mobileVerifiedAt: at.toISOString(),
          codeHash: null,
          codeMobile: null,
          codeChannel: null,
          codeExpiresAt: null,
        },
        op.and(op.eq(rows.id, id), op.eq(column(rows, 'code_hash'), codeHash)),
      )
      return changed > 0
    },

    /** "STOP" from a number: WhatsApp off for every parent who verified it; how many were on. */
    /** The language chosen by a parent who verified this number (English when none did). */
    async languageOfMobile(mobile: string): Promise<Language> {
      const { db, table, op, column } = await sqlOf(payload)
      const rows = table(REMINDER_PREFERENCES_TABLE)
      const [row]: { language: string | null }[] = await db
        .select({ language: rows.language })
        .from(rows)
        .where(op.eq(column(rows, 'verified_mobile'), mobile))
        .orderBy(op.desc(rows.updatedAt))
        .limit(1)
      return (row?.language ?? 'en') as Language
    },

    async optOutOfWhatsApp(mobile: string): Promise<number> {
      const { table, op, updateWhere, column } = await sqlOf(payload)
      const rows = table(REMINDER_PREFERENCES_TABLE)
      return updateWhere(
        rows,
        { whatsapp: false },
        op.and(op.eq(column(rows, 'verified_mobile'), mobile), op.eq(rows.whatsapp, true)),
      )
    },

    /**
     * The choices of these parents and their accounts' mobile numbers, in one query (the number read through
     * accounts' SQL fragment, decision 038). Asked by the reminders' dispatcher for each batch it sends.
     */
    async reachRows(parentIds: string[]): Promise<ReachRow[]> {
      if (parentIds.length === 0) return []
      const access = await sqlOf(payload)
      const { table, prepared, inList, listValue, column } = access
      const rows = table(REMINDER_PREFERENCES_TABLE)
      const parentColumn = column(rows, 'parent_id')
      const found = await prepared<{
        parentId: unknown
        email: boolean | null
        whatsapp: boolean | null
        sms: boolean | null
        language: string | null
        verifiedMobile: string | null
        mobile: string | null
      }>(
        'reminder_reach_by_parents',
        (db) =>
          db
            .select({
              parentId: parentColumn,
              email: rows.email,
              whatsapp: rows.whatsapp,
              sms: rows.sms,
              language: rows.language,
              verifiedMobile: column(rows, 'verified_mobile'),
              mobile: people.fieldsIn(access, parentColumn).mobilenumber,
            })
            .from(rows)
            .where(inList(parentColumn, 'ids')),
        { ids: listValue(parentIds) },
      )
      return found.map((row) => ({
        parentId: String(row.parentId),
        email: row.email ?? true,
        whatsapp: row.whatsapp ?? false,
        sms: row.sms ?? false,
        language: (row.language ?? 'en') as Language,
        verifiedMobile: row.verifiedMobile ?? null,
        mobile: row.mobile ?? null,
      }))
    },

    /** Takes the key of an incoming message or status; false when it was handled before (the unique key). */
    async claimInbound(input: { key: string; kind: string; fromMobile: string | null }): Promise<boolean> {
      try {
        await payload.create({ collection: WHATSAPP_INBOUND_SLUG, data: input, depth: 0, overrideAccess: true })
        return true
      } catch (error) {
        if (isUniqueClash(error, { field: 'key' }) || isUniqueClash(error, { index: 'key' })) return false
        throw error
      }
    },

    async noteInbound(key: string, outcome: string): Promise<void> {
      await payload.update({
        collection: WHATSAPP_INBOUND_SLUG,
        where: { key: { equals: key } },
        data: { outcome: outcome.slice(0, 500) },
        depth: 0,
        overrideAccess: true,
      })
    },

    /** Gives a key back when handling it failed, so the provider's retry is handled. */
    async releaseInbound(key: string): Promise<void> {
      await payload.delete({ collection: WHATSAPP_INBOUND_SLUG, where: { key: { equals: key } }, overrideAccess: true })
    },
  }
  return repository
}

export type MessagingRepository = ReturnType<typeof createMessagingRepository>
