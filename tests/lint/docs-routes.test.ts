// Keeps the docs honest where a machine can tell: every API route the server registers is described in
// docs/api/, every call docs/api/ names is one the server answers, and every file or folder the README
// names is in the repository. Routes are read from the source (TypeScript's parser, no server started).
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const ROOT = path.resolve(import.meta.dirname, '../..')
const METHODS = ['get', 'post', 'put', 'patch', 'delete', 'head', 'options', 'all'] as const

type Route = { method: string; path: string; where: string }

/**
 * `/api/data/:childId`, `/api/data/{childId}` and `/api/data/*childId` (a splat) are one route for this check;
 * the `/api` router ignores case.
 */
const keyOf = (method: string, routePath: string) =>
  `${method.toUpperCase()} ${routePath.replace(/[:*{][A-Za-z]\w*}?/g, ':param').toLowerCase()}`

/**
 * The routes one file registers: every `<router>.<method>('/path' | ['/a', '/b'], ...)` on the named router
 * variables, mounted under `/api`. A call whose path is not a literal is reported, never skipped.
 */
function routesIn(file: string, routerNames: string[]): Route[] {
  const text = readFileSync(path.join(ROOT, file), 'utf8')
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true)
  const routes: Route[] = []
  const visit = (node: ts.Node): void => {
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      ts.isIdentifier(node.expression.expression) &&
      routerNames.includes(node.expression.expression.text) &&
      (METHODS as readonly string[]).includes(node.expression.name.text)
    ) {
      const method = node.expression.name.text
      const where = `${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`
      const first = node.arguments[0]
      const literals = first && ts.isArrayLiteralExpression(first) ? [...first.elements] : [first]
      for (const literal of literals) {
        if (!literal || !ts.isStringLiteralLike(literal)) {
          throw new Error(`${where}: a route whose path is not a string literal; teach this check to read it`)
        }
        routes.push({ method: method.toUpperCase(), path: `/api${literal.text}`, where })
      }
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return routes
}

/** Every route under /api: the modules' routers and the few the composition root adds itself. */
function registeredRoutes(): Route[] {
  const modules = readdirSync(path.join(ROOT, 'modules'))
  const routeFiles = modules.flatMap((name) => {
    const dir = path.join('modules', name, 'src')
    if (!existsSync(path.join(ROOT, dir))) return []
    return readdirSync(path.join(ROOT, dir))
      .filter((file) => file.endsWith('.routes.ts'))
      .map((file) => path.join(dir, file))
  })
  return [
    ...routeFiles.flatMap((file) => routesIn(file, ['router'])),
    ...routesIn('modules/server/src/app.ts', ['api']),
  ]
}

type Mention = { method: string; path: string; where: string; isDescription: boolean }

/**
 * The calls docs/api names: `METHOD /api/...` anywhere in its pages. A mention in a heading or at the start
 * of a list item is the call's description; any other mention (prose, an example) must still be a real call.
 */
