// Keeps the screens ready for a right-to-left language (issue 30: Urdu is Telangana's second official language; the
// design must be ready for it, not built): text flows from the start of a line, not from its left. The portal's
// classes and the site's stylesheets name logical sides (`ps-4`, `text-start`, `border-s-4`; `padding-inline-start`,
// `text-align: start`), which follow the document's `dir` (portal/src/i18n/locales.ts). A drawn shape that must
// not turn with the text (a chevron) may keep a physical side under a comment saying "physical sides on purpose".
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ROOT } from './project-eslint.ts'

/** Tailwind utilities of a physical side: `pl-4`, `md:mr-2`, `-right-2`, `text-left`, `border-l-4`, `rounded-r-lg`. */
const PHYSICAL_UTILITY =
  /(?<=^|[\s"'`])(?:[a-z0-9@[\]=-]+:)*-?(?:(?:ml|mr|pl|pr|left|right|rounded-l|rounded-r|rounded-tl|rounded-tr|rounded-bl|rounded-br|border-l|border-r|scroll-ml|scroll-mr|scroll-pl|scroll-pr)-[0-9a-z./[\]%()-]+|text-left|text-right|float-left|float-right)(?=$|[\s"'`])/g

/** Declarations of a physical side that decide where text and its boxes sit. */
const PHYSICAL_DECLARATION =
  /^\s*(?:(?:margin|padding)-(?:left|right)|border-(?:left|right)(?:-[a-z]+)?|text-align:\s*(?:left|right)|float:\s*(?:left|right))\b/

const ON_PURPOSE = 'physical sides on purpose'

/** `file:line: text` for every line of `files` that `find` picks, skipping comments and marked ones. */
function offendingLines(pattern: string, find: (line: string) => string[]): string[] {
  const found: string[] = []
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', pattern], {
    cwd: ROOT,
    encoding: 'utf8',
  })
  for (const file of files.split('\n').filter((name) => name && !name.includes('.test.'))) {
    const lines = readFileSync(path.join(ROOT, file), 'utf8').split('\n')
    lines.forEach((line, index) => {
      if (/^\s*(\/\/|\*|\/\*)/.test(line)) return
      if (lines.slice(Math.max(0, index - 3), index).some((before) => before.includes(ON_PURPOSE))) return
      for (const match of find(line)) found.push(`${file}:${index + 1}: ${match}`)
    })
  }
  return found
}

describe('screens lay out by logical sides (ready for a right-to-left language)', () => {
  it("when a portal screen's classes name a left or right side, then the check names the line", () => {
    const utilities = (line: string) => [...line.matchAll(PHYSICAL_UTILITY)].map((match) => match[0])
    expect(offendingLines('portal/src/**/*.tsx', utilities)).toEqual([])
    // The check itself finds what it should, and leaves logical sides and words alone.
    expect(utilities(`<ul className="pl-5 md:mr-2 text-left -right-2 border-l-4 rounded-r-lg">`)).toEqual([
      'pl-5',
      'md:mr-2',
      'text-left',
      '-right-2',
      'border-l-4',
      'rounded-r-lg',
    ])
    expect(
      utilities(`<ul className="ps-5 md:me-2 text-start -end-2 border-s-4 rounded-e-lg">left or right</ul>`),
    ).toEqual([])
  })

  it("when the site's stylesheets place text by a left or right side, then the check names the line", () => {
    const declarations = (line: string) => (PHYSICAL_DECLARATION.test(line) ? [line.trim()] : [])
    expect(offendingLines('site/src/**/*.css', declarations)).toEqual([])
    expect(declarations('  padding-left: 1rem;')).toHaveLength(1)
    expect(declarations('  border-left-color: red;')).toHaveLength(1)
    expect(declarations('  text-align: right;')).toHaveLength(1)
    expect(declarations('  padding-inline-start: 1rem;')).toEqual([])
    // Positioning a decoration (left: 50% with a translate) is not text flow.
    expect(declarations('  left: 50%;')).toEqual([])
  })
})
