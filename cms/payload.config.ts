import path from 'node:path'
import { buildConfig } from 'payload'
import sharp from 'sharp'
import { accountsCollections } from '@app/accounts/collections'
import { appointmentsCollections } from '@app/appointments/collections'
import { appointmentsGlobals } from '@app/appointments/globals'
import { Centres } from '@app/centres/collections'
import { childrenCollections } from '@app/children/collections'
import { ContactMessages } from '@app/contact/collections'
import { mailCollections } from '@app/mail/collections'
import { messagingCollections } from '@app/messaging/collections'
import { filesCollections } from '@app/files/collections'
import { iepCollections } from '@app/iep/collections'
import { gamesCollections } from '@app/games/collections'
import { enquiriesCollections, enquiriesGlobals } from '@app/enquiries/collections'
import { scheduleCollections } from '@app/schedule/collections'
import { remindersCollections, remindersGlobals } from '@app/reminders/collections'
import { Media } from './collections/Media/index.ts'
import { databaseAdapterFor } from './db.ts'
import { smtpEmailAdapter } from './email.ts'
import { DEFAULT_DATABASE_URL, ROOT_DIR } from '@app/platform/config'
import { Home } from './globals/Home/index.ts'
import { SiteSettings } from './globals/SiteSettings/index.ts'
import { ContactPage } from './globals/ContactPage/index.ts'
import { BranchesPage } from './globals/BranchesPage/index.ts'
import { Services } from './collections/Services/index.ts'
import { contentPageCollections, contentPageGlobals } from './content-pages.ts'
import { CONTENT_LOCALE_LABELS, CONTENT_LOCALES, DEFAULT_CONTENT_LOCALE } from './fields/localized.ts'

// The server sets PAYLOAD_SECRET before this file is loaded (a generated one in development),
// so the server and the admin panel's Next.js bundle read the same value.
const secret = process.env.PAYLOAD_SECRET ?? ''

export default buildConfig({
  secret,
  // Only an explicitly configured public address: Payload accepts its admin cookie from that origin alone,
  // so a guessed default would lock out editors who reach the server by another name.
  serverURL: process.env.PUBLIC_URL ?? '',
  db: databaseAdapterFor(process.env.DATABASE_URL?.trim() || DEFAULT_DATABASE_URL),
  routes: { admin: '/admin', api: '/cms-api' },
  // The public site's words in English, Telugu and Hindi (decision 063): the fields a visitor reads are
  // `localized` (cms/fields/localized.ts). An empty Telugu or Hindi value reads as the English one because the
  // site's readers ask for it (`fallbackLocale: 'en'`, modules/content), not by default here: with a default
  // fallback, Payload saves the English of every field a Telugu update of a global leaves out as its Telugu.
  localization: {
    locales: CONTENT_LOCALES.map((code) => ({ code, label: CONTENT_LOCALE_LABELS[code] })),
    defaultLocale: DEFAULT_CONTENT_LOCALE,
    fallback: false,
  },
  graphQL: { disable: true },
  admin: {
    user: 'users',
    // Payload's default avatar is Gravatar's: every page would send a hash of the user's e-mail to a third
    // party, and the admin panel's CSP refuses images from elsewhere (docs/decisions/022-security-headers.md).
    avatar: 'default',
    meta: { titleSuffix: ' | Centres CMS' },
    // What still reads in English on the Telugu and Hindi pages (decision 063): a list, and its count on the dashboard.
    components: {
      views: { translations: { Component: '/admin/TranslationsView.tsx#TranslationsView', path: '/translations' } },
      beforeDashboard: ['/admin/TranslationsSummary.tsx#TranslationsSummary'],
    },
    importMap: {
      baseDir: path.join(ROOT_DIR, 'cms'),
      importMapFile: path.join(ROOT_DIR, 'cms', 'app', '(payload)', 'admin', 'importMap.js'),
    },
  },
  collections: [
    Centres,
    Media,
    Services,
    ContactMessages,
    ...contentPageCollections,
    ...accountsCollections,
    ...childrenCollections,
    ...filesCollections,
    ...appointmentsCollections,
    ...iepCollections,
    ...gamesCollections,
    ...enquiriesCollections,
    ...scheduleCollections,
    ...mailCollections,
    ...messagingCollections,
    ...remindersCollections,
  ],
  globals: [
    SiteSettings,
    Home,
    BranchesPage,
    ContactPage,
    ...contentPageGlobals,
    ...enquiriesGlobals,
    ...appointmentsGlobals,
    ...remindersGlobals,
  ],
  // The server exports SMTP_URL and MAIL_FROM before loading this file (modules/server/src/payload.ts).
  email: process.env.SMTP_URL
    ? smtpEmailAdapter({ smtpUrl: process.env.SMTP_URL, from: process.env.MAIL_FROM ?? 'no-reply@localhost' })
    : undefined,
  sharp,
  telemetry: false,
  // Payload logs as structured JSON like the rest of the server (see modules/platform/src/logger.ts).
  logger: {
    options: { name: 'payload', level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'silent' : 'info') },
  },
  // `npm run types:generate` writes the documents' types where every module can import them without a cycle.
  typescript: {
    autoGenerate: false,
    outputFile: path.join(ROOT_DIR, 'modules', 'platform', 'src', 'payload-types.ts'),
  },
})
