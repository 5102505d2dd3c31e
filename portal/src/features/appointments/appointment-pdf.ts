import type { AppointmentDto } from '@app/appointments/schema'
import { appointmentPdfFileName, appointmentPdfLines, type PdfLine } from './appointment-pdf-content'
import { appointmentsMessages } from './messages'

const PAGE_MARGIN = 20
const LABEL_WIDTH = 45
const LINE_HEIGHT = 6

/** Lays the summary's lines out on A4 pages; long values (concerns) wrap and flow onto a new page. */
async function renderPdf(lines: readonly PdfLine[], title: string): Promise<Uint8Array> {
  // Loaded on first use: the writer, HarfBuzz and the fonts are large and only a click on a PDF button needs them.
  const { createPdfWriter } = await import('../../lib/pdf/load-pdf-writer')
  const doc = await createPdfWriter({ title })
  const { pageWidth, pageHeight } = doc
  const contentWidth = pageWidth - PAGE_MARGIN * 2
  let y = PAGE_MARGIN + 4

  const ensureRoom = (height: number) => {
    if (y + height > pageHeight - PAGE_MARGIN) {
      doc.addPage()
      y = PAGE_MARGIN
    }
  }

  for (const line of lines) {
    switch (line.kind) {
      case 'title':
        doc.setFont('bold').setFontSize(18).setTextColor(15, 118, 110)
        doc.text(line.text, pageWidth / 2, y, { align: 'center', maxWidth: contentWidth })
        y += 9
        break
      case 'subtitle':
        doc.setFont('normal').setFontSize(13).setTextColor(51, 65, 85)
        doc.text(line.text, pageWidth / 2, y, { align: 'center' })
        y += 5
        doc.setDrawColor(203, 213, 225).line(PAGE_MARGIN, y, pageWidth - PAGE_MARGIN, y)
        y += 10
        break
      case 'heading':
        ensureRoom(LINE_HEIGHT * 3)
        y += 2
        doc.setFont('bold').setFontSize(12).setTextColor(15, 23, 42)
        doc.text(line.text, PAGE_MARGIN, y)
        y += LINE_HEIGHT + 2
        break
      case 'field': {
        doc.setFontSize(11)
        doc.setFont('normal')
        const wrapped = doc.splitTextToSize(line.value, contentWidth - LABEL_WIDTH)
        for (const [index, part] of wrapped.entries()) {
          ensureRoom(LINE_HEIGHT)
          if (index === 0) {
            doc.setFont('bold').setTextColor(71, 85, 105)
            doc.text(`${line.label}:`, PAGE_MARGIN, y)
          }
          doc.setFont('normal').setTextColor(15, 23, 42)
          doc.text(part, PAGE_MARGIN + LABEL_WIDTH, y)
          y += LINE_HEIGHT
        }
        y += 1
        break
      }
    }
  }
  return doc.save()
}

const documentTitle = (appointment: AppointmentDto) =>
  `${appointmentsMessages.t('appointments.pdf.subtitle')}: ${appointment.childId.name}`

/**
 * Builds and downloads the appointment summary PDF (fonts embedded, Indic names shaped: decision 046; docs/product.md §4.10 layout: centre header,
 * patient, parent, doctor, centre, date, time, type, status, referrer, concerns, then prescription
 * and previous reports). Used by the booking success screen and every appointments list.
 * Never rejects: a failure is reported to the user with an alert (appointments.toast.pdfFailed, docs/product.md §8.6).
 */
export async function downloadAppointmentPdf(appointment: AppointmentDto): Promise<void> {
  try {
    const { saveBytes } = await import('../../lib/pdf/load-pdf-writer')
    saveBytes(
      await renderPdf(appointmentPdfLines(appointment), documentTitle(appointment)),
      appointmentPdfFileName(appointment),
    )
  } catch (error) {
    console.error('appointment PDF failed', error)
    window.alert(appointmentsMessages.t('appointments.toast.pdfFailed'))
  }
}

/** The appointment summary PDF as a Blob, to show in the page (View PDF); null when it could not be made. */
export async function appointmentPdfBlob(appointment: AppointmentDto): Promise<Blob | null> {
  try {
    const bytes = await renderPdf(appointmentPdfLines(appointment), documentTitle(appointment))
    return new Blob([bytes as BlobPart], { type: 'application/pdf' })
  } catch (error) {
    console.error('appointment PDF failed', error)
    window.alert(appointmentsMessages.t('appointments.toast.pdfFailed'))
    return null
  }
}
