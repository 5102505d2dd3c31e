// A small PDF writer for the portal's reports that prints every name as the browser draws it: HarfBuzz shapes
// each run of text (Telugu and Devanagari conjuncts and vowel signs included), hb-subset cuts each font down to
// the glyphs used (glyph ids kept), and pdf-lib writes the file, each font embedded as a CIDFontType2 with
// Identity-H (CID = glyph id). Every line is a tagged span whose /ActualText is the text as typed, so copying,
// searching and screen readers get the words, not glyph ids. Decision 046. The API mirrors the few jsPDF calls
// the reports used (millimetres, top-left origin, font sizes in points).
import * as hb from 'harfbuzzjs'
import { PDFDocument, PDFName, PDFString, type PDFPage, type PDFRef } from 'pdf-lib'

/** The four faces a report uses: Noto Sans (Latin, regular and bold), Noto Sans Telugu and Noto Sans Devanagari. */
export type PdfFontKey = 'latin' | 'latinBold' | 'telugu' | 'devanagari'

/** What the writer needs besides code: each face as an sfnt (TTF) and HarfBuzz's subsetter. */
export interface PdfAssets {
  fonts: Record<PdfFontKey, Uint8Array>
  subsetWasm: Uint8Array
}

export type Rgb = readonly [number, number, number]
type Align = 'left' | 'center' | 'right'

const PT_PER_MM = 72 / 25.4
const PAGE_SIZES_MM = { a4: [210, 297] } as const
// Bold text in Telugu or Devanagari is drawn with an outline (no bold face is loaded for them).
const FAUX_BOLD_STROKE_EM = 0.025

interface LoadedFont {
  key: PdfFontKey
  bytes: Uint8Array
  font: hb.Font
  upem: number
  ascender: number
  descender: number
  /** Glyph id to the text it stands for (the first cluster it was seen in), for the ToUnicode map. */
  used: Map<number, string>
}

interface Glyph {
  id: number
  xAdvance: number
  xOffset: number
  yOffset: number
}

interface ShapedRun {
  font: LoadedFont
  glyphs: Glyph[]
  /** In font units. */
  width: number
}

interface PageState {
  page: PDFPage
  ops: string[]
  /** The tagged lines of text on the page, in marked-content order (MCID = index). */
  spans: PDFRef[]
}

const isTelugu = (cp: number) => (cp >= 0x0c00 && cp <= 0x0c7f) || cp === 0x1cda || cp === 0x1cf2
const isDevanagari = (cp: number) =>
  (cp >= 0x0900 && cp <= 0x097f) ||
  (cp >= 0x1cd0 && cp <= 0x1cf9) ||
  (cp >= 0xa8e0 && cp <= 0xa8ff) ||
  cp === 0x20a8 ||
  cp === 0x20b9 // ₹ is in Noto Sans Devanagari's Indian subset, not in Noto Sans's Latin one
// Joiners, Vedic tone marks, dandas and the dotted circle belong to the Indic run they sit in.
const isIndicShared = (cp: number) =>
  cp === 0x200c || cp === 0x200d || cp === 0x0951 || cp === 0x0952 || cp === 0x0964 || cp === 0x0965 || cp === 0x25cc

const num = (value: number) => {
  const fixed = value.toFixed(3)
  return fixed.includes('.') ? fixed.replace(/\.?0+$/, '') || '0' : fixed
}
const hex4 = (value: number) => value.toString(16).padStart(4, '0')
const utf16Hex = (text: string) => Array.from({ length: text.length }, (_, i) => hex4(text.charCodeAt(i))).join('')
const colour = (rgb: Rgb) => rgb.map((part) => num(part / 255)).join(' ')

