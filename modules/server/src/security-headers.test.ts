import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { inlineScriptHashes } from './security-headers.ts'

const hash = (script: string) => `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`

describe('inlineScriptHashes', () => {
  it('when a document has inline scripts, then each gets the hash of its exact text, once', () => {
    const html = `<head><script>document.documentElement.classList.remove('no-js')</script>
      <script type="module">import('/a.js')</script><SCRIPT>\n  x()\n</SCRIPT>
      <script>document.documentElement.classList.remove('no-js')</script></head>`
    expect(inlineScriptHashes(html)).toEqual([
      hash("document.documentElement.classList.remove('no-js')"),
      hash("import('/a.js')"),
      hash('\n  x()\n'),
    ])
  })

  it('when scripts load a file or hold data, then they get no hash', () => {
    const html = `<script type="module" crossorigin src="/app/assets/index.js"></script>
      <script type="application/ld+json">{"@context":"https://schema.org"}</script>
      <script type="application/json" id="site-data">{"path":"/"}</script>`
    expect(inlineScriptHashes(html)).toEqual([])
  })
})
