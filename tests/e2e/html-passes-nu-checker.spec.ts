import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { PUBLIC_PATHS } from './site-support.ts'

// The Nu Html Checker (the W3C's validator, vnu.jar from the vnu-jar package, on the Java that
// scripts/ensure-java.sh installs) over the HTML people are sent: every public page and the portal's pages, as the
// production build serves them. The portal's HTML exists only after its build, which the end-to-end stage makes,
// so the check lives here rather than among the API tests. One JVM start checks every page at once.

const vnuJar = createRequire(import.meta.url)('vnu-jar') as string

/** Pages in Telugu and Hindi (decision 062): their own <html lang>, hreflang links and words. */
const LANGUAGE_PATHS = ['/te', '/te/enquiry', '/hi/services/speech-therapy', '/hi/contact'] as const
/** The portal's HTML files as served: index.html (every portal route without a page of its own) and the two prerendered ones. */
const PORTAL_PATHS = ['/login', '/register', '/profile'] as const
/** Pages whose HTML the app changes once it has run (the prerendered forms): checked again after it has. */
const PORTAL_PATHS_AFTER_LOAD = ['/login', '/register'] as const

interface NuMessage {
  type: string
  subType?: string
  url: string
  lastLine?: number
  message: string
  extract?: string
}

test('every public page and the portal pass the Nu Html Checker with no error', async ({ request, page }) => {
  test.setTimeout(120_000)
  const dir = mkdtempSync(path.join(tmpdir(), 'nu-html-'))
  const pageOf = new Map<string, string>()
  const keep = (label: string, html: string) => {
    const file = path.join(dir, `${pageOf.size}.html`)
    writeFileSync(file, html)
    pageOf.set(file, label)
  }
  try {
    for (const route of [...PUBLIC_PATHS, ...LANGUAGE_PATHS, ...PORTAL_PATHS]) {
      const response = await request.get(route)
      expect(response.status(), route).toBe(200)
      keep(route, await response.text())
    }
    // As a device that chose Telugu or Hindi is sent them: the prerendered page in its language, and index.html's
    // copy with the language's first catalogues written in (decision 073).
    for (const language of ['te', 'hi'])
      for (const route of ['/login', '/profile']) {
        const response = await request.get(route, { headers: { Cookie: `portal_lang=${language}` } })
        expect(response.status(), route).toBe(200)
        keep(`${route} (${language})`, await response.text())
      }
    for (const route of PORTAL_PATHS_AFTER_LOAD) {
      await page.goto(route)
      await expect(page.locator('form button[type="submit"]').first()).toBeEnabled()
      keep(`${route} (after the app has run)`, await page.content())
    }

    const run = spawnSync('java', ['-jar', vnuJar, '--format', 'json', ...pageOf.keys()], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    })
    if (run.error) throw run.error
    // vnu writes its report on stderr, and exits 1 when it found errors.
    const { messages } = JSON.parse(run.stderr) as { messages: NuMessage[] }
    const errors = messages
      // Errors, and the warnings (a section without a heading, ...); not the informational notes.
      .filter((message) => message.type === 'error' || message.subType === 'fatal' || message.subType === 'warning')
      .map((message) => {
        const file = decodeURIComponent(new URL(message.url).pathname)
        const where = `${pageOf.get(file) ?? file}${message.lastLine ? `, line ${message.lastLine}` : ''}`
        return `${where}: ${message.message}${message.extract ? `\n    ${message.extract.replace(/\s+/g, ' ').slice(0, 160)}` : ''}`
      })
    expect(errors.length, `The Nu Html Checker found:\n${errors.join('\n')}`).toBe(0)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
})
