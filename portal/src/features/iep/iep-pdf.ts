import type { IepDto } from '@app/iep/schema'
import { iepPdfContent, iepPdfFileName, type IepPdfContent, type ReportChild } from './iep-pdf-content'
import { iepMessages } from './messages'

const MARGIN = 12
const LINE = 4.6
// Month, Long-Term Goals, Short-Term Goals, Performance, Therapist Feedback, Doctor Feedback (mm, A4 landscape).
const WIDTHS = [30, 50, 62, 36, 47.5, 47.5]
const CELL_PADDING = 2

/** Lays the report out on landscape A4 pages; a row that does not fit starts a new page under a repeated header. */
async function renderPdf(content: IepPdfContent) {
  // Loaded on first use, as the appointment PDF is: jsPDF is large and only this button needs it.
  const { jsPDF } = await import('jspdf')
  const doc = new jsPDF({ unit: 'mm', format: 'a4', orientation: 'landscape' })
  const pageWidth = doc.internal.pageSize.getWidth()
  const pageHeight = doc.internal.pageSize.getHeight()
  let y = MARGIN + 4

  doc.setFont('helvetica', 'bold').setFontSize(16).setTextColor(15, 118, 110)
  doc.text(content.title, pageWidth / 2, y, { align: 'center' })
  y += 7
  doc.setFont('helvetica', 'normal').setFontSize(12).setTextColor(51, 65, 85)
  doc.text(content.subtitle, pageWidth / 2, y, { align: 'center' })
  y += 8

  doc.setFontSize(10)
  const half = (pageWidth - MARGIN * 2) / 2
  content.details.forEach((detail, index) => {
    const x = MARGIN + (index % 2) * half
    doc.setFont('helvetica', 'bold').setTextColor(71, 85, 105)
    doc.text(`${detail.label}:`, x, y)
    doc.setFont('helvetica', 'normal').setTextColor(15, 23, 42)
    doc.text(doc.splitTextToSize(detail.value, half - 32)[0] as string, x + 30, y)
    if (index % 2 === 1) y += LINE + 1
  })
  if (content.details.length % 2 === 1) y += LINE + 1
  y += 3

  const drawRow = (cells: string[], isHeader: boolean) => {
    doc.setFont('helvetica', isHeader ? 'bold' : 'normal').setFontSize(isHeader ? 9.5 : 9)
    const wrapped = cells.map((cell, index) => doc.splitTextToSize(cell, WIDTHS[index] - CELL_PADDING * 2) as string[])
    const height = Math.max(...wrapped.map((lines) => lines.length)) * LINE + CELL_PADDING * 2
    if (y + height > pageHeight - MARGIN) {
      doc.addPage()
      y = MARGIN
      if (!isHeader) drawRow(content.columns, true)
    }
    let x = MARGIN
    wrapped.forEach((lines, index) => {
      if (isHeader) doc.setFillColor(240, 253, 250).rect(x, y, WIDTHS[index], height, 'F')
      doc.setDrawColor(203, 213, 225).rect(x, y, WIDTHS[index], height)
      doc.setTextColor(15, 23, 42)
      doc.text(lines, x + CELL_PADDING, y + CELL_PADDING + 3.2)
      x += WIDTHS[index]
    })
    y += height
  }

  drawRow(content.columns, true)
  for (const row of content.rows) drawRow(row, false)

  y += 6
  doc.setFont('helvetica', 'normal').setFontSize(8.5).setTextColor(71, 85, 105)
  for (const line of [...content.versions, content.generated]) {
    if (y > pageHeight - MARGIN) {
      doc.addPage()
      y = MARGIN
    }
    doc.text(line, MARGIN, y)
    y += LINE
  }
  return doc
}

/**
 * Builds and downloads a plan's IEP report. Never rejects: a failure is told to the user with the alert
 * 'Failed to generate PDF'.
 */
export async function downloadIepPdf(iep: IepDto, child: ReportChild): Promise<void> {
  try {
    const doc = await renderPdf(iepPdfContent(iep, child))
    doc.save(iepPdfFileName(iep, child))
  } catch (error) {
    console.error('IEP PDF failed', error)
    window.alert(iepMessages.t('iep.pdf.failed'))
  }
}