/** HarfBuzz's subsetter: keeps the given glyphs (and their ids), drops hinting and the layout tables. */
async function createSubsetter(wasm: Uint8Array) {
  const { instance } = await WebAssembly.instantiate(wasm as BufferSource, {})
  const x = instance.exports as Record<string, (...args: number[]) => number> & { memory: WebAssembly.Memory }
  const tag = (name: string) => [...name].reduce((sum, ch) => sum * 256 + ch.charCodeAt(0), 0)
  return (font: Uint8Array, glyphIds: Iterable<number>): Uint8Array => {
    const fontPtr = x.malloc(font.byteLength)
    new Uint8Array(x.memory.buffer).set(font, fontPtr)
    const blob = x.hb_blob_create(fontPtr, font.byteLength, 2 /* writable */, 0, 0)
    const face = x.hb_face_create(blob, 0)
    x.hb_blob_destroy(blob)
    const input = x.hb_subset_input_create_or_fail()
    const glyphs = x.hb_subset_input_glyph_set(input)
    x.hb_set_add(glyphs, 0)
    for (const id of glyphIds) x.hb_set_add(glyphs, id)
    const dropTables = x.hb_subset_input_set(input, 3 /* HB_SUBSET_SETS_DROP_TABLE_TAG */)
    for (const name of ['GSUB', 'GPOS', 'GDEF', 'BASE', 'JSTF', 'MATH', 'DSIG']) x.hb_set_add(dropTables, tag(name))
    x.hb_subset_input_set_flags(input, 0x1 /* NO_HINTING */ | 0x2 /* RETAIN_GIDS */)
    const subset = x.hb_subset_or_fail(face, input)
    x.hb_subset_input_destroy(input)
    if (!subset) throw new Error('hb-subset failed')
    const result = x.hb_face_reference_blob(subset)
    const data = x.hb_blob_get_data(result, 0)
    const length = x.hb_blob_get_length(result)
    const bytes = new Uint8Array(x.memory.buffer).slice(data, data + length)
    x.hb_blob_destroy(result)
    x.hb_face_destroy(subset)
    x.hb_face_destroy(face)
    x.free(fontPtr)
    return bytes
  }
}

/** A report being written: pages, text and simple shapes, then save() for the file's bytes. */
export class PdfWriter {
  readonly pageWidth: number
  readonly pageHeight: number
  private readonly fonts: Record<PdfFontKey, LoadedFont>
  private readonly pages: PageState[] = []
  private readonly shapeCache = new Map<string, ShapedRun[]>()
  private fontSize = 11
  private isBold = false
  private textRgb: Rgb = [0, 0, 0]
  private drawRgb: Rgb = [0, 0, 0]
  private fillRgb: Rgb = [0, 0, 0]
  private lineWidth = 0.2
  private dash: { pattern: number[]; phase: number } = { pattern: [], phase: 0 }

  private constructor(
    private readonly doc: PDFDocument,
    private readonly subset: (font: Uint8Array, glyphIds: Iterable<number>) => Uint8Array,
    assets: PdfAssets,
    orientation: 'portrait' | 'landscape',
    private readonly title: string,
  ) {
    const [short, long] = PAGE_SIZES_MM.a4
    this.pageWidth = orientation === 'portrait' ? short : long
    this.pageHeight = orientation === 'portrait' ? long : short
    const load = (key: PdfFontKey): LoadedFont => {
      const bytes = assets.fonts[key]
      const face = new hb.Face(new hb.Blob(bytes))
      const font = new hb.Font(face)
      const extents = font.hExtents()
      return {
        key,
        bytes,
        font,
        upem: face.upem,
        ascender: extents.ascender,
        descender: extents.descender,
        used: new Map(),
      }
    }
    this.fonts = {
      latin: load('latin'),
      latinBold: load('latinBold'),
      telugu: load('telugu'),
      devanagari: load('devanagari'),
    }
    this.addPage()
  }

  /** A new writer with one empty A4 page. `title` becomes the document's title (shown by viewers). */
  static async create(options: { assets: PdfAssets; orientation?: 'portrait' | 'landscape'; title: string }) {
    const doc = await PDFDocument.create()
    const subset = await createSubsetter(options.assets.subsetWasm)
    return new PdfWriter(doc, subset, options.assets, options.orientation ?? 'portrait', options.title)
  }

  addPage(): this {
    const page = this.doc.addPage([this.pageWidth * PT_PER_MM, this.pageHeight * PT_PER_MM])
    this.pages.push({ page, ops: [], spans: [] })
    return this
  }

  setFont(weight: 'normal' | 'bold'): this {
    this.isBold = weight === 'bold'
    return this
  }

  setFontSize(points: number): this {
    this.fontSize = points
    return this
  }

  setTextColor(...rgb: Rgb): this {
    this.textRgb = rgb
    return this
  }

  setDrawColor(...rgb: Rgb): this {
    this.drawRgb = rgb
    return this
  }

  setFillColor(...rgb: Rgb): this {
    this.fillRgb = rgb
    return this
  }

  setLineWidth(mm: number): this {
    this.lineWidth = mm
    return this
  }

  setLineDashPattern(pattern: number[], phase: number): this {
    this.dash = { pattern, phase }
    return this
  }

  /** The width of one line of text in the current font and size, in mm. */
  getTextWidth(text: string): number {
    const runs = this.shape(text)
    return runs.reduce((sum, run) => sum + (run.width / run.font.upem) * this.fontSize, 0) / PT_PER_MM
  }

