// What the appointment summary PDF says, as plain data (docs/product.md §4.10 layout), so the wording and
// order are tested without drawing a PDF. appointment-pdf.ts lays these lines out.
import type { AppointmentDto } from '@app/appointments/schema'
import { formatSlotTime } from '../../i18n/format'
import { BRAND_NAME } from '../../lib/brand'
import { consultationLabel } from '../../lib/consultation-types'
import { formatAppointmentDate, parentNameOf, statusLabel } from './appointment-view'
import { appointmentsMessages } from './messages'

export type PdfLine =
  | { kind: 'title'; text: string }
  | { kind: 'subtitle'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'field'; label: string; value: string }

// An empty value reads as a plain hyphen.
const orDash = (value: string | null | undefined): string => (value?.trim() ? value.trim() : '-')

/** The summary's lines, top to bottom: centre header, the appointment, then its documents. */
export function appointmentPdfLines(appointment: AppointmentDto): PdfLine[] {
  const reports = appointment.previousMedicalReports.length
  return [
    { kind: 'title', text: appointment.centreId?.name?.trim() || BRAND_NAME },
    { kind: 'subtitle', text: appointmentsMessages.t('appointments.pdf.subtitle') },
    { kind: 'heading', text: appointmentsMessages.t('appointments.pdf.details') },
    {
      kind: 'field',
      label: appointmentsMessages.t('appointments.pdf.patientName'),
      value: orDash(appointment.childId.name),
    },
    {
      kind: 'field',
      label: appointmentsMessages.t('appointments.pdf.parentName'),
      value: orDash(parentNameOf(appointment)),
    },
    {
      kind: 'field',
      label: appointmentsMessages.t('appointments.pdf.doctor'),
      value: orDash(appointment.doctorId?.name),
    },
    {
      kind: 'field',
      label: appointmentsMessages.t('appointments.pdf.centre'),
      value: orDash(appointment.centreId?.name),
    },
    {
      kind: 'field',
      label: appointmentsMessages.t('appointments.pdf.date'),
      value: orDash(formatAppointmentDate(appointment.appointmentDate)),
    },
    {
      kind: 'field',
      label: appointmentsMessages.t('appointments.pdf.time'),
      value: orDash(formatSlotTime(appointment.appointmentTime)),
    },
    {
      kind: 'field',
      label: appointmentsMessages.t('appointments.pdf.consultationType'),
      value: orDash(consultationLabel(appointment.consultationType)),
    },
    { kind: 'field', label: appointmentsMessages.t('appointments.pdf.status'), value: statusLabel(appointment.status) },
    {
      kind: 'field',
      label: appointmentsMessages.t('appointments.pdf.referredBy'),
      value: orDash(appointment.referredBy),
    },
    {
      kind: 'field',
      label: appointmentsMessages.t('appointments.pdf.concerns'),
      value: orDash(appointment.childConcerns),
    },
    { kind: 'heading', text: appointmentsMessages.t('appointments.pdf.documents') },
    {
      kind: 'field',
      label: appointmentsMessages.t('appointments.pdf.prescription'),
      value: appointmentsMessages.t('appointments.pdf.prescriptionState', {
        isUploaded: appointment.prescription ? 'yes' : 'no',
      }),
    },
    {
      kind: 'field',
      label: appointmentsMessages.t('appointments.pdf.previousReports'),
      value: appointmentsMessages.t('appointments.pdf.reports', { count: reports }),
    },
  ]
}

/** "appointment-aarav-kumar-2026-11-21.pdf": the child's name and the day, safe for any file system. */
export function appointmentPdfFileName(appointment: Pick<AppointmentDto, 'childId' | 'appointmentDate'>): string {
  const slug = appointment.childId.name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
  return ['appointment', slug, appointment.appointmentDate.slice(0, 10)].filter(Boolean).join('-') + '.pdf'
}