function documentedCalls(): Mention[] {
  const dir = path.join(ROOT, 'docs/api')
  const mentions: Mention[] = []
  const pattern = /\b(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)`?\s+`?(\/api\/[^\s`),;?[\]]*)/g
  for (const page of readdirSync(dir).filter((file) => file.endsWith('.md'))) {
    const lines = readFileSync(path.join(dir, page), 'utf8').split('\n')
    let inCode = false
    lines.forEach((line, index) => {
      if (line.trimStart().startsWith('```')) inCode = !inCode
      const heading = !inCode && /^#{1,6}\s/.test(line)
      const listItem = !inCode && /^\s*[-*]\s+`?(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)\b/.test(line)
      for (const match of line.matchAll(pattern)) {
        mentions.push({
          method: match[1],
          // `/api/files/signed/...` names the route with its parameter left out.
          path: match[2].replace(/\/\.\.\.$/, '/:id').replace(/[.:]+$/, ''),
          where: `docs/api/${page}:${index + 1}`,
          isDescription:
            heading || (listItem && match.index === line.search(/\b(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)\b/)),
        })
      }
    })
  }
  return mentions
}

/** Whether a route registered for every method (`router.all`) or for this one answers `method path`. */
const answers = (routes: Route[], method: string, routePath: string) =>
  routes.some((route) => keyOf(route.method === 'ALL' ? method : route.method, route.path) === keyOf(method, routePath))

describe('docs/api and the routes the server registers', () => {
  const routes = registeredRoutes()
  const mentions = documentedCalls()

  it('reads the routes of every module', () => {
    // A guard on the reader itself: if the parser stopped finding calls, the checks below would pass vacuously.
    expect(routes.length).toBeGreaterThan(60)
    expect(routes.map((route) => keyOf(route.method, route.path))).toContain('POST /api/users/login')
  })

  it('when the server registers a route, then docs/api describes it (a heading or a list item naming it)', () => {
    const described = mentions.filter((mention) => mention.isDescription)
    const undocumented = routes.filter((route) =>
      route.method === 'ALL'
        ? !described.some((mention) => keyOf('GET', mention.path) === keyOf('GET', route.path))
        : !described.some((mention) => keyOf(mention.method, mention.path) === keyOf(route.method, route.path)),
    )
    expect(
      undocumented.map((route) => `${route.method} ${route.path} (${route.where})`),
      'routes the server registers that no heading or list item in docs/api/*.md describes',
    ).toEqual([])
  })

  it('when docs/api names a call, then the server registers it', () => {
    const unknown = mentions.filter((mention) => !answers(routes, mention.method, mention.path))
    expect(
      unknown.map((mention) => `${mention.method} ${mention.path} (${mention.where})`),
      'calls docs/api/*.md names that no route in modules/*/src/*.routes.ts or modules/server/src/app.ts answers',
    ).toEqual([])
  })
})

// ---------------------------------------------------------------------------------------------------------------
// The README's paths

/** Made by the server on its first start (the database, uploads, the development secret), never committed. */
const MADE_AT_RUN_TIME = ['data/']

/** `a/{b,c}/d` → `a/b/d`, `a/c/d`. */
const expandBraces = (pattern: string): string[] => {
  const match = /\{([^}]*)\}/.exec(pattern)
  if (!match) return [pattern]
  return match[1]
    .split(',')
    .flatMap((part) =>
      expandBraces(pattern.slice(0, match.index) + part + pattern.slice(match.index + match[0].length)),
    )
}

/** A segment with `<name>` or `*` as a regular expression for one directory entry. */
const segmentPattern = (segment: string) =>
  new RegExp(
    `^${segment
      .split(/(<[^>]+>|\*)/)
      .map((part) => (part === '*' || /^<[^>]+>$/.test(part) ? '[^/]+' : part.replace(/[.+?^$()|[\]\\]/g, '\\$&')))
      .join('')}$`,
  )

/** Whether the repository has something at `pattern` (relative to the root; `<name>` and `*` match any entry). */
function existsInRepository(pattern: string, from = ROOT): boolean {
  const [segment, ...rest] = pattern.replace(/\/$/, '').split('/')
  if (!segment) return true
  const names = /[<*]/.test(segment)
    ? existsSync(from)
      ? readdirSync(from).filter((name) => segmentPattern(segment).test(name))
      : []
    : [segment]
  return names.some(
    (name) => existsSync(path.join(from, name)) && existsInRepository(rest.join('/'), path.join(from, name)),
  )
}

/** A bare file name (`slots.ts`, `<name>.dto.ts`) names a module's file: some `modules/<module>/src/` has it. */
const isModuleFile = (name: string) => existsInRepository(`modules/<module>/src/${name}`) || existsInRepository(name)

type Named = { name: string; where: string; exists: () => boolean }

/** What README.md names: the layout block's tree, and every path-like `code` span and relative link in its text. */
function readmeNames(): Named[] {
  const lines = readFileSync(path.join(ROOT, 'README.md'), 'utf8').split('\n')
  const named: Named[] = []
  const layoutStart = lines.findIndex((line) => line.startsWith('## How it is built'))
  let inCode = false
  let isLayout = false
  let parent = ''
  // The layout's scripts entry lists scripts by name, over one or more lines: each is a file in scripts/.
  let scripts: { names: string; where: string } | null = null
  const endScripts = () => {
    for (const script of scripts?.names.replace(/\([^)]*\)/g, '').split(',') ?? []) {
      const stem = script.trim()
      const where = scripts?.where ?? ''
      if (stem) named.push({ name: `scripts/${stem}.*`, where, exists: () => existsInRepository(`scripts/${stem}.*`) })
    }
    scripts = null
  }
  lines.forEach((line, index) => {
    const where = `README.md:${index + 1}`
    if (line.startsWith('```')) {
      endScripts()
      inCode = !inCode
      isLayout = inCode && layoutStart >= 0 && index > layoutStart && line === '```'
      return
    }
    if (isLayout) {
      // `name/   description`: an entry starts before the description column; deeper lines continue it.
      const entry = /^( {0,9})(\S+)(?: {2,}(.*))?$/.exec(line)
      if (!entry) {
        if (scripts) scripts.names += ` ${line.trim()}`
        return
      }
      endScripts()
      const [, indent, name, description = ''] = entry
      const full = indent ? `${parent}${name}` : name
      if (!indent && name.endsWith('/')) parent = name
      named.push({ name: full, where, exists: () => existsInRepository(full) })
      if (full === 'scripts/') scripts = { names: description, where }
      return
    }
    if (inCode) return
    for (const [, span] of line.matchAll(/`([^`]+)`/g)) {
      if (/[\s:@]|^\.?\//.test(span) || MADE_AT_RUN_TIME.some((dir) => span.startsWith(dir))) continue
      if (span.includes('/')) {
        for (const each of expandBraces(span)) named.push({ name: each, where, exists: () => existsInRepository(each) })
      } else if (/\.(ts|tsx|mjs|js|json|md|yml|example)$/.test(span)) {
        named.push({ name: span, where, exists: () => isModuleFile(span) })
      }
    }
    for (const [, target] of line.matchAll(/\]\(([^)#\s]+)\)/g)) {
      if (!/^[a-z]+:/.test(target)) named.push({ name: target, where, exists: () => existsInRepository(target) })
    }
  })
  return named
}

describe('README.md and the repository', () => {
  const named = readmeNames()

  it('reads the layout block and the paths in the text', () => {
    expect(named.map((each) => each.name)).toEqual(expect.arrayContaining(['modules/platform/', 'docs/product.md']))
  })

  it('when the README names a file or a folder, then the repository has it', () => {
    const missing = named.filter((each) => !each.exists()).map((each) => `${each.name} (${each.where})`)
    expect(missing, 'paths README.md names that are not in the repository').toEqual([])
  })
})

// ---------------------------------------------------------------------------------------------------------------
// The portal's screens and docs/product.md §4.2

/** Every page path of the portal's router (`portal/src/app/router.tsx`), parents resolved; splats left out. */
function portalRouterPaths(): string[] {
  const file = 'portal/src/app/router.tsx'
  const source = ts.createSourceFile(file, readFileSync(path.join(ROOT, file), 'utf8'), ts.ScriptTarget.Latest, true)
  const routes = new Map<string, { parent?: string; segment: string }>()
  const visit = (node: ts.Node): void => {
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.initializer &&
      ts.isCallExpression(node.initializer) &&
      ts.isIdentifier(node.initializer.expression)
    ) {
      const callee = node.initializer.expression.text
      const options = node.initializer.arguments[0]
      if (callee === 'createRootRoute') routes.set(node.name.text, { segment: '' })
      if (callee === 'createRoute' && options && ts.isObjectLiteralExpression(options)) {
        let parent: string | undefined
        let segment = ''
        for (const property of options.properties) {
          if (!ts.isPropertyAssignment(property) || !ts.isIdentifier(property.name)) continue
          const value = property.initializer
          if (property.name.text === 'path' && ts.isStringLiteralLike(value)) segment = value.text
          if (property.name.text === 'getParentRoute' && ts.isArrowFunction(value) && ts.isIdentifier(value.body)) {
            parent = value.body.text
          }
        }
        routes.set(node.name.text, { parent, segment })
      }
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  const fullPath = (name: string): string => {
    const route = routes.get(name)
    if (!route) throw new Error(`${file}: no route called ${name}`)
    const above = route.parent ? fullPath(route.parent) : ''
    const segment = route.segment.replace(/^\/|\/$/g, '')
    return segment ? `${above}/${segment}` : above
  }
  return [...routes.keys()]
    .filter((name) => routes.get(name)?.segment && !routes.get(name)?.segment.endsWith('$'))
    .map((name) => fullPath(name))
}

/** The paths in the first column of product.md §4.2's table, `{childId}` as the router writes it (`$childId`). */
function productRoutePaths(): { path: string; where: string }[] {
  const lines = readFileSync(path.join(ROOT, 'docs/product.md'), 'utf8').split('\n')
  const start = lines.findIndex((line) => line.startsWith('### 4.2 '))
  const paths: { path: string; where: string }[] = []
  for (let index = start + 1; index < lines.length && !lines[index].startsWith('#'); index++) {
    const cell = /^\|([^|]*)\|/.exec(lines[index])?.[1] ?? ''
    for (const [, named] of cell.matchAll(/`(\/[^`?]*)/g)) {
      paths.push({ path: named.replace(/\{(\w+)\}/g, '$$$1'), where: `docs/product.md:${index + 1}` })
    }
  }
  return paths
}

describe("docs/product.md §4.2 and the portal's router", () => {
  const router = portalRouterPaths()
  const table = productRoutePaths()

  it('reads both', () => {
    expect(router).toEqual(expect.arrayContaining(['/login', '/admindashboard/child/$childId', '/reports']))
    expect(table.length).toBeGreaterThan(20)
  })

  it('when the portal has a page, then §4.2 lists it; when §4.2 lists a path, then the portal has it', () => {
    const listed = new Set(table.map((entry) => entry.path.toLowerCase()))
    const routed = new Set(router.map((routePath) => routePath.toLowerCase()))
    expect(
      router.filter((routePath) => !listed.has(routePath.toLowerCase())),
      "the portal router's pages that docs/product.md §4.2 does not list",
    ).toEqual([])
    expect(
      table.filter((entry) => !routed.has(entry.path.toLowerCase())).map((entry) => `${entry.path} (${entry.where})`),
      "paths docs/product.md §4.2 lists that the portal's router does not have",
    ).toEqual([])
  })
})
