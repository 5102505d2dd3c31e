import type { IepDto } from '@app/iep/schema'
import type { PdfWriter } from '../../lib/pdf/pdf-writer'
import { placeLabels, type Box } from './chart-label-layout'
import {
  iepPdfContent,
  iepPdfFileName,
  PDF_CHART_BOX,
  type IepPdfContent,
  type PdfChart,
  type ReportChild,
} from './iep-pdf-content'
import { iepMessages } from './messages'

const MARGIN = 12
const LINE = 4.6
// Month, Long-Term Goals, Short-Term Goals, Performance, Therapist Feedback, Doctor Feedback (mm, A4 landscape).
const WIDTHS = [30, 50, 62, 36, 47.5, 47.5]
const CELL_PADDING = 2

const CHART_GAP = 9
const CHART_TITLE_LINE = 3.8

type Rgb = [number, number, number]
const TEAL: Rgb = [15, 118, 110]
const NAVY: Rgb = [30, 58, 138]
const AMBER: Rgb = [180, 83, 9]
const SLATE: Rgb = [100, 116, 139]
const INK: Rgb = [51, 65, 85]

/** The shape of each legend mark, the same as on the chart (so shape and words, not colour, carry meaning). */
function drawMark(doc: PdfWriter, mark: IepPdfContent['chartLegend'][number]['mark'], x: number, y: number) {
  doc.setLineDashPattern([], 0)
  if (mark === 'entries') {
    doc
      .setDrawColor(...TEAL)
      .setLineWidth(0.5)
      .line(x, y, x + 6, y)
    doc.setFillColor(...TEAL).circle(x + 3, y, 0.9, 'F')
  } else if (mark === 'monthly') {
    doc
      .setDrawColor(...NAVY)
      .setFillColor(255, 255, 255)
      .setLineWidth(0.5)
      .rect(x + 2, y - 1, 2, 2, 'FD')
  } else if (mark === 'baseline') {
    doc
      .setDrawColor(...SLATE)
      .setLineWidth(0.3)
      .setLineDashPattern([0.8, 1], 0)
      .line(x, y, x + 6, y)
  } else {
    doc.setFillColor(...AMBER).triangle(x + 1.6, y - 1.6, x + 4.4, y - 1.6, x + 3, y + 0.4, 'F')
    doc
      .setDrawColor(...AMBER)
      .setLineWidth(0.4)
      .setLineDashPattern([1, 0.7], 0)
      .line(x + 3, y - 1.6, x + 3, y + 2)
  }
  doc.setLineDashPattern([], 0).setLineWidth(0.2)
}

const MM_PER_PT = 25.4 / 72

/** A place for a label: its baseline's anchor point and alignment, in the chart's own mm. */
interface Spot {
  x: number
  y: number
  align: 'left' | 'center' | 'right'
}

/** The box a line of text covers when drawn at a spot in the given size. */
function boxAt(doc: PdfWriter, text: string, spot: Spot, size: number): Box {
  doc.setFontSize(size)
  const width = doc.getTextWidth(text)
  const height = size * MM_PER_PT
  const x = spot.align === 'center' ? spot.x - width / 2 : spot.align === 'right' ? spot.x - width : spot.x
  return { x, y: spot.y - height * 0.8, width, height }
}

/**
 * Where the chart's labels go: the rewording notes, the baseline's and each month's %, each at the first of its
 * places that covers no point, square, axis label or other label (they overlapped when drawn at fixed offsets).
 */
function labelSpots(doc: PdfWriter, chart: PdfChart) {
  const { geometry } = chart
  const { plot, box } = geometry
  const mark = (x: number, y: number, r: number): Box => ({ x: x - r, y: y - r, width: 2 * r, height: 2 * r })
  const obstacles = [
    ...geometry.entryPoints.map((point) => mark(point.x, point.y, 1)),
    ...chart.monthlyLabels.map((label) => mark(label.x, label.y, 1.3)),
    ...chart.tickLabels.map((tick) => boxAt(doc, tick.text, { x: plot.left - 1.5, y: tick.y + 1, align: 'right' }, 7)),
    ...chart.monthLabels.map((label) => boxAt(doc, label.text, { x: label.x, y: box.height - 3, align: 'center' }, 7)),
  ]
  const changes = geometry.changeMarkers.map((marker) =>
    [plot.top - 1.2, plot.top - 3.6, plot.top - 6].flatMap((y): Spot[] => [
      { x: marker.x, y, align: 'center' },
      { x: marker.x + 0.8, y, align: 'left' },
      { x: marker.x - 0.8, y, align: 'right' },
    ]),
  )
  const baseline = geometry.baseline
    ? [
        { x: plot.right - 1, y: geometry.baseline.y - 1.2, align: 'right' as const },
        { x: plot.right - 1, y: geometry.baseline.y + 2.6, align: 'right' as const },
        { x: plot.left + 1, y: geometry.baseline.y - 1.2, align: 'left' as const },
        { x: plot.left + 1, y: geometry.baseline.y + 2.6, align: 'left' as const },
      ]
    : null
  const monthly = chart.monthlyLabels.map((label): Spot[] => [
    { x: label.x + 2, y: label.y - 1.6, align: 'left' },
    { x: label.x + 2, y: label.y + 3.2, align: 'left' },
    { x: label.x - 2, y: label.y - 1.6, align: 'right' },
    { x: label.x - 2, y: label.y + 3.2, align: 'right' },
    { x: label.x, y: label.y - 2.2, align: 'center' },
  ])
  const texts = [
    ...chart.changeLabels.map((label) => ({ text: label.text, size: 6.5 })),
    ...(baseline && chart.baselineLabel ? [{ text: chart.baselineLabel, size: 6.5 }] : []),
    ...chart.monthlyLabels.map((label) => ({ text: label.text, size: 7 })),
  ]
  const spots = [...changes, ...(baseline && chart.baselineLabel ? [baseline] : []), ...monthly]
  const chosen = placeLabels(
    spots.map((candidates, i) => candidates.map((spot) => boxAt(doc, texts[i].text, spot, texts[i].size))),
    obstacles,
    { x: 0, y: 0, width: box.width, height: box.height },
  )
  const at = chosen.map((index, i) => spots[i][index])
  return {
    changes: at.slice(0, changes.length),
    baseline: baseline && chart.baselineLabel ? at[changes.length] : null,
    monthly: at.slice(at.length - monthly.length),
  }
}

