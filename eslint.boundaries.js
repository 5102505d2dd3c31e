// The module boundaries, enforced by `npm run lint` (decision 013). Built from the workspace itself (each
// package.json's `exports`, the portal's feature folders), so a new module, subpath or feature is covered
// without touching this file. tests/lint/boundaries.test.ts proves each rule fires.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import importX from 'eslint-plugin-import-x'

const ROOT = import.meta.dirname
const readJson = (file) => JSON.parse(readFileSync(path.join(ROOT, file), 'utf8'))
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Every workspace package: its folder and its package.json. */
const WORKSPACES = readJson('package.json')
  .workspaces.flatMap((pattern) =>
    pattern.endsWith('/*')
      ? readdirSync(path.join(ROOT, pattern.slice(0, -2)), { withFileTypes: true })
          .filter((entry) => entry.isDirectory())
          .map((entry) => `${pattern.slice(0, -2)}/${entry.name}`)
      : [pattern],
  )
  .filter((dir) => existsSync(path.join(ROOT, dir, 'package.json')))
  .map((dir) => ({ dir, manifest: readJson(`${dir}/package.json`) }))

/**
 * Subpaths that browser code (portal, site) may import, by name. Each must stay free of server code:
 * the same rules as the portal's apply to the files behind them (below).
 */
const BROWSER_SAFE_SUBPATHS = new Set([
  'schema',
  'events',
  'slots',
  'types',
  'roles',
  'paging',
  'clinic-time',
  'payload-types',
  'kinds',
  'upload-client',
  'format',
  'merge-on-save',
])

/** `@app/<name>/<subpath>` → the file it exports, for every browser-safe subpath a package.json declares. */
const browserSafeExports = WORKSPACES.flatMap(({ dir, manifest }) =>
  Object.entries(manifest.exports ?? {})
    .filter(([subpath]) => BROWSER_SAFE_SUBPATHS.has(subpath.replace(/^\.\//, '')))
    .map(([subpath, file]) => ({
      specifier: `${manifest.name}/${subpath.replace(/^\.\//, '')}`,
      file: path.posix.join(dir, typeof file === 'string' ? file : file.default),
    })),
)

const TESTS = ['**/*.test.{ts,tsx}', 'portal/src/test/**', 'site/src/test/**']

const INTERNALS = {
  regex: '^@app/[^/]+/(src|lib|dist)(/|$)',
  message:
    'Use another module only through its package (@app/<name>) or a subpath its package.json exports, never its files.',
}
const COLLECTIONS = {
  regex: '^@app/[^/]+/collections$',
  message: "A module's Payload collections are for cms/payload.config.ts only (decision 003).",
}
const SERVER_CODE_FOR_BROWSER = [
  {
    // Anything of ours but a declared browser-safe subpath: a package's index is server code.
    regex: `^@app/(?!(${browserSafeExports.map(({ specifier }) => escape(specifier.slice(5))).join('|')})$)`,
    message:
      'Browser code imports only browser-safe subpaths (@app/<name>/schema, /events, /types, ...), never a module or its server code.',
  },
  {
    regex: '^(payload|express|multer|nodemailer|pino|redis|sharp|next|socket\\.io|@payloadcms/.*|@socket\\.io/.*)(/|$)',
    allowTypeImports: true,
    message: 'Browser code never imports server libraries (types only).',
  },
]
const restrictedImports = (...patterns) => ['error', { patterns }]

const SOURCE = ['**/*.{ts,tsx,js,mjs}']
const WORKSPACE_SOURCE = WORKSPACES.map(({ dir }) => `${dir}/**/*.{ts,tsx,js,mjs}`)
const BROWSER_CODE = [
  'portal/src/**/*.{ts,tsx}',
  'site/src/**/*.{ts,tsx}',
  ...browserSafeExports.map(({ file }) => file),
]

const portalFeatures = readdirSync(path.join(ROOT, 'portal/src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

export default [
  {
    files: SOURCE,
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: path.join(ROOT, 'tsconfig.json') })],
    },
  },
  {
    // Inside the workspace packages: no reaching into another package, by path or by relative import, and
    // only declared subpaths (an undeclared one does not resolve); no import cycle.
    files: WORKSPACE_SOURCE,
    ignores: TESTS,
    rules: {
      'import-x/no-relative-packages': 'error',
      'import-x/no-unresolved': ['error', { ignore: ['^(?!@app/)'] }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'no-restricted-imports': restrictedImports(INTERNALS, COLLECTIONS),
    },
  },
  {
    // A collection may name another module's collection as a relationship's target (its slug).
    files: ['modules/*/src/*.collections.ts'],
    rules: { 'no-restricted-imports': restrictedImports(INTERNALS) },
  },
  {
    files: ['cms/**/*.{ts,tsx,js,mjs}'],
    rules: { 'no-restricted-imports': restrictedImports(INTERNALS) },
  },
  {
    // The portal, the site's pages and the browser-safe subpaths: nothing that runs only on the server.
    files: BROWSER_CODE,
    ignores: ['site/src/server/**', ...TESTS],
    rules: {
      'no-restricted-imports': restrictedImports(INTERNALS, COLLECTIONS, ...SERVER_CODE_FOR_BROWSER),
      'import-x/no-nodejs-modules': 'error',
    },
  },
  {
    // A portal feature never imports another: what two features share lives in components/ or lib/.
    files: ['portal/src/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: ROOT,
          zones: [
            ...portalFeatures.map((feature) => ({
              target: `./portal/src/features/${feature}`,
              from: './portal/src/features',
              except: [`./${feature}`],
              message: 'A portal feature never imports another; move what they share to portal/src/components or lib.',
            })),
            {
              target: ['./portal/src/components', './portal/src/lib', './portal/src/hooks'],
              from: './portal/src/features',
              message: 'Shared portal code never imports a feature.',
            },
          ],
        },
      ],
    },
  },
  // Every package declares what it imports: a workspace package in its own package.json (its tests may
  // also use the root's test tools), the tests and scripts at the root in the root's.
  ...WORKSPACES.flatMap(({ dir }) => [
    {
      files: [`${dir}/**/*.{ts,tsx,js,mjs}`],
      rules: {
        'import-x/no-extraneous-dependencies': [
          'error',
          { packageDir: [path.join(ROOT, dir)], includeTypes: true, devDependencies: true },
        ],
      },
    },
    {
      files: [`${dir}/**/*.test.{ts,tsx}`, `${dir}/src/test/**`],
      rules: {
        'import-x/no-extraneous-dependencies': [
          'error',
          { packageDir: [path.join(ROOT, dir), ROOT], includeTypes: true, devDependencies: true },
        ],
      },
    },
  ]),
  {
    files: ['tests/**', 'scripts/**', '*.{js,mjs,ts}'],
    rules: {
      'import-x/no-extraneous-dependencies': [
        'error',
        { packageDir: [ROOT], includeTypes: true, devDependencies: true },
      ],
    },
  },
]
