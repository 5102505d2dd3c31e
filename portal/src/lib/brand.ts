/** Placeholder brand name shown in headers, footers and page titles. */
export const BRAND_NAME = 'Child Development Centres'

/** Public website home (served by the site, outside this SPA). */
export const HOME_PATH = '/'

import { common } from './common-messages'

/** Builds a document title such as "Login | Child Development Centres". */
export function pageTitle(page: string): string {
  return common.t('common.pageTitle', { page })
}
