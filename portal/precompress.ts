// Compresses the built portal once, at build time: every text file of at least MIN_BYTES gets a brotli
// (.br) and a gzip (.gz) copy beside it, which the server sends to browsers that accept them
// (modules/server/src/portal-assets.ts). Maximum levels cost seconds here and nothing per request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { Plugin } from 'vite'

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/
/** Below this a compressed copy saves less than the response headers weigh. */
const MIN_BYTES = 1024

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    return entry.isDirectory() ? filesUnder(full) : [full]
  })
}

/** Writes `.br` and `.gz` beside each compressible file of `dir`; returns what it compressed. */
export function precompressDir(dir: string) {
  return precompressFiles(filesUnder(dir))
}

/** Writes `.br` and `.gz` beside each of `files` that is compressible. */
export function precompressFiles(files: readonly string[]) {
  const totals = { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 }
  for (const file of files) {
    if (!COMPRESSIBLE.test(file) || statSync(file).size < MIN_BYTES) continue
    const content = readFileSync(file)
    const brotli = brotliCompressSync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    })
    const gzip = gzipSync(content, { level: constants.Z_BEST_COMPRESSION })
    writeFileSync(`${file}.br`, brotli)
    writeFileSync(`${file}.gz`, gzip)
    totals.files += 1
    totals.bytes += content.length
    totals.brotliBytes += brotli.length
    totals.gzipBytes += gzip.length
  }
  return totals
}

/** Vite plugin: precompresses the output directory after a production build. */
export function precompress(): Plugin {
  let outDir = 'dist'
  return {
    name: 'portal-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir)
    },
    closeBundle() {
      const { files, bytes, brotliBytes, gzipBytes } = precompressDir(outDir)
      const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`
      this.info(`precompressed ${files} files: ${kb(bytes)} -> brotli ${kb(brotliBytes)}, gzip ${kb(gzipBytes)}`)
    },
  }
}
