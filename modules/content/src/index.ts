import type { Payload } from 'payload'
import type { CentresService } from '@app/centres'
import type { Language } from '@app/platform/format'
import {
  createPageLoaders,
  createSitemapParams,
  type EnquiriesForContent,
  type RefundsForContent,
  type LoadContext,
} from './content.loaders.ts'
import { createContentRepository } from './content.repository.ts'
import { createContentPagesRepository } from './content-pages.repository.ts'
import type { CommonData, ContentKey, NotFoundContent, PageContentMap } from './content.types.ts'

export type * from './content.types.ts'
export type { EnquiriesForContent, LoadContext, RefundsForContent } from './content.loaders.ts'
export { toSiteImage } from './content.images.ts'

/** The website's content: common data for every page, one loader per kind of page, sitemap parameters. */
export function createContent({
  payload,
  centres,
  enquiries,
  refunds,
}: {
  payload: Payload
  centres: CentresService
  enquiries: EnquiriesForContent
  refunds: RefundsForContent
}) {
  const repository = createContentRepository(payload)
  const contentPages = createContentPagesRepository(payload)
  const loaders = createPageLoaders({ repository, contentPages, centres, enquiries, refunds })
  const sitemapParams = createSitemapParams(repository)
  return {
    repository,
    /** Site settings, branches and the services menu: what the layout of every page shows. */
    loadCommon: (locale: Language = 'en'): Promise<CommonData> => loaders.common(locale),
    /** The page's own content, or null when there is no such page (e.g. an unknown service slug). */
    loadPage<K extends ContentKey>(key: K, context: LoadContext): Promise<PageContentMap[K] | null> {
      return (loaders[key] as (context: LoadContext) => Promise<PageContentMap[K] | null>)(context)
    },
    /** The 404 page's heading, text and SEO fields (for a route whose content does not exist). */
    loadNotFound: (locale: Language = 'en'): Promise<NotFoundContent> => contentPages.pageText('notFound', locale),
    /** The concrete paths of a parameterised route (e.g. /services/:slug), for sitemap.xml. */
    async pathsFor(route: string): Promise<string[]> {
      if (!route.includes(':')) return [route]
      const values = await sitemapParams[route]?.()
      if (!values) return []
      return values.map((value) => route.replace(/:[a-zA-Z]+/, encodeURIComponent(value)))
    },
  }
}

export type ContentModule = ReturnType<typeof createContent>
