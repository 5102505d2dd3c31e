import { describe, expect, it } from 'vitest'
import { pdfFonts, pdfTextLines, qpdfCheck, testPdfWriter } from '../../test/test-pdf'

// Compiling HarfBuzz's WebAssembly takes seconds on a busy machine.
describe('the PDF writer', { timeout: 30_000 }, () => {
  it('when names are in Telugu and Devanagari and an amount in rupees, then the text read back is exactly as typed', async () => {
    const doc = await testPdfWriter()
    const lines = ['Patient Name: సాన్వి', 'శ్రీనివాస్ ప్రియాంక క్షేత్ర', 'श्रीनिवास प्रियंका क्षत्रिय', 'Fee: ₹1,500 – paid']
    lines.forEach((line, index) => doc.setFont(index === 0 ? 'bold' : 'normal').text(line, 20, 30 + index * 10))
    const bytes = await doc.save()
    expect(pdfTextLines(bytes)).toEqual(lines)
  })

  it('when saved, then every font is embedded and subset, the file passes qpdf and stays small', async () => {
    const doc = await testPdfWriter()
    doc.text('सान्वि सాన్వి Sanvi', 20, 30)
    doc.setFont('bold').text('Bold', 20, 40)
    const bytes = await doc.save()
    expect(qpdfCheck(bytes)).toContain('No syntax or stream encoding errors')
    const fonts = pdfFonts(bytes)
    expect(fonts.map((font) => font.type)).toEqual(Array(4).fill('CID TrueType'))
    expect(fonts.every((font) => font.isEmbedded && /^[A-Z]{6}\+/.test(font.name))).toBe(true)
    // The four subsets together, not the ~160 kB of whole fonts.
    expect(bytes.byteLength).toBeLessThan(40_000)
  })

  it('when a line is too long, then it wraps at spaces and never inside a conjunct', async () => {
    const doc = await testPdfWriter()
    const words = 'శ్రీనివాస్ ప్రియాంక క్షేత్ర'
    const lines = doc.splitTextToSize(words, doc.getTextWidth('శ్రీనివాస్ ప్రియాంక') + 0.1)
    expect(lines).toEqual(['శ్రీనివాస్ ప్రియాంక', 'క్షేత్ర'])
    expect(doc.splitTextToSize('క్షేత్ర', 0.1)).toEqual(['క్షే', 'త్ర'])
  })
})
