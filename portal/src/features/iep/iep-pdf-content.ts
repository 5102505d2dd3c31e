// What the IEP report PDF says, as plain data, so its wording, order and rows are tested without drawing a PDF.
// iep-pdf.ts lays it out: the child, centre, doctor and therapist, then one row per month with the
// columns Month, Long-Term Goals, Short-Term Goals, Performance, Therapist Feedback, Doctor Feedback, and the
// version of each month it shows.
import type { IepDto } from '@app/iep/schema'
import { clinicToday } from '@app/platform/clinic-time'
import { formatDateTime, formatDay, formatMonthYear } from '../../i18n/format'
import { BRAND_NAME } from '../../lib/brand'
import { therapyName } from '../../lib/therapy-types'
import { goalSeriesOf, goalSeriesTitle, isMeanOfEntries, monthPerformance, slugOf, type GoalProgress } from './iep-view'
import { iepMessages } from './messages'
import { progressChartGeometry, type ChartBox, type ChartGeometry } from './progress-chart-geometry'

/** The child the report is about, as the screen knows it. */
export interface ReportChild {
  name: string
  centreName: string | null
}

export interface IepPdfContent {
  title: string
  subtitle: string
  /** Label and value pairs above the table. */
  details: { label: string; value: string }[]
  columns: string[]
  /** One row per month, one string per column (lines separated by \n). */
  rows: string[][]
  /** Which version of each month the table shows, with its author and time. */
  versions: string[]
  generated: string
  /** One progress chart per short-term goal (a goal carried into the next month stays one chart), laid out by the same geometry as the screens' charts (in mm). */
  charts: PdfChart[]
  /** The legend under the charts: each mark's shape with its words (the meaning is never colour alone). */
  chartLegend: { mark: 'entries' | 'monthly' | 'baseline' | 'change'; label: string }[]
  chartsHeading: string
}

/** A goal's chart for the PDF: its geometry in mm plus every text label drawn on it. */
export interface PdfChart {
  title: string
  geometry: ChartGeometry
  /** Month names under their bands. */
  monthLabels: { x: number; text: string }[]
  /** 0 %, 25 %, ... at the left of the plot. */
  tickLabels: { y: number; text: string }[]
  /** "Baseline 40%" at the right end of the dashed baseline; null without entries. */
  baselineLabel: string | null
  /** Each month's % written next to its square. */
  monthlyLabels: { x: number; y: number; text: string }[]
  /** "Reworded 12 Nov" at the top of each marker. */
  changeLabels: { x: number; text: string }[]
  /** Said when the goal has nothing recorded. */
  emptyText: string | null
}

/** A chart's box on the page (mm): two charts side by side on landscape A4. */
export const PDF_CHART_BOX: ChartBox = { width: 132, height: 62, padding: { top: 8, right: 6, bottom: 9, left: 13 } }

function pdfChart(progress: GoalProgress): PdfChart {
  const t = iepMessages.t
  const geometry = progressChartGeometry(progress, PDF_CHART_BOX)
  const isEmpty = geometry.entryPoints.length === 0 && geometry.monthlyPoints.length === 0
  return {
    title: goalSeriesTitle(progress),
    geometry,
    monthLabels: geometry.monthBands.map((band) => ({ x: band.labelX, text: formatMonthYear(band.month, band.year) })),
    tickLabels: geometry.yTicks.map((tick) => ({ y: tick.y, text: `${tick.percent}%` })),
    baselineLabel: geometry.baseline ? t('iep.pdf.chart.baseline', { percent: geometry.baseline.percent }) : null,
    monthlyLabels: geometry.monthlyPoints.map((point) => ({
      x: point.x,
      y: point.y,
      text: t('iep.pdf.percent', { percent: point.percent }),
    })),
    changeLabels: geometry.changeMarkers.map((marker) => ({
      x: marker.x,
      text: t('iep.pdf.chart.reworded', { day: formatDay(marker.date) }),
    })),
    emptyText: isEmpty ? t('iep.chart.empty') : null,
  }
}

// An empty value reads as a plain hyphen.
const orDash = (value: string | null | undefined): string => (value?.trim() ? value.trim() : '-')

/** The report's content for the plan's current versions. */
export function iepPdfContent(iep: IepDto, child: ReportChild, now: Date = new Date()): IepPdfContent {
  const t = iepMessages.t
  const rows = iep.monthlyGoals.map((month) => {
    const { latest } = month
    const performance = monthPerformance(month)
    return [
      formatMonthYear(month.month, month.year),
      orDash(latest.target),
      latest.goals.map((goal, index) => `${index + 1}. ${goal}`).join('\n') || '-',
      latest.goals
        .map((_, index) => {
          const value = performance[index]
          if (value === null || value === undefined) return `${index + 1}. ${t('iep.pdf.notRecorded')}`
          return `${index + 1}. ${
            isMeanOfEntries(latest, index)
              ? t('iep.pdf.percentMean', { percent: value })
              : t('iep.pdf.percent', { percent: value })
          }`
        })
        .join('\n') || '-',
      orDash(latest.therapistFeedback),
      orDash(latest.doctorFeedback),
    ]
  })
  return {
    title: orDash(child.centreName) === '-' ? BRAND_NAME : (child.centreName ?? BRAND_NAME),
    subtitle: t('iep.pdf.subtitle'),
    details: [
      { label: t('iep.pdf.child'), value: orDash(child.name) },
      { label: t('iep.pdf.centre'), value: orDash(child.centreName) },
      { label: t('iep.pdf.doctor'), value: orDash(iep.doctorId?.name) },
      { label: t('iep.pdf.therapist'), value: orDash(iep.therapistName) },
      { label: t('iep.pdf.therapy'), value: orDash(therapyName(iep.therapy)) },
      { label: t('iep.pdf.starting'), value: formatMonthYear(iep.startingMonth, iep.startingYear) },
    ],
    columns: [
      t('iep.pdf.column.month'),
      t('iep.pdf.column.longTerm'),
      t('iep.pdf.column.shortTerm'),
      t('iep.pdf.column.performance'),
      t('iep.pdf.column.therapistFeedback'),
      t('iep.pdf.column.doctorFeedback'),
    ],
    rows,
    versions: iep.monthlyGoals.map((month) =>
      t('iep.pdf.version', {
        month: formatMonthYear(month.month, month.year),
        version: month.latest.version,
        name: month.latest.updatedBy?.name ?? '-',
        role: month.latest.updatedBy?.role ?? 'other',
        when: formatDateTime(month.latest.updatedAt),
      }),
    ),
    // Today at the centre, not in UTC (from 6:30 pm UTC India is already on the next day).
    generated: t('iep.pdf.generated', { day: formatDay(clinicToday(now)) }),
    chartsHeading: t('iep.pdf.chart.heading'),
    charts: goalSeriesOf(iep).map(pdfChart),
    chartLegend: [
      { mark: 'entries', label: t('iep.chart.legend.entries') },
      { mark: 'monthly', label: t('iep.chart.legend.monthly') },
      { mark: 'baseline', label: t('iep.chart.legend.baseline') },
      { mark: 'change', label: t('iep.chart.legend.change') },
    ],
  }
}

/** "iep-aarav-kumar-speech-therapy-2026-11.pdf". */
export function iepPdfFileName(iep: Pick<IepDto, 'therapy' | 'startingMonth' | 'startingYear'>, child: ReportChild) {
  const month = String(iep.startingMonth).padStart(2, '0')
  return (
    ['iep', slugOf(child.name), slugOf(iep.therapy), `${iep.startingYear}-${month}`].filter(Boolean).join('-') + '.pdf'
  )
}
