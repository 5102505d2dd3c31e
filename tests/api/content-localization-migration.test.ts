import pg from 'pg'
import type { Payload, PayloadRequest } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrationsFor } from '@app/cms/migrations'
import { seedSiteContent } from '@app/cms/seed'
import { hasLocalizedField, localizedTexts } from '@app/cms/translations'
import { startTestServer } from '../support/server.ts'
import { isolatedDatabaseUrl } from '../support/test-config.ts'

type Doc = Record<string, unknown>

/** Every localised text of the site's content read in English through the Local API: "slug/id/path" -> text. */
async function englishTexts(payload: Payload): Promise<Map<string, string>> {
  const texts = new Map<string, string>()
  const read = { depth: 0, locale: 'en' as const, fallbackLocale: false as const }
  for (const global of payload.config.globals.filter((g) => hasLocalizedField(g.fields))) {
    const doc = (await payload.findGlobal({ slug: global.slug, ...read })) as unknown as Doc
    for (const text of localizedTexts(global.fields, doc, doc, payload.config.blocks))
      texts.set(`${global.slug}/-/${text.path}`, text.english)
  }
  for (const collection of payload.config.collections.filter((c) => hasLocalizedField(c.fields))) {
    const { docs } = await payload.find({ collection: collection.slug, pagination: false, ...read })
    for (const doc of docs as unknown as Doc[])
      for (const text of localizedTexts(collection.fields, doc, doc, payload.config.blocks))
        texts.set(`${collection.slug}/${String(doc.id)}/${text.path}`, text.english)
  }
  return texts
}

describe('the migration that localises the content keeps every value (decision 063)', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>
  let sql: pg.Client
  beforeAll(async () => {
    // A copy of the seeded database of its own: this file takes its schema down a migration and up again.
    const url = isolatedDatabaseUrl('localization_migration')
    server = await startTestServer({ DATABASE_URL: url })
    sql = new pg.Client({ connectionString: url })
    await sql.connect()
  })
  afterAll(async () => {
    await sql?.end()
    await server?.stop()
  })

  it('when a database at the previous migration, with the seed and an editor’s edits, is migrated, then every value reads back in English and the seed adds the translations around the edits', async () => {
    const { payload } = server
    const before = await englishTexts(payload)
    expect(before.size).toBeGreaterThan(300)
    const migrations = await migrationsFor('postgres')
    const localization = migrations.find((migration) => migration.name.endsWith('_cms_localization'))
    if (!localization) throw new Error('no cms_localization migration')
    expect(migrations.at(-1)?.name).toBe(localization.name)

    // Back to the schema of the previous migration: the words in their own columns, English only.
    await localization.down({ db: payload.db.drizzle, payload, req: {} as PayloadRequest } as never)
    await sql.query('DELETE FROM payload_migrations WHERE name = $1', [localization.name])
    const { rows: homeRows } = await sql.query('SELECT welcome_text, services_heading FROM home')
    expect(homeRows[0]).toEqual({
      welcome_text: before.get('home/-/welcomeText'),
      services_heading: 'Our Services',
    })
    expect(
      (await sql.query(`SELECT to_regclass('home_locales') AS locales`)).rows[0].locales,
      'the locales tables are gone',
    ).toBeNull()

    // An editor's edits on the old schema: a FAQ answer, the home page's title and an accordion item of a service.
    const faq = (await sql.query('SELECT id, question FROM faqs ORDER BY sort_order LIMIT 1')).rows[0]
    await sql.query('UPDATE faqs SET answer = $1 WHERE id = $2', ['Edited by the office before the update.', faq.id])
    await sql.query('UPDATE home SET welcome_title = $1', ['Welcome, edited'])
    const item = (
      await sql.query(
        `SELECT i.id, s.id AS service, i._parent_id AS block FROM services_blocks_accordion_items i
         JOIN services_blocks_accordion a ON a.id = i._parent_id JOIN services s ON s.id = a._parent_id
         ORDER BY i._order LIMIT 1`,
      )
    ).rows[0]
    await sql.query('UPDATE services_blocks_accordion_items SET body = $1 WHERE id = $2', ['Edited body.', item.id])

    // The server's start-up path: the pending migration.
    await payload.db.migrate({ migrations })
    expect(
      (await sql.query('SELECT count(*)::int AS n FROM payload_migrations WHERE name = $1', [localization.name]))
        .rows[0].n,
    ).toBe(1)

    const after = await englishTexts(payload)
    const expected = new Map(before)
    expected.set(`faqs/${faq.id}/answer`, 'Edited by the office before the update.')
    expected.set('home/-/welcomeTitle', 'Welcome, edited')
    const itemPath = [...after.keys()].find((key) => after.get(key) === 'Edited body.')
    expect(itemPath).toMatch(new RegExp(`^services/${item.service}/sections\\.\\d+\\.items\\.0\\.body$`))
    expected.set(itemPath as string, 'Edited body.')
    expect(Object.fromEntries(after)).toEqual(Object.fromEntries(expected))

    // The next start's seed puts the Telugu and Hindi back, but none over an edited English text.
    expect(await seedSiteContent(payload)).toEqual(['translations'])
    expect(Object.fromEntries(await englishTexts(payload))).toEqual(Object.fromEntries(expected))
    const telugu = await payload.findByID({ collection: 'faqs', id: faq.id, locale: 'te', fallbackLocale: false })
    expect(telugu.question).toMatch(/[\u0C00-\u0C7F]/)
    expect(telugu.answer ?? '').toBe('')
    const home = await payload.findGlobal({ slug: 'home', locale: 'te', fallbackLocale: false })
    expect(home.welcomeTitle ?? '').toBe('')
    expect(home.servicesHeading).toMatch(/[\u0C00-\u0C7F]/)
    expect(await seedSiteContent(payload)).toEqual([])
  }, 120_000)
})
