import pg from 'pg'
import type { Payload, PayloadRequest } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrationsFor } from '@app/cms/migrations'
import { seedSiteContent } from '@app/cms/seed'
import { hasLocalizedField, localizedTexts } from '@app/cms/translations'
import { PROGRAMME_SEED } from '@app/enquiries'
import { GAMES_SEED } from '@app/games'
import { startTestServer } from '../support/server.ts'
import { isolatedDatabaseUrl } from '../support/test-config.ts'

type Doc = Record<string, unknown>

const TELUGU = /[\u0C00-\u0C7F]/
const DEVANAGARI = /[\u0900-\u097F]/

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

/** The games', questions' and programme's words read in one language without falling back: "slug/key/field" -> text. */
async function wordsIn(payload: Payload, locale: 'en' | 'te' | 'hi'): Promise<Record<string, unknown>> {
  const read = { depth: 0, locale, fallbackLocale: false as const, pagination: false as const }
  const words: Record<string, unknown> = {}
  for (const game of (await payload.find({ collection: 'games', ...read })).docs as unknown as Doc[]) {
    words[`games/${String(game.slug)}/name`] = game.name ?? null
    words[`games/${String(game.slug)}/description`] = game.description ?? null
  }
  for (const q of (await payload.find({ collection: 'enquiry-questions', ...read })).docs as unknown as Doc[]) {
    words[`questions/${String(q.number)}/question`] = q.question ?? null
    words[`questions/${String(q.number)}/example`] = q.example ?? null
  }
  const programme = (await payload.findGlobal({
    slug: 'enquiry-programme',
    depth: 0,
    locale,
    fallbackLocale: false,
  })) as unknown as Doc
  words['programme/name'] = programme.name ?? null
  words['programme/intro'] = programme.intro ?? null
  return words
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

    // Back to the schema of the previous migration: the words in their own columns, English only. The migrations
    // that came after it (which use its locales) go down first, newest first; the start-up path runs them all again.
    const later = migrations.slice(migrations.indexOf(localization) + 1).reverse()
    for (const migration of [...later, localization]) {
      await migration.down({ db: payload.db.drizzle, payload, req: {} as PayloadRequest } as never)
      await sql.query('DELETE FROM payload_migrations WHERE name = $1', [migration.name])
    }
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

  it('when the first start has seeded, then every game, question and the programme have their Telugu and Hindi', async () => {
    const english = await wordsIn(server.payload, 'en')
    expect(english['games/window-train/name']).toBe('Window Train')
    expect(english['programme/name']).toBe(PROGRAMME_SEED.name)
    for (const [locale, script] of [
      ['te', TELUGU],
      ['hi', DEVANAGARI],
    ] as const) {
      const translated = await wordsIn(server.payload, locale)
      expect(Object.keys(translated).sort()).toEqual(Object.keys(english).sort())
      const untranslated = Object.entries(translated).filter(([, text]) => !script.test(String(text ?? '')))
      expect(untranslated.map(([key]) => key)).toEqual([])
    }
  })

  it('when the games and the enquiry form are localised too (their own migration), then every English value reads back, an editor’s edits stay, and the seed adds translations around them', async () => {
    const { payload } = server
    const before = await wordsIn(payload, 'en')
    const migrations = await migrationsFor('postgres')
    const localization = migrations.find((migration) => migration.name.endsWith('_games_enquiries_localization'))
    if (!localization) throw new Error('no games_enquiries_localization migration')
    expect(migrations.at(-1)?.name).toBe(localization.name)

    // Back to the previous schema: the words in their own columns, English only.
    await localization.down({ db: payload.db.drizzle, payload, req: {} as PayloadRequest } as never)
    await sql.query('DELETE FROM payload_migrations WHERE name = $1', [localization.name])
    const { rows: games } = await sql.query('SELECT slug, name, description FROM games ORDER BY sort_order')
    expect(games.map((row) => row.name)).toEqual(GAMES_SEED.map((game) => game.name))
    const { rows: programme } = await sql.query('SELECT name, intro FROM enquiry_programme')
    expect(programme).toEqual([{ name: PROGRAMME_SEED.name, intro: PROGRAMME_SEED.intro }])
    expect((await sql.query(`SELECT to_regclass('games_locales') AS t`)).rows[0].t).toBeNull()

    // An editor's edits on the old schema: a game's description and the programme's introduction.
    await sql.query(`UPDATE games SET description = 'Edited by the office.' WHERE slug = 'pattern-grid'`)
    await sql.query(`UPDATE enquiry_programme SET intro = 'Edited introduction.'`)

    // The server's start-up path: the pending migration.
    await payload.db.migrate({ migrations })
    const after = await wordsIn(payload, 'en')
    expect(after).toEqual({
      ...before,
      'games/pattern-grid/description': 'Edited by the office.',
      'programme/intro': 'Edited introduction.',
    })

    // The next start's seed puts the Telugu and Hindi back, but none over an edited English text.
    expect(await seedSiteContent(payload)).toEqual(['translations'])
    expect(await wordsIn(payload, 'en')).toEqual(after)
    const telugu = await wordsIn(payload, 'te')
    expect(telugu['games/pattern-grid/name']).toBe('నమూనా గడులు')
    expect(telugu['games/pattern-grid/description'] ?? '').toBe('')
    expect(telugu['programme/name']).toMatch(TELUGU)
    expect(telugu['programme/intro'] ?? '').toBe('')
    expect(telugu['questions/1/question']).toMatch(TELUGU)
    expect(await seedSiteContent(payload)).toEqual([])
  }, 120_000)
})
