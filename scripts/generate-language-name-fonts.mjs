// `node scripts/generate-language-name-fonts.mjs`: the two tiny fonts the language switchers (the public site's and the portal's) write
// "తెలుగు" and "हिन्दी" with on every page (decision 062), so a page in another language, or a device with no Telugu
// or Devanagari font, neither fetches a whole script's face (36–54 KB) nor draws boxes. Each keeps only the glyphs
// of that one name, with the shaping rules its conjuncts need, cut from the same Noto faces the portal ships
// (@fontsource, WOFF) by HarfBuzz's subsetter (harfbuzzjs, already a dependency of the portal's PDFs). Run it again
// only if a name changes (site/src/i18n/languages.ts); the output is committed.
import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { deflateSync, inflateSync } from 'node:zlib'

const require = createRequire(import.meta.url)
const root = path.resolve(import.meta.dirname, '..')
const outDir = path.join(root, 'portal/src/assets/fonts')

const FONTS = [
  {
    text: 'తెలుగు',
    source: '@fontsource/noto-sans-telugu/files/noto-sans-telugu-telugu-400-normal.woff',
    out: 'language-name-telugu.woff',
  },
  {
    text: 'हिन्दी',
    source: '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff',
    out: 'language-name-devanagari.woff',
  },
]

/** WOFF 1.0 -> the plain OpenType font inside it (HarfBuzz reads no WOFF). */
function woffToSfnt(woff) {
  const count = woff.readUInt16BE(12)
  const tables = []
  for (let i = 0; i < count; i++) {
    const at = 44 + i * 20
    const [tag, offset, compLength, origLength, checksum] = [
      woff.readUInt32BE(at),
      woff.readUInt32BE(at + 4),
      woff.readUInt32BE(at + 8),
      woff.readUInt32BE(at + 12),
      woff.readUInt32BE(at + 16),
    ]
    const raw = woff.subarray(offset, offset + compLength)
    tables.push({ tag, checksum, data: compLength < origLength ? inflateSync(raw) : Buffer.from(raw) })
  }
  return sfntOf(woff.readUInt32BE(4), tables)
}

function sfntOf(flavor, tables) {
  const header = Buffer.alloc(12 + tables.length * 16)
  header.writeUInt32BE(flavor, 0)
  header.writeUInt16BE(tables.length, 4)
  const power = 2 ** Math.floor(Math.log2(tables.length))
  header.writeUInt16BE(power * 16, 6)
  header.writeUInt16BE(Math.log2(power), 8)
  header.writeUInt16BE(tables.length * 16 - power * 16, 10)
  let offset = header.length
  const bodies = []
  tables.forEach((table, i) => {
    header.writeUInt32BE(table.tag, 12 + i * 16)
    header.writeUInt32BE(table.checksum, 16 + i * 16)
    header.writeUInt32BE(offset, 20 + i * 16)
    header.writeUInt32BE(table.data.length, 24 + i * 16)
    const padded = Buffer.alloc((table.data.length + 3) & ~3)
    table.data.copy(padded)
    bodies.push(padded)
    offset += padded.length
  })
  return Buffer.concat([header, ...bodies])
}

/** A plain OpenType font -> WOFF 1.0, each table compressed: what the browser downloads. */
function sfntToWoff(sfnt) {
  const count = sfnt.readUInt16BE(4)
  const entries = []
  for (let i = 0; i < count; i++) {
    const at = 12 + i * 16
    const data = sfnt.subarray(sfnt.readUInt32BE(at + 8), sfnt.readUInt32BE(at + 8) + sfnt.readUInt32BE(at + 12))
    const compressed = deflateSync(data, { level: 9 })
    entries.push({
      tag: sfnt.readUInt32BE(at),
      checksum: sfnt.readUInt32BE(at + 4),
      data,
      stored: compressed.length < data.length ? compressed : data,
    })
  }
  const header = Buffer.alloc(44 + count * 20)
  let offset = header.length
  const bodies = []
  entries.forEach((entry, i) => {
    const at = 44 + i * 20
    header.writeUInt32BE(entry.tag, at)
    header.writeUInt32BE(offset, at + 4)
    header.writeUInt32BE(entry.stored.length, at + 8)
    header.writeUInt32BE(entry.data.length, at + 12)
    header.writeUInt32BE(entry.checksum, at + 16)
    const padded = Buffer.alloc((entry.stored.length + 3) & ~3)
    entry.stored.copy(padded)
    bodies.push(padded)
    offset += padded.length
  })
  header.write('wOFF', 0, 'latin1')
  header.writeUInt32BE(sfnt.readUInt32BE(0), 4)
  header.writeUInt32BE(offset, 8)
  header.writeUInt16BE(count, 12)
  header.writeUInt32BE(sfnt.length, 16)
  header.writeUInt16BE(1, 20)
  return Buffer.concat([header, ...bodies])
}

const wasm = readFileSync(require.resolve('harfbuzzjs/dist/harfbuzz-subset.wasm'))
const { instance } = await WebAssembly.instantiate(wasm, {})
const hb = instance.exports

function subset(sfnt, text) {
  const fontPtr = hb.malloc(sfnt.length)
  new Uint8Array(hb.memory.buffer, fontPtr, sfnt.length).set(sfnt)
  const blob = hb.hb_blob_create(fontPtr, sfnt.length, 2 /* HB_MEMORY_MODE_WRITABLE */, 0, 0)
  const face = hb.hb_face_create(blob, 0)
  const input = hb.hb_subset_input_create_or_fail()
  const unicodes = hb.hb_subset_input_unicode_set(input)
  for (const char of text) hb.hb_set_add(unicodes, char.codePointAt(0))
  // The dotted circle and the joiners: what shaping inserts around a lone vowel sign or a half form.
  for (const codepoint of [0x25cc, 0x200c, 0x200d]) hb.hb_set_add(unicodes, codepoint)
  const result = hb.hb_subset_or_fail(face, input)
  if (!result) throw new Error(`HarfBuzz could not subset the font for "${text}"`)
  const resultBlob = hb.hb_face_reference_blob(result)
  const lengthPtr = hb.malloc(4)
  const dataPtr = hb.hb_blob_get_data(resultBlob, lengthPtr)
  const length = new Uint32Array(hb.memory.buffer, lengthPtr, 1)[0]
  const out = Buffer.from(new Uint8Array(hb.memory.buffer, dataPtr, length))
  for (const free of [
    () => hb.hb_blob_destroy(resultBlob),
    () => hb.hb_face_destroy(result),
    () => hb.hb_subset_input_destroy(input),
    () => hb.hb_face_destroy(face),
    () => hb.hb_blob_destroy(blob),
  ])
    free()
  hb.free(lengthPtr)
  return out
}

for (const font of FONTS) {
  const sfnt = woffToSfnt(readFileSync(require.resolve(font.source)))
  const woff = sfntToWoff(subset(sfnt, font.text))
  writeFileSync(path.join(outDir, font.out), woff)
  console.log(`${font.out}: ${woff.length} bytes for "${font.text}"`)
}
