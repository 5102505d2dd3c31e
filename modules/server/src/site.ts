import compression from 'compression'
import express, { Router, type Request, type Response } from 'express'
import { CONTACT_MESSAGES, type ContactModule } from '@app/contact'
import type { ContactFormState, ContentModule, LoadContext } from '@app/content'
import { clientIp, type AppConfig, type Logger } from '@app/platform'
import { LANGUAGES, type Language } from '@app/platform/format'
import { escapeMarkup, languagePath, type SitePage, type SiteRenderer } from '@app/site'
import { languageRedirect, rememberLanguage, sameSiteTarget } from './site-language.ts'
import { inlineScriptHashes, siteContentSecurityPolicy } from './security-headers.ts'

const YEAR = 365 * 24 * 3600

/** Paths search engines should leave alone: the CMS, the APIs and the signed-in portal. */
const ROBOTS_DISALLOW = [
  '/admin',
  '/api/',
  '/cms-api/',
  '/app/',
  '/admindashboard',
  '/parentdashboard',
  '/doctordashboard',
  '/therapistdashboard',
  '/reports',
  '/iepreports',
  '/profile',
]

const CONTACT_FIELDS = ['name', 'email', 'phone', 'message'] as const

/** The contact page in every language: the form without JavaScript posts back to the page it is on. */
const CONTACT_PATHS = LANGUAGES.map((language) => languagePath(language, '/contact'))

/**
 * The public site: uploaded images and built assets with long cache headers, sitemap.xml and
 * robots.txt from the content, and every other GET rendered on the server from the CMS.
 */
export function createSiteRouter({
  site,
  content,
  contact,
  config,
  log,
  mediaDir,
}: {
  site: SiteRenderer
  content: ContentModule
  contact: ContactModule
  config: AppConfig
  log: Logger
  mediaDir: string
}) {
  const router = Router()
  router.use(compression())
  // Hashes of the template's inline scripts only: content rendered into a page never gets one (decision 022).
  router.use(siteContentSecurityPolicy(inlineScriptHashes(site.template)))

  // The site's pictures, also named by its og:image tags: other sites and apps may show them.
  router.use('/uploads', (_req, res, next) => {
    res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin')
    next()
  })
  // Payload's own file route goes through Next.js; these files never change under a URL (?v= changes).
  router.use('/uploads', express.static(mediaDir, { index: false, immutable: true, maxAge: YEAR * 1000 }))
  router.use('/uploads', (_req, res) => {
    res.status(404).type('text').send('Not Found')
  })
  // Vite's hashed bundles never change; everything else in the client build may.
  router.use(
    '/assets',
    express.static(`${site.clientDir}/assets`, { index: false, immutable: true, maxAge: YEAR * 1000 }),
  )
  router.use(express.static(site.clientDir, { index: false, maxAge: '1h' }))

  router.get('/robots.txt', (_req, res) => {
    const lines = ['User-agent: *', 'Allow: /', ...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`)]
    lines.push('', `Sitemap: ${new URL('/sitemap.xml', config.publicUrl)}`)
    res
      .type('text/plain')
      .set('Cache-Control', 'public, max-age=3600')
      .send(`${lines.join('\n')}\n`)
  })

  router.get('/sitemap.xml', async (_req, res) => {
    const paths = (await Promise.all(site.routes.map((route) => content.pathsFor(route.path)))).flat()
    // Every page in every language: each language's pages are pages of their own (decision 062).
    const localised = LANGUAGES.flatMap((language) => paths.map((path) => languagePath(language, path)))
    const urls = [...new Set(localised)].map(
      (path) => `  <url><loc>${escapeMarkup(new URL(path, config.publicUrl).toString())}</loc></url>`,
    )
    res
      .type('application/xml')
      .set('Cache-Control', 'public, max-age=3600')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`,
      )
  })

  // The header's language switcher: remembers the choice on this device, then opens the page in that language.
  // A plain link, so it works without JavaScript.
  router.get('/lang/:language', (req, res, next) => {
    const language = req.params.language as Language
    if (!LANGUAGES.includes(language)) return next()
    rememberLanguage(res, language, config.publicUrl.startsWith('https:'))
    res.set('Cache-Control', 'no-store').redirect(302, sameSiteTarget(req.query.to, language))
  })

  // The contact form without JavaScript: a plain form POST, answered with the page and its messages,
  // or, once stored, a redirect to /contact?sent=1 (so reloading does not send it twice).
  router.post(CONTACT_PATHS, express.urlencoded({ extended: false, limit: '32kb' }), async (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>
    const values = Object.fromEntries(
      CONTACT_FIELDS.map((field) => [field, typeof body[field] === 'string' ? body[field] : '']),
    ) as ContactFormState['values']
    const state = (status: ContactFormState['status'], message: string, fieldErrors = {}): ContactFormState => ({
      status,
      values,
      fieldErrors,
      message,
    })
    if (!(await contact.limiter.take(clientIp(req))).allowed) {
      return sendPage(req, res, { contactForm: state('limited', CONTACT_MESSAGES.limited) }, 429)
    }
    try {
      const result = await contact.service.submit(values)
      if (result.status === 'sent') {
        const contactPage = languagePath(site.match(req.path).locale, '/contact')
        return res.redirect(303, `${contactPage}?sent=1#contact-form`)
      }
      return sendPage(req, res, { contactForm: state('invalid', CONTACT_MESSAGES.invalid, result.fieldErrors) }, 400)
    } catch (err) {
      log.error({ err }, 'contact form: could not store the message')
      return sendPage(req, res, { contactForm: state('error', CONTACT_MESSAGES.failed) }, 500)
    }
  })

  router.get('{/*rest}', async (req, res) => {
    const url = new URL(req.originalUrl, 'http://site.invalid')
    // An unprefixed address answers differently for a visitor who chose a language: caches must keep both apart.
    res.vary('Cookie')
    const redirect = languageRedirect(req, url)
    if (redirect) return res.set('Cache-Control', 'no-cache').redirect(302, redirect)
    await sendPage(req, res)
  })

  /** Renders the page for the request's path; `contactForm` re-renders /contact after a form POST. */
  async function sendPage(req: Request, res: Response, extra: Pick<LoadContext, 'contactForm'> = {}, status?: number) {
    const url = new URL(req.originalUrl, 'http://site.invalid')
    const data = await loadSiteData(url, extra)
    const page = site.renderPage(data)
    res
      .status(status ?? page.status)
      .set('Cache-Control', 'no-cache')
      .type('html')
      .send(page.html)
  }

  async function loadSiteData(url: URL, extra: Pick<LoadContext, 'contactForm'>): Promise<SitePage> {
    const match = site.match(url.pathname)
    const { locale } = match
    const context: LoadContext = { params: match.params, query: url.searchParams, locale, ...extra }
    const [common, page] = await Promise.all([content.loadCommon(locale), content.loadPage(match.content, context)])
    const base = { path: match.path, locale, publicUrl: config.publicUrl, common }
    if (page === null) {
      // e.g. /services/no-such-service: the route exists but the content does not.
      log.debug({ path: url.pathname }, 'no content for this path')
      return { ...base, route: site.notFoundRoute, params: {}, page: await content.loadNotFound(locale) }
    }
    return { ...base, route: match.route, params: match.params, page }
  }

  return { router, sendPage }
}
