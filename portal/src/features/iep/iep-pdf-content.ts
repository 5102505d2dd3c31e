// What the IEP report PDF says, as plain data, so its wording, order and rows are tested without drawing a PDF.
// iep-pdf.ts lays it out with jsPDF: the child, centre, doctor and therapist, then one row per month with the
// columns Month, Long-Term Goals, Short-Term Goals, Performance, Therapist Feedback, Doctor Feedback, and the
// version of each month it shows.
import type { IepDto } from '@app/iep/schema'
import { formatDateTime, formatDay, formatMonthYear } from '../../i18n/format'
import { BRAND_NAME } from '../../lib/brand'
import { isMeanOfEntries, monthPerformance, slugOf } from './iep-view'
import { iepMessages } from './messages'

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
}

// jsPDF's standard fonts cover Latin-1 only: an empty value reads as a plain hyphen.
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
      { label: t('iep.pdf.therapy'), value: orDash(iep.therapy) },
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
    generated: t('iep.pdf.generated', { day: formatDay(now) }),
  }
}

/** "iep-aarav-kumar-speech-therapy-2026-11.pdf". */
export function iepPdfFileName(iep: Pick<IepDto, 'therapy' | 'startingMonth' | 'startingYear'>, child: ReportChild) {
  const month = String(iep.startingMonth).padStart(2, '0')
  return (
    ['iep', slugOf(child.name), slugOf(iep.therapy), `${iep.startingYear}-${month}`].filter(Boolean).join('-') + '.pdf'
  )
}
