import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { StaticRouter } from 'react-router-dom'
import { App } from './app/App.tsx'
import { findSiteRoute, NOT_FOUND_ROUTE } from './app/routes.tsx'
import { renderHead } from './lib/head.ts'
import type { SiteData } from './lib/site-data.ts'

export interface RenderedPage {
  status: number
  head: string
  html: string
}

/** Renders one public page to HTML; unknown paths render the 404 page with status 404. */
export function render(url: string, data: SiteData): RenderedPage {
  const pathname = new URL(url, 'http://localhost').pathname
  const route = findSiteRoute(pathname) ?? NOT_FOUND_ROUTE
  const html = renderToString(
    <StrictMode>
      <StaticRouter location={url}>
        <App data={data} />
      </StaticRouter>
    </StrictMode>,
  )
  return {
    status: route === NOT_FOUND_ROUTE ? 404 : 200,
    head: renderHead({ title: route.title, description: route.description, path: pathname }, data.publicUrl),
    html,
  }
}
