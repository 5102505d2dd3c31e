// Vite plugin: `import { Eye, X as Close } from 'lucide-react'` in the portal's source becomes one import per icon
// from the package's own subpath (`lucide-react/icons/eye`). Through the package's index, every screen's icons
// were one module away from the entry: chunk-groups.ts follows imports to decide which chunk a module goes in,
// the index imports all of lucide's 1,600 icons, and so every icon any screen used (68) went into the `app`
// chunk that /login loads (decision 040). Imported one by one, an icon goes with the screens that draw it.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import type { Plugin } from 'vite'

const PACKAGE = 'lucide-react'
const IMPORT = /import\s*\{([^}]*)\}\s*from\s*['"]lucide-react['"];?/g

/** Every name lucide-react's index exports for an icon, and the icon's file (`Eye` and `EyeIcon`: `eye`). */
export function iconFilesOf(indexSource: string): Map<string, string> {
  const files = new Map<string, string>()
  for (const [, names, file] of indexSource.matchAll(/export\s*\{([^}]*)\}\s*from\s*'\.\/icons\/([a-z0-9-]+)\.mjs'/g)) {
    for (const name of names.split(',')) {
      const exported = /default\s+as\s+(\w+)/.exec(name.trim())?.[1]
      if (exported) files.set(exported, file)
    }
  }
  return files
}

/**
 * The source with each icon imported from its own file; anything else the import names (types, `Icon`,
 * `createLucideIcon`) stays an import from the package. Returns undefined when there is nothing to change.
 */
export function importIconsDirectly(source: string, iconFiles: Map<string, string>): string | undefined {
  let changed = false
  const result = source.replace(IMPORT, (statement, specifiers: string) => {
    const direct: string[] = []
    const rest: string[] = []
    for (const raw of specifiers.split(',')) {
      const specifier = raw.trim()
      if (!specifier) continue
      const match = /^(\w+)(?:\s+as\s+(\w+))?$/.exec(specifier)
      const file = match ? iconFiles.get(match[1]) : undefined
      if (match && file) direct.push(`import ${match[2] ?? match[1]} from '${PACKAGE}/icons/${file}'`)
      else rest.push(specifier)
    }
    if (direct.length === 0) return statement
    changed = true
    const imports = [...direct, ...(rest.length ? [`import { ${rest.join(', ')} } from '${PACKAGE}'`] : [])]
    // On the lines the import took, so the lines after it keep their numbers.
    return imports.join('; ') + '\n'.repeat(statement.split('\n').length - 1)
  })
  return changed ? result : undefined
}

export function lucideIconImports(): Plugin {
  let iconFiles: Map<string, string> | undefined
  const srcDir = path.resolve(import.meta.dirname, 'src') + path.sep
  return {
    name: 'portal-lucide-icon-imports',
    enforce: 'pre',
    apply: 'build',
    transform(code, id) {
      if (!id.startsWith(srcDir) || !/\.tsx?$/.test(id) || !code.includes(PACKAGE)) return undefined
      if (!iconFiles) {
        const index = createRequire(import.meta.url).resolve(`${PACKAGE}/dist/esm/lucide-react.mjs`)
        iconFiles = iconFilesOf(readFileSync(index, 'utf8'))
      }
      const transformed = importIconsDirectly(code, iconFiles)
      return transformed === undefined ? undefined : { code: transformed, map: null }
    },
  }
}
