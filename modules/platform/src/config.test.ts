import { describe, expect, it } from 'vitest'
import path from 'node:path'
import { ConfigError, databaseKindOf, DEFAULT_EMBEDDED_PG_DIR, loadConfig, ROOT_DIR } from './config.ts'

describe('configuration', () => {
  it('when DATABASE_URL is not set, then the server is to start its embedded PostgreSQL in data/postgres on 5433', () => {
    const config = loadConfig({})
    expect(config.embeddedPostgres).toEqual({ dataDir: DEFAULT_EMBEDDED_PG_DIR, port: 5433 })
    expect(DEFAULT_EMBEDDED_PG_DIR).toBe(path.join(ROOT_DIR, 'data', 'postgres'))
    expect(config.databaseUrl).toBe('postgres://postgres@127.0.0.1:5433/app')
    expect(config.databaseKind).toBe('postgres')
    expect(config.port).toBe(3000)
    expect(config.seedDemoAccounts).toBe(true)
    expect(config.demoPassword).toBe('Demo@12345')
  })

  it('when EMBEDDED_PG_DIR and EMBEDDED_PG_PORT are set, then the embedded PostgreSQL uses them; a bad port is refused', () => {
    const config = loadConfig({ EMBEDDED_PG_DIR: '/tmp/pg-here', EMBEDDED_PG_PORT: '5499' })
    expect(config.embeddedPostgres).toEqual({ dataDir: '/tmp/pg-here', port: 5499 })
    expect(() => loadConfig({ EMBEDDED_PG_PORT: '99999' })).toThrow(/EMBEDDED_PG_PORT must be a whole number/)
  })

  it('when DATABASE_URL is set, then no embedded PostgreSQL is started', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u@h/db' })
    expect(config.embeddedPostgres).toBeUndefined()
    expect(config.databaseUrl).toBe('postgres://u@h/db')
  })

  it.each(['file:./data/app.db', 'file:/tmp/a.db', 'sqlite:app', 'sqlite3:///x', 'data/app.db', '/srv/app.sqlite'])(
    'when DATABASE_URL names SQLite (%s), then it is refused with what to do instead',
    (url) => {
      expect(() => loadConfig({ DATABASE_URL: url })).toThrow(ConfigError)
      expect(() => loadConfig({ DATABASE_URL: url })).toThrow(
        /names a SQLite database .*Unset DATABASE_URL to use the embedded PostgreSQL .*or set it to a postgres:\/\/ URL/,
      )
    },
  )

  it.each([
    ['postgres://u@h/db', 'postgres'],
    ['postgresql://u@h/db', 'postgres'],
    ['mongodb://h/db', 'mongodb'],
    ['mongodb+srv://h/db', 'mongodb'],
  ])('recognises %s as %s', (url, kind) => {
    expect(databaseKindOf(url)).toBe(kind)
  })

  it('refuses an unknown database URL', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://h/db' })).toThrow(ConfigError)
  })

  it('refuses to run production without a long secret, and never seeds demo accounts there', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PAYLOAD_SECRET must be set/)
    expect(() => loadConfig({ NODE_ENV: 'production', PAYLOAD_SECRET: 'short' })).toThrow(/at least 32/)
    const config = loadConfig({
      NODE_ENV: 'production',
      PAYLOAD_SECRET: 'x'.repeat(40),
      PUBLIC_URL: 'https://www.example.org',
      MAIL_FROM: 'Centres <no-reply@example.org>',
    })
    expect(config.seedDemoAccounts).toBe(false)
  })

  it('refuses to run production without PUBLIC_URL, and refuses a PUBLIC_URL that is not an http(s) origin', () => {
    const production = { NODE_ENV: 'production', PAYLOAD_SECRET: 'x'.repeat(40), MAIL_FROM: 'no-reply@example.org' }
    expect(() => loadConfig(production)).toThrow(/PUBLIC_URL must be set in production/)
    expect(() => loadConfig({ ...production, PUBLIC_URL: '  ' })).toThrow(/PUBLIC_URL must be set in production/)
    expect(() => loadConfig({ PUBLIC_URL: 'www.example.org' })).toThrow(/PUBLIC_URL must be an http/)
    expect(() => loadConfig({ PUBLIC_URL: 'ftp://www.example.org' })).toThrow(/PUBLIC_URL must be an http/)
    expect(() => loadConfig({ PUBLIC_URL: 'https://www.example.org/site' })).toThrow(/PUBLIC_URL must be an http/)
    // A trailing slash is the same origin; it is dropped so the admin panel's origin check matches.
    expect(loadConfig({ ...production, PUBLIC_URL: 'https://www.example.org/' }).configuredPublicUrl).toBe(
      'https://www.example.org',
    )
    // Development needs none: links then use the origin of the request.
    expect(loadConfig({}).configuredPublicUrl).toBeUndefined()
  })

  it('when production has no MAIL_FROM, or one at localhost, then the server refuses to start and says why', () => {
    const production = { NODE_ENV: 'production', PAYLOAD_SECRET: 'x'.repeat(40), PUBLIC_URL: 'https://www.example.org' }
    for (const MAIL_FROM of [undefined, '  ', 'Centres <no-reply@localhost>', 'no-reply@LOCALHOST', 'Centres']) {
      expect(() => loadConfig({ ...production, MAIL_FROM })).toThrow(/MAIL_FROM must be set in production/)
    }
    expect(loadConfig({ ...production, MAIL_FROM: ' Centres <no-reply@example.org> ' }).mailFrom).toBe(
      'Centres <no-reply@example.org>',
    )
    // Development keeps its default sender: mail there goes to a test server or the development mailbox.
    expect(loadConfig({}).mailFrom).toBe('Child Development Centres <no-reply@localhost>')
  })

  it('when WEB_CONCURRENCY asks for several processes without REDIS_URL, then the server refuses to start and says why', () => {
    expect(() => loadConfig({ WEB_CONCURRENCY: '2' })).toThrow(/WEB_CONCURRENCY=2 needs REDIS_URL/)
    expect(() => loadConfig({ WEB_CONCURRENCY: 'many' })).toThrow(/WEB_CONCURRENCY must be a whole number/)
    expect(loadConfig({ WEB_CONCURRENCY: '2', REDIS_URL: 'redis://127.0.0.1:6379' }).webConcurrency).toBe(2)
    expect(loadConfig({}).webConcurrency).toBe(1)
  })

  it('refuses a port that is not a port', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/)
  })

  it('takes the demo password and the first superadmin from the environment', () => {
    const config = loadConfig({
      DEMO_PASSWORD: 'Other@123',
      SUPERADMIN_USERNAME: 'root',
      SUPERADMIN_PASSWORD: 'Pw@123456',
    })
    expect(config.demoPassword).toBe('Other@123')
    expect(config.initialSuperadmin).toEqual({ username: 'root', password: 'Pw@123456', email: undefined })
  })
})