/** One goal's chart with its top-left corner at (left, top), from the same geometry as the screens' SVG. */
function drawChart(doc: PdfWriter, chart: PdfChart, left: number, top: number) {
  const { geometry } = chart
  const { plot, box } = geometry
  const X = (x: number) => left + x
  const Y = (y: number) => top + y
  const spots = labelSpots(doc, chart)

  geometry.monthBands.forEach((band, index) => {
    if (index % 2 === 1) {
      doc.setFillColor(241, 245, 249).rect(X(band.x1), Y(plot.top), band.x2 - band.x1, plot.bottom - plot.top, 'F')
    }
  })
  doc
    .setFont('normal')
    .setFontSize(7)
    .setTextColor(...INK)
  for (const label of chart.monthLabels) doc.text(label.text, X(label.x), Y(box.height - 3), { align: 'center' })
  doc.setLineWidth(0.15).setDrawColor(226, 232, 240)
  for (const tick of geometry.yTicks) doc.line(X(plot.left), Y(tick.y), X(plot.right), Y(tick.y))
  for (const tick of chart.tickLabels) doc.text(tick.text, X(plot.left - 1.5), Y(tick.y + 1), { align: 'right' })

  if (geometry.baseline && chart.baselineLabel) {
    doc
      .setDrawColor(...SLATE)
      .setLineWidth(0.3)
      .setLineDashPattern([0.8, 1], 0)
    doc.line(X(plot.left), Y(geometry.baseline.y), X(plot.right), Y(geometry.baseline.y))
    doc
      .setLineDashPattern([], 0)
      .setFontSize(6.5)
      .setTextColor(...INK)
    const spot = spots.baseline ?? { x: plot.right - 1, y: geometry.baseline.y - 1.2, align: 'right' }
    doc.text(chart.baselineLabel, X(spot.x), Y(spot.y), { align: spot.align })
  }

  geometry.changeMarkers.forEach((marker, index) => {
    doc
      .setDrawColor(...AMBER)
      .setLineWidth(0.4)
      .setLineDashPattern([1.2, 0.8], 0)
    doc.line(X(marker.x), Y(plot.top), X(marker.x), Y(plot.bottom))
    doc.setLineDashPattern([], 0).setFillColor(...AMBER)
    doc.triangle(X(marker.x - 1.4), Y(plot.top), X(marker.x + 1.4), Y(plot.top), X(marker.x), Y(plot.top + 2), 'F')
    doc.setFontSize(6.5).setTextColor(...AMBER)
    const spot = spots.changes[index]
    doc.text(chart.changeLabels[index]?.text ?? '', X(spot.x), Y(spot.y), { align: spot.align })
  })

  const points = geometry.entryPoints
  doc.setDrawColor(...TEAL).setLineWidth(0.5)
  for (let i = 1; i < points.length; i += 1) {
    doc.line(X(points[i - 1].x), Y(points[i - 1].y), X(points[i].x), Y(points[i].y))
  }
  doc.setFillColor(...TEAL)
  for (const point of points) doc.circle(X(point.x), Y(point.y), 0.9, 'F')

  doc
    .setDrawColor(...NAVY)
    .setFillColor(255, 255, 255)
    .setLineWidth(0.5)
    .setFontSize(7)
    .setTextColor(...NAVY)
  chart.monthlyLabels.forEach((label, index) => {
    // Text is drawn in the fill colour (PDF has one non-stroking colour), so each square sets white again.
    doc.setFillColor(255, 255, 255).rect(X(label.x - 1.2), Y(label.y - 1.2), 2.4, 2.4, 'FD')
    const spot = spots.monthly[index]
    doc.text(label.text, X(spot.x), Y(spot.y), { align: spot.align })
  })

  doc.setDrawColor(148, 163, 184).setLineWidth(0.2)
  doc.line(X(plot.left), Y(plot.bottom), X(plot.right), Y(plot.bottom))
  if (chart.emptyText) {
    doc.setFontSize(7.5).setTextColor(...INK)
    doc.text(chart.emptyText, X((plot.left + plot.right) / 2), Y((plot.top + plot.bottom) / 2), { align: 'center' })
  }
}