  /** The text broken into lines no wider than `width` mm: at spaces, inside an over-long word at a letter. */
  splitTextToSize(text: string, width: number): string[] {
    const lines: string[] = []
    for (const paragraph of text.split('\n')) {
      let line = ''
      for (const word of paragraph.split(/ +/)) {
        const candidate = line ? `${line} ${word}` : word
        if (this.getTextWidth(candidate) <= width) {
          line = candidate
          continue
        }
        if (line) lines.push(line)
        line = ''
        if (this.getTextWidth(word) <= width) {
          line = word
          continue
        }
        // A word wider than the column breaks between letters (grapheme clusters, so a conjunct stays whole).
        for (const { segment } of new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(word)) {
          if (line && this.getTextWidth(line + segment) > width) {
            lines.push(line)
            line = ''
          }
          line += segment
        }
      }
      lines.push(line)
    }
    return lines
  }

  /**
   * Writes text with its baseline at y (mm); an array is one line each, 1.15 lines apart. With maxWidth the
   * text is wrapped first. Each line is one tagged span whose ActualText is the line as given.
   */
  text(text: string | string[], x: number, y: number, options: { align?: Align; maxWidth?: number } = {}): this {
    const lines = (Array.isArray(text) ? text : [text]).flatMap((line) =>
      options.maxWidth ? this.splitTextToSize(line, options.maxWidth) : line.split('\n'),
    )
    const lineHeight = (this.fontSize * 1.15) / PT_PER_MM
    lines.forEach((line, index) => this.drawLine(line, x, y + index * lineHeight, options.align ?? 'left'))
    return this
  }

  line(x1: number, y1: number, x2: number, y2: number): this {
    return this.graphic(`${this.point(x1, y1)} m ${this.point(x2, y2)} l S`)
  }

  rect(x: number, y: number, width: number, height: number, style: 'S' | 'F' | 'FD' = 'S'): this {
    const [px, py] = [x * PT_PER_MM, this.pageHeight * PT_PER_MM - (y + height) * PT_PER_MM]
    return this.graphic(`${num(px)} ${num(py)} ${num(width * PT_PER_MM)} ${num(height * PT_PER_MM)} re ${paint(style)}`)
  }

  circle(x: number, y: number, r: number, style: 'S' | 'F' | 'FD' = 'S'): this {
    // Four Bézier quarter-arcs.
    const k = 0.5523 * r
    const path = [
      `${this.point(x + r, y)} m`,
      `${this.point(x + r, y + k)} ${this.point(x + k, y + r)} ${this.point(x, y + r)} c`,
      `${this.point(x - k, y + r)} ${this.point(x - r, y + k)} ${this.point(x - r, y)} c`,
      `${this.point(x - r, y - k)} ${this.point(x - k, y - r)} ${this.point(x, y - r)} c`,
      `${this.point(x + k, y - r)} ${this.point(x + r, y - k)} ${this.point(x + r, y)} c`,
    ]
    return this.graphic(`${path.join(' ')} ${paint(style)}`)
  }

  triangle(x1: number, y1: number, x2: number, y2: number, x3: number, y3: number, style: 'S' | 'F' | 'FD'): this {
    return this.graphic(`${this.point(x1, y1)} m ${this.point(x2, y2)} l ${this.point(x3, y3)} l h ${paint(style)}`)
  }

