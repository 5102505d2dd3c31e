// The PDF writer's assets read from node_modules (the browser fetches the same files), and the PDF tools of
// Debian's poppler-utils and qpdf to read what was written, as a person's viewer or screen reader would.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { PdfWriter, type PdfAssets } from '../lib/pdf/pdf-writer'
import { sfntFromWoff } from '../lib/pdf/woff'

const require = createRequire(import.meta.url)
const file = (specifier: string) => new Uint8Array(readFileSync(require.resolve(specifier)))

let assets: Promise<PdfAssets> | null = null

/** Noto Sans (regular, bold), Noto Sans Telugu, Noto Sans Devanagari and hb-subset, as the portal ships them. */
export function testPdfAssets(): Promise<PdfAssets> {
  assets ??= (async () => ({
    fonts: {
      latin: await sfntFromWoff(file('@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff')),
      latinBold: await sfntFromWoff(file('@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff')),
      telugu: await sfntFromWoff(file('@fontsource/noto-sans-telugu/files/noto-sans-telugu-telugu-400-normal.woff')),
      devanagari: await sfntFromWoff(
        file('@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff'),
      ),
    },
    subsetWasm: file('harfbuzzjs/dist/harfbuzz-subset.wasm'),
  }))()
  return assets
}

/** A writer as the portal makes one, with the test's assets. */
export async function testPdfWriter(orientation: 'portrait' | 'landscape' = 'portrait') {
  return PdfWriter.create({ assets: await testPdfAssets(), orientation, title: 'Test report' })
}

function saved(bytes: Uint8Array): string {
  const target = path.join(mkdtempSync(path.join(tmpdir(), 'pdf-')), 'out.pdf')
  writeFileSync(target, bytes)
  return target
}

/** The text `pdftotext` (poppler) reads from the file, line by line, empty lines dropped. */
export function pdfTextLines(bytes: Uint8Array): string[] {
  return execFileSync('pdftotext', [saved(bytes), '-'], { encoding: 'utf8' })
    .split('\n')
    .map((line) => line.replace(/\f/g, '').trimEnd())
    .filter(Boolean)
}

/** `pdffonts`' table: one row per font with its name, type and whether it is embedded. */
export function pdfFonts(bytes: Uint8Array): { name: string; type: string; isEmbedded: boolean }[] {
  return execFileSync('pdffonts', [saved(bytes)], { encoding: 'utf8' })
    .split('\n')
    .slice(2)
    .filter(Boolean)
    .map((row) => {
      const cells = row.trim().split(/\s+/)
      return { name: cells[0], type: `${cells[1]} ${cells[2]}`, isEmbedded: cells[cells.length - 5] === 'yes' }
    })
}

/** qpdf's structural check; throws (with qpdf's words) when the file is broken. */
export function qpdfCheck(bytes: Uint8Array): string {
  return execFileSync('qpdf', ['--check', saved(bytes)], { encoding: 'utf8' })
}
