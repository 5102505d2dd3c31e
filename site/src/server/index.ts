import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { RenderedPage } from '../entry-server.tsx'
import type { SiteData } from '../lib/site-data.ts'

export type { SiteBranch, SiteData } from '../lib/site-data.ts'

export const SITE_DIST_DIR = path.resolve(import.meta.dirname, '../../dist')

/** Serialises page data into a <script> without letting content close the tag. */
const serialiseData = (data: SiteData) =>
  `<script>window.__SITE_DATA__=${JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028|\u2029/g, '')}</script>`

/** Loads the built site once and renders its pages to complete HTML documents. */
export async function createSiteRenderer({ distDir = SITE_DIST_DIR }: { distDir?: string } = {}) {
  const clientDir = path.join(distDir, 'client')
  let template: string
  let entry: { render: (url: string, data: SiteData) => RenderedPage }
  try {
    template = await readFile(path.join(clientDir, 'index.html'), 'utf8')
    entry = await import(pathToFileURL(path.join(distDir, 'server', 'entry-server.js')).href)
  } catch (error) {
    throw new Error(`The public site is not built (${(error as Error).message}). Run "npm run build" first.`, {
      cause: error,
    })
  }
  return {
    clientDir,
    renderPage(url: string, data: SiteData): { status: number; html: string } {
      const page = entry.render(url, data)
      const html = template
        .replace('<!--app-head-->', () => page.head)
        .replace('<!--app-html-->', () => page.html)
        .replace('<!--app-data-->', () => serialiseData(data))
      return { status: page.status, html }
    },
  }
}

export type SiteRenderer = Awaited<ReturnType<typeof createSiteRenderer>>