  /** The finished file: fonts subset to the glyphs used and embedded, structure tree written. */
  async save(): Promise<Uint8Array> {
    const { context } = this.doc
    const fontRefs = new Map<PdfFontKey, PDFRef>()
    Object.values(this.fonts).forEach((font, index) => {
      if (font.used.size > 0) fontRefs.set(font.key, this.embedFont(font, index))
    })
    const fontDict = context.obj(Object.fromEntries([...fontRefs].map(([key, ref]) => [key, ref])))

    const structRoot = context.nextRef()
    const documentElement = context.nextRef()
    const nums: (number | PDFRef[])[] = []
    this.pages.forEach((state, index) => {
      const stream = context.flateStream(state.ops.join('\n'))
      state.page.node.set(PDFName.of('Contents'), context.register(stream))
      state.page.node.set(PDFName.of('Resources'), context.obj({ Font: fontDict }))
      state.page.node.set(PDFName.of('StructParents'), context.obj(index))
      state.page.node.set(PDFName.of('Tabs'), PDFName.of('S'))
      state.spans.forEach((span, mcid) => {
        context.assign(
          span,
          context.obj({ Type: 'StructElem', S: 'P', P: documentElement, Pg: state.page.ref, K: mcid }),
        )
      })
      nums.push(index, state.spans)
    })
    context.assign(
      documentElement,
      context.obj({
        Type: 'StructElem',
        S: 'Document',
        P: structRoot,
        K: this.pages.flatMap((state) => state.spans),
      }),
    )
    context.assign(
      structRoot,
      context.obj({
        Type: 'StructTreeRoot',
        K: documentElement,
        ParentTree: context.obj({ Nums: nums.map((n) => (typeof n === 'number' ? n : context.obj(n))) }),
        ParentTreeNextKey: this.pages.length,
      }),
    )
    const { catalog } = this
    catalog.set(PDFName.of('StructTreeRoot'), structRoot)
    catalog.set(PDFName.of('MarkInfo'), context.obj({ Marked: true }))
    catalog.set(PDFName.of('Lang'), PDFString.of('en-IN'))
    catalog.set(PDFName.of('ViewerPreferences'), context.obj({ DisplayDocTitle: true }))
    this.doc.setTitle(this.title)
    this.doc.setProducer('pdf-lib + HarfBuzz')
    this.doc.setCreator('Child Development Centres portal')
    return this.doc.save()
  }

  private get catalog() {
    return this.doc.catalog
  }

  private point(x: number, y: number): string {
    return `${num(x * PT_PER_MM)} ${num((this.pageHeight - y) * PT_PER_MM)}`
  }

  private get ops(): string[] {
    return this.pages[this.pages.length - 1].ops
  }

  /** Lines and shapes are decoration for a screen reader: marked as artifacts. */
  private graphic(path: string): this {
    const dash = `[${this.dash.pattern.map((part) => num(part * PT_PER_MM)).join(' ')}] ${num(this.dash.phase * PT_PER_MM)} d`
    this.ops.push(
      `/Artifact BMC q ${colour(this.drawRgb)} RG ${colour(this.fillRgb)} rg ${num(this.lineWidth * PT_PER_MM)} w ${dash} ${path} Q EMC`,
    )
    return this
  }

  private fontFor(cp: number, previous: PdfFontKey | null): PdfFontKey {
    if (isTelugu(cp)) return 'telugu'
    if (isDevanagari(cp)) return 'devanagari'
    if (isIndicShared(cp) && (previous === 'telugu' || previous === 'devanagari')) return previous
    return this.isBold ? 'latinBold' : 'latin'
  }

  /** The text cut into runs of one font each, each shaped by HarfBuzz (cached: reports repeat their labels). */
  private shape(text: string): ShapedRun[] {
    const cacheKey = `${this.isBold ? 'b' : 'r'}${text}`
    const cached = this.shapeCache.get(cacheKey)
    if (cached) return cached
    const pieces: { key: PdfFontKey; text: string }[] = []
    for (const ch of text) {
      const last = pieces[pieces.length - 1]
      const key = this.fontFor(ch.codePointAt(0) ?? 0, last?.key ?? null)
      if (last && last.key === key) last.text += ch
      else pieces.push({ key, text: ch })
    }
    const runs = pieces.map(({ key, text: piece }) => {
      const font = this.fonts[key]
      const buffer = new hb.Buffer()
      buffer.addText(piece)
      buffer.guessSegmentProperties()
      hb.shape(font.font, buffer)
      const infos = buffer.getGlyphInfos()
      const positions = buffer.getGlyphPositions()
      // Each cluster's text, for the ToUnicode map: the first glyph of a cluster stands for all of it.
      const starts = [...new Set(infos.map((info) => info.cluster))].sort((a, b) => a - b)
      const glyphs = infos.map((info, index) => {
        const next = starts.find((start) => start > info.cluster) ?? piece.length
        const isFirstOfCluster = index === 0 || infos[index - 1].cluster !== info.cluster
        if (!font.used.has(info.codepoint)) {
          font.used.set(info.codepoint, isFirstOfCluster ? piece.slice(info.cluster, next) : '')
        }
        return {
          id: info.codepoint,
          xAdvance: positions[index].xAdvance,
          xOffset: positions[index].xOffset,
          yOffset: positions[index].yOffset,
        }
      })
      return { font, glyphs, width: glyphs.reduce((sum, glyph) => sum + glyph.xAdvance, 0) }
    })
    this.shapeCache.set(cacheKey, runs)
    return runs
  }

