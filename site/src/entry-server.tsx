import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import type { ContentKey, SiteData } from '@app/content/types'
import { App } from './app/App.tsx'
import { matchRoute, NOT_FOUND_ROUTE, routeByPath, SITE_ROUTES } from './app/routes.tsx'
import { renderHead } from './lib/head.ts'

export interface RenderedPage {
  status: number
  head: string
  html: string
}

/** What the server needs to know about a path before loading its content. */
export interface RouteMatch {
  route: string
  content: ContentKey
  params: Record<string, string>
}

/** The route for a path, or the 404 route. */
export function match(pathname: string): RouteMatch {
  const found = matchRoute(pathname)
  return found
    ? { route: found.route.path, content: found.route.content, params: found.params }
    : { route: NOT_FOUND_ROUTE.path, content: NOT_FOUND_ROUTE.content, params: {} }
}

/** Every route's pattern and content key, for sitemap.xml. */
export const routes = SITE_ROUTES.filter((route) => route.inSitemap !== false).map((route) => ({
  path: route.path,
  content: route.content,
}))

/** Renders one public page to HTML; the 404 route renders with status 404. */
export function render(data: SiteData): RenderedPage {
  const route = routeByPath(data.route)
  const html = renderToString(
    <StrictMode>
      <App data={data} />
    </StrictMode>,
  )
  return {
    status: route === NOT_FOUND_ROUTE ? 404 : 200,
    head: renderHead(route.head(data), data),
    html,
  }
}
