// A device's own Telugu and Devanagari fonts, for a Chromium that has none (Debian's, here and on CI). Android draws
// both scripts with Noto Sans, the very faces the portal and the site self-host for devices without them
// (portal/src/assets/fonts/indic-fonts.css, which asks for the device's face first with local()). The faces are
// decompressed from the repository's own WOFF2 files (wawoff2, WebAssembly) into a folder of TrueType files, which
// Chromium finds through a fontconfig file of its own (FONTCONFIG_FILE; the machine's own fonts stay included).
// Used by the benchmarks (scripts/bench-fonts.mjs) and by the journey that checks a phone downloads no face.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { decompress } from 'wawoff2'

const FONTS = path.resolve(import.meta.dirname, '../portal/src/assets/fonts')
const SCRIPTS = ['noto-sans-telugu-telugu', 'noto-sans-devanagari-devanagari']

/**
 * Writes the faces of `weights` ('400', '700') of both scripts under `dir` and returns the environment that gives
 * them to a Chromium started with it as the device's own fonts.
 */
export async function deviceFontsEnv(dir, weights = ['400', '700']) {
  const fonts = path.join(dir, 'device-fonts')
  mkdirSync(fonts, { recursive: true })
  for (const script of SCRIPTS)
    for (const weight of weights) {
      const woff2 = readFileSync(path.join(FONTS, `${script}-${weight}-normal.woff2`))
      writeFileSync(path.join(fonts, `${script}-${weight}.ttf`), await decompress(woff2))
    }
  const config = path.join(dir, 'device-fonts.conf')
  writeFileSync(
    config,
    `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig>
  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>
  <dir>${fonts}</dir>
  <cachedir>${path.join(dir, 'device-fonts-cache')}</cachedir>
</fontconfig>
`,
  )
  return { FONTCONFIG_FILE: config }
}
