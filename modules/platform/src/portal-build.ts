/**
 * The files the portal's build writes beside its index.html for the server (portal/prerender-pages.ts writes them,
 * modules/server/src/portal-assets.ts reads them): their names and shapes, named once for both.
 */

/** The router's paths, e.g. `/admindashboard/child/$childId` or `/parentdashboard/$` (a JSON array). */
export const PORTAL_PATHS_FILE = 'portal-paths.json'

/**
 * The pages the build wrote for the server to send, each route's file in each language, e.g.
 * `{ "/login": { "en": "login.html", "te": "login.te.html" } }`.
 */
export const PRERENDERED_PAGES_FILE = 'prerendered-pages.json'
export type PrerenderedPages = Record<string, Record<string, string>>

/**
 * The entry of PRERENDERED_PAGES_FILE for every other route: index.html in English, and in another language
 * index.html with that language's first catalogues written in (`{ "en": "index.html", "te": "index.te.html" }`,
 * decision 073).
 */
export const OTHER_ROUTES = '*'