  private drawLine(text: string, x: number, y: number, align: Align) {
    if (!text) return
    const runs = this.shape(text)
    const width = this.getTextWidth(text)
    const start = align === 'center' ? x - width / 2 : align === 'right' ? x - width : x
    const state = this.pages[this.pages.length - 1]
    const span = this.doc.context.nextRef()
    const out = [
      // Poppler reads ActualText from a Span only, and places it well only when the Span closes inside BT/ET.
      `/P <</MCID ${state.spans.length}>> BDC q ${colour(this.textRgb)} rg BT /Span <</ActualText <FEFF${utf16Hex(text)}>>> BDC`,
    ]
    state.spans.push(span)
    let penX = start * PT_PER_MM
    const baseY = (this.pageHeight - y) * PT_PER_MM
    let currentFont = ''
    for (const run of runs) {
      const scale = this.fontSize / run.font.upem
      const isFauxBold = this.isBold && run.font.key !== 'latinBold'
      if (currentFont !== run.font.key) {
        out.push(`/${run.font.key} ${num(this.fontSize)} Tf`)
        out.push(isFauxBold ? `${colour(this.textRgb)} RG ${num(this.fontSize * FAUX_BOLD_STROKE_EM)} w 2 Tr` : '0 Tr')
        currentFont = run.font.key
      }
      for (const glyph of run.glyphs) {
        out.push(
          `1 0 0 1 ${num(penX + glyph.xOffset * scale)} ${num(baseY + glyph.yOffset * scale)} Tm <${hex4(glyph.id)}> Tj`,
        )
        penX += glyph.xAdvance * scale
      }
    }
    out.push('EMC ET Q EMC')
    state.ops.push(out.join(' '))
  }

  private embedFont(font: LoadedFont, index: number): PDFRef {
    const { context } = this.doc
    const subset = this.subset(font.bytes, font.used.keys())
    const name = `${'CDCPD'}${String.fromCharCode(65 + index)}+NotoSans-${font.key}`
    const perMille = (units: number) => Math.round((units / font.upem) * 1000)
    const ids = [...font.used.keys()].sort((a, b) => a - b)
    const widths = ids.flatMap((id) => [id, [perMille(font.font.glyphHAdvance(id))]])
    const fontFile = context.register(context.flateStream(subset, { Length1: subset.length }))
    const descriptor = context.register(
      context.obj({
        Type: 'FontDescriptor',
        FontName: name,
        Flags: 4,
        FontBBox: [-1000, perMille(font.descender) - 200, 2000, perMille(font.ascender) + 200],
        ItalicAngle: 0,
        Ascent: perMille(font.ascender),
        Descent: perMille(font.descender),
        CapHeight: perMille(font.ascender),
        StemV: font.key === 'latinBold' ? 120 : 80,
        FontFile2: fontFile,
      }),
    )
    const cidFont = context.register(
      context.obj({
        Type: 'Font',
        Subtype: 'CIDFontType2',
        BaseFont: name,
        CIDSystemInfo: { Registry: PDFString.of('Adobe'), Ordering: PDFString.of('Identity'), Supplement: 0 },
        FontDescriptor: descriptor,
        DW: 0,
        W: widths,
        CIDToGIDMap: 'Identity',
      }),
    )
    const toUnicode = context.register(context.flateStream(toUnicodeCMap(font.used)))
    return context.register(
      context.obj({
        Type: 'Font',
        Subtype: 'Type0',
        BaseFont: name,
        Encoding: 'Identity-H',
        DescendantFonts: [cidFont],
        ToUnicode: toUnicode,
      }),
    )
  }
}

const paint = (style: 'S' | 'F' | 'FD') => (style === 'S' ? 'S' : style === 'F' ? 'f' : 'B')

/** Glyph id to text, for viewers that ignore ActualText (a glyph of a conjunct maps to the whole cluster). */
function toUnicodeCMap(used: Map<number, string>): string {
  const entries = [...used].filter(([, text]) => text.length > 0)
  const blocks: string[] = []
  for (let i = 0; i < entries.length; i += 100) {
    const chunk = entries.slice(i, i + 100)
    blocks.push(
      `${chunk.length} beginbfchar\n${chunk.map(([id, text]) => `<${hex4(id)}> <${utf16Hex(text)}>`).join('\n')}\nendbfchar`,
    )
  }
  return [
    '/CIDInit /ProcSet findresource begin',
    '12 dict begin',
    'begincmap',
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
    '/CMapName /Adobe-Identity-UCS def',
    '/CMapType 2 def',
    '1 begincodespacerange',
    '<0000> <FFFF>',
    'endcodespacerange',
    ...blocks,
    'endcmap',
    'CMapName currentdict /CMap defineresource pop',
    'end',
    'end',
  ].join('\n')
}
