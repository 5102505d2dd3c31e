import type { ContentKey, SiteData } from '@app/content/types'
import type { Language } from '@app/platform/format'
import type { Catalogue } from '../i18n/en.ts'

/** The id of the JSON data block a rendered page carries its SiteData in, for hydration. */
export const SITE_DATA_ID = 'site-data'

/**
 * What the server gives the renderer for one page: the content module's SiteData, with `path` the page's path
 * within its language ("/services" for /te/services) and the language its prefix named.
 */
export type SitePage<K extends ContentKey = ContentKey> = SiteData<K> & { locale: Language }

/** What a page renders from (and ships in its #site-data block): its data plus its own language's words only. */
export type PageData<K extends ContentKey = ContentKey> = SitePage<K> & { messages: Catalogue }