/**
 * Lays the report out on the writer's landscape A4 pages; a row that does not fit starts a new page under a
 * repeated header.
 */
export function renderIepPdf(content: IepPdfContent, doc: PdfWriter): void {
  const { pageWidth, pageHeight } = doc
  let y = MARGIN + 4

  doc.setFont('bold').setFontSize(16).setTextColor(15, 118, 110)
  doc.text(content.title, pageWidth / 2, y, { align: 'center' })
  y += 7
  doc.setFont('normal').setFontSize(12).setTextColor(51, 65, 85)
  doc.text(content.subtitle, pageWidth / 2, y, { align: 'center' })
  y += 8

  doc.setFontSize(10)
  const half = (pageWidth - MARGIN * 2) / 2
  content.details.forEach((detail, index) => {
    const x = MARGIN + (index % 2) * half
    doc.setFont('bold').setTextColor(71, 85, 105)
    doc.text(`${detail.label}:`, x, y)
    doc.setFont('normal').setTextColor(15, 23, 42)
    doc.text(doc.splitTextToSize(detail.value, half - 32)[0], x + 30, y)
    if (index % 2 === 1) y += LINE + 1
  })
  if (content.details.length % 2 === 1) y += LINE + 1
  y += 3

  const drawRow = (cells: string[], isHeader: boolean) => {
    doc.setFont(isHeader ? 'bold' : 'normal').setFontSize(isHeader ? 9.5 : 9)
    const wrapped = cells.map((cell, index) => doc.splitTextToSize(cell, WIDTHS[index] - CELL_PADDING * 2))
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

  if (content.charts.length > 0) {
    // The charts: a heading and the legend, then two charts a row; a row that does not fit starts a page.
    const legendHeight = 12
    const chartHeight = (lines: string[]) => lines.length * CHART_TITLE_LINE + PDF_CHART_BOX.height
    y += 7
    if (y + legendHeight + PDF_CHART_BOX.height + 8 > pageHeight - MARGIN) {
      doc.addPage()
      y = MARGIN + 4
    }
    doc.setFont('bold').setFontSize(11).setTextColor(15, 23, 42)
    doc.text(content.chartsHeading, MARGIN, y)
    y += 5
    let legendX = MARGIN
    doc.setFont('normal').setFontSize(8)
    for (const item of content.chartLegend) {
      drawMark(doc, item.mark, legendX, y - 1)
      doc.setTextColor(...INK).text(item.label, legendX + 8, y)
      legendX += 10 + doc.getTextWidth(item.label) + 6
    }
    y += 5
    for (let index = 0; index < content.charts.length; index += 2) {
      const pair = content.charts.slice(index, index + 2)
      doc.setFont('bold').setFontSize(8.5)
      const titles = pair.map((chart) => doc.splitTextToSize(chart.title, PDF_CHART_BOX.width - 4).slice(0, 2))
      const rowHeight = Math.max(...titles.map(chartHeight))
      if (y + rowHeight > pageHeight - MARGIN) {
        doc.addPage()
        y = MARGIN
      }
      pair.forEach((chart, i) => {
        const left = MARGIN + i * (PDF_CHART_BOX.width + CHART_GAP)
        doc.setFont('bold').setFontSize(8.5).setTextColor(15, 23, 42)
        doc.text(titles[i], left, y + 3)
        drawChart(doc, chart, left, y + titles[i].length * CHART_TITLE_LINE)
      })
      y += rowHeight + 4
    }
  }

  y += 6
  doc.setFont('normal').setFontSize(8.5).setTextColor(71, 85, 105)
  for (const line of [...content.versions, content.generated]) {
    if (y > pageHeight - MARGIN) {
      doc.addPage()
      y = MARGIN
    }
    doc.text(line, MARGIN, y)
    y += LINE
  }
}

/**
 * Builds and downloads a plan's IEP report. Never rejects: a failure is told to the user with the alert
 * 'Failed to generate PDF'.
 */
export async function downloadIepPdf(iep: IepDto, child: ReportChild): Promise<void> {
  try {
    // Loaded on first use: the writer, HarfBuzz and the fonts are large and only this button needs them.
    const { createPdfWriter, saveBytes } = await import('../../lib/pdf/load-pdf-writer')
    const content = iepPdfContent(iep, child)
    const doc = await createPdfWriter({ orientation: 'landscape', title: `${content.subtitle}: ${child.name}` })
    renderIepPdf(content, doc)
    saveBytes(await doc.save(), iepPdfFileName(iep, child))
  } catch (error) {
    console.error('IEP PDF failed', error)
    window.alert(iepMessages.t('iep.pdf.failed'))
  }
}
