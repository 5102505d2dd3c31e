// The browser's way to a PdfWriter: fetches the fonts and HarfBuzz's subsetter only when a PDF is made. Import this
// module dynamically (`await import(...)`): it pulls in HarfBuzz and pdf-lib, which no screen needs to start.
import subsetWasmUrl from 'harfbuzzjs/dist/harfbuzz-subset.wasm?url'
import latinBoldUrl from '@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff?url'
import latinUrl from '@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff?url'
import devanagariUrl from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff?url'
import teluguUrl from '@fontsource/noto-sans-telugu/files/noto-sans-telugu-telugu-400-normal.woff?url'
import { PdfWriter, type PdfAssets } from './pdf-writer'
import { sfntFromWoff } from './woff'

let assets: Promise<PdfAssets> | null = null

async function fetchBytes(url: string): Promise<Uint8Array> {
  const response = await fetch(url)
  if (!response.ok) throw new Error(`${url}: ${response.status}`)
  return new Uint8Array(await response.arrayBuffer())
}

function loadAssets(): Promise<PdfAssets> {
  assets ??= (async () => {
    const font = async (url: string) => sfntFromWoff(await fetchBytes(url))
    const [latin, latinBold, telugu, devanagari, subsetWasm] = await Promise.all([
      font(latinUrl),
      font(latinBoldUrl),
      font(teluguUrl),
      font(devanagariUrl),
      fetchBytes(subsetWasmUrl),
    ])
    return { fonts: { latin, latinBold, telugu, devanagari }, subsetWasm }
  })().catch((error: unknown) => {
    assets = null // a failed fetch is tried again on the next click
    throw error
  })
  return assets
}

/** A new report writer (fonts fetched once per page load). */
export async function createPdfWriter(options: { orientation?: 'portrait' | 'landscape'; title: string }) {
  return PdfWriter.create({ ...options, assets: await loadAssets() })
}

/** Starts a download of the bytes as a file called `fileName`. */
export function saveBytes(bytes: Uint8Array, fileName: string) {
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type: 'application/pdf' }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}
