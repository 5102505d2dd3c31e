/** Placeholder brand name shown in headers, footers and page titles. */
export const BRAND_NAME = 'Child Development Centres'

/** Public website home (served by the site, outside this SPA). */
export const HOME_PATH = '/'

/** Builds a document title such as "Login | Child Development Centres", so a tab says whose portal it is. */
export function pageTitle(page: string): string {
  return `${page} | ${BRAND_NAME}`
}
