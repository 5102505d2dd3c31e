/**
 * Which paths under the portal's prefixes are pages of the portal's router. The portal's build writes its
 * router's paths to dist/portal-paths.json (PORTAL_PATHS_FILE of @app/platform/portal-build), e.g. `/admindashboard/child/$childId`
 * or `/parentdashboard/$`, so the server answers an unknown one with the portal's own 404 page and a real 404
 * status, without a second copy of the route table to keep in step.
 */

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * A matcher for the router's paths, as its router matches them: case-insensitive, a trailing slash optional,
 * `$name` one segment, a lone `$` (a splat) whatever follows, including nothing.
 */
export function portalPathMatcher(routerPaths: readonly string[]): (pathname: string) => boolean {
  const patterns = routerPaths.map((routerPath) => {
    const segments = routerPath.split('/').filter(Boolean)
    const source = segments
      .map((segment) => {
        if (segment === '$') return '(?:/.*)?'
        if (segment.startsWith('$')) return '/[^/]+'
        return `/${escapeRegExp(segment)}`
      })
      .join('')
    return new RegExp(`^${source}/?$`, 'i')
  })
  return (pathname) => patterns.some((pattern) => pattern.test(pathname))
}
