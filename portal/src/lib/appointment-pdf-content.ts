// What the appointment summary PDF says, as plain data (docs/product.md §4.10 layout), so the wording and
// order are tested without drawing a PDF. appointment-pdf.ts lays these lines out with jsPDF.
import type { AppointmentDto } from '@app/appointments/schema'
import { consultationLabel, formatAppointmentDate, parentNameOf, statusLabel } from './appointment-format'
import { BRAND_NAME } from './brand'

export type PdfLine =
  | { kind: 'title'; text: string }
  | { kind: 'subtitle'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'field'; label: string; value: string }

// The PDF's standard fonts cover Latin-1 only, so an empty value reads as a plain hyphen.
const orDash = (value: string | null | undefined): string => (value?.trim() ? value.trim() : '-')

/** The summary's lines, top to bottom: centre header, the appointment, then its documents. */
export function appointmentPdfLines(appointment: AppointmentDto): PdfLine[] {
  const reports = appointment.previousMedicalReports.length
  return [
    { kind: 'title', text: appointment.centreId?.name?.trim() || BRAND_NAME },
    { kind: 'subtitle', text: 'Appointment Summary' },
    { kind: 'heading', text: 'Appointment Details' },
    { kind: 'field', label: 'Patient Name', value: orDash(appointment.childId.name) },
    { kind: 'field', label: 'Parent Name', value: orDash(parentNameOf(appointment)) },
    { kind: 'field', label: 'Doctor', value: orDash(appointment.doctorId?.name) },
    { kind: 'field', label: 'Centre', value: orDash(appointment.centreId?.name) },
    { kind: 'field', label: 'Date', value: orDash(formatAppointmentDate(appointment.appointmentDate)) },
    { kind: 'field', label: 'Time', value: orDash(appointment.appointmentTime) },
    { kind: 'field', label: 'Consultation Type', value: orDash(consultationLabel(appointment.consultationType)) },
    { kind: 'field', label: 'Status', value: statusLabel(appointment.status) },
    { kind: 'field', label: 'Referred By', value: orDash(appointment.referredBy) },
    { kind: 'field', label: 'Concerns', value: orDash(appointment.childConcerns) },
    { kind: 'heading', text: 'Documents' },
    { kind: 'field', label: 'Prescription', value: appointment.prescription ? 'Uploaded' : 'Not uploaded' },
    {
      kind: 'field',
      label: 'Previous Reports',
      value: reports === 0 ? 'None' : `${reports} report${reports === 1 ? '' : 's'} attached`,
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
