import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import { iconFilesOf, importIconsDirectly } from '../../lucide-icon-imports'

const index = readFileSync(createRequire(import.meta.url).resolve('lucide-react/dist/esm/lucide-react.mjs'), 'utf8')
const iconFiles = iconFilesOf(index)

describe("the portal's build imports each lucide icon from its own file", () => {
  it('when lucide-react is read, then every icon name and alias leads to its file', () => {
    expect(iconFiles.size).toBeGreaterThan(1500)
    expect(iconFiles.get('Eye')).toBe('eye')
    expect(iconFiles.get('EyeIcon')).toBe('eye')
    // A renamed icon keeps its old name as an alias of the new file.
    expect(iconFiles.get('FileQuestion')).toBe(iconFiles.get('FileQuestionMark'))
    expect(iconFiles.has('createLucideIcon')).toBe(false)
  })

  it('when a screen imports icons from the package, then each comes from its own file under the same name', () => {
    const source = "import { Eye, X as Close } from 'lucide-react'\nconst a = 1\n"
    expect(importIconsDirectly(source, iconFiles)).toBe(
      "import Eye from 'lucide-react/icons/eye'; import Close from 'lucide-react/icons/x'\nconst a = 1\n",
    )
  })

  it('when an import spans lines and names a type, then the type stays with the package and later lines keep their numbers', () => {
    const source = "import {\n  type LucideIcon,\n  Search,\n} from 'lucide-react'\nexport const line5 = 5\n"
    const result = importIconsDirectly(source, iconFiles) ?? ''
    expect(result).toContain("import Search from 'lucide-react/icons/search'")
    expect(result).toContain("import { type LucideIcon } from 'lucide-react'")
    expect(result.split('\n').indexOf('export const line5 = 5')).toBe(4)
  })

  it('when a file imports no icon from the package, then it is left as it is', () => {
    expect(importIconsDirectly("import type { LucideIcon } from 'lucide-react'\n", iconFiles)).toBeUndefined()
    expect(importIconsDirectly("import { useState } from 'react'\n", iconFiles)).toBeUndefined()
  })
})
