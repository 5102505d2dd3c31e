import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import type { ContentKey } from '@app/content/types'
import type { Language } from '@app/platform/format'
import { App } from './app/App.tsx'
import { matchRoute, NOT_FOUND_ROUTE, routeByPath, SITE_ROUTES } from './app/routes.tsx'
import { CATALOGUES } from './i18n/catalogues.ts'
import { splitLanguage } from './i18n/languages.ts'
import { renderHead } from './lib/head.ts'
import type { PageData, SitePage } from './lib/site-data.ts'

export interface RenderedPage {
  status: number
  /** The page's language, for <html lang>. */
  lang: Language
  head: string
  html: string
  /** What the page's #site-data block carries for hydration: its data and its own language's words. */
  data: PageData
}

/** What the server needs to know about a path before loading its content. */
export interface RouteMatch {
  route: string
  content: ContentKey
  params: Record<string, string>
  /** The language the path's prefix names (English without one). */
  locale: Language
  /** The path within that language: "/services" for /te/services. */
  path: string
}

/** The route for a path (after its language prefix), or the 404 route. */
export function match(pathname: string): RouteMatch {
  const { language, path } = splitLanguage(pathname)
  const found = matchRoute(path)
  return found
    ? { route: found.route.path, content: found.route.content, params: found.params, locale: language, path }
    : { route: NOT_FOUND_ROUTE.path, content: NOT_FOUND_ROUTE.content, params: {}, locale: language, path }
}

/** Every route's pattern and content key, for sitemap.xml (the server lists each in every language). */
export const routes = SITE_ROUTES.filter((route) => route.inSitemap !== false).map((route) => ({
  path: route.path,
  content: route.content,
}))

/** Renders one public page to HTML in its language; the 404 route renders with status 404. */
export function render(page: SitePage): RenderedPage {
  const data: PageData = { ...page, messages: CATALOGUES[page.locale] }
  const route = routeByPath(data.route)
  const html = renderToString(
    <StrictMode>
      <App data={data} />
    </StrictMode>,
  )
  return {
    status: route === NOT_FOUND_ROUTE ? 404 : 200,
    lang: data.locale,
    head: renderHead(route.head(data), data),
    html,
    data,
  }
}
