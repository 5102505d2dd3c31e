import type { AppointmentDto } from '@app/appointments/schema'
import { Download, FileText, Loader2 } from 'lucide-react'
import { useEffect, useState } from 'react'
import { Button } from '../../../components/ui/button'
import { Dialog } from '../../../components/ui/dialog'
import { appointmentPdfBlob, downloadAppointmentPdf } from '../appointment-pdf'
import { formatAppointmentDate } from '../appointment-view'
import { formatSlotTime } from '../../../i18n/format'
import { useMessages } from '../../../i18n/messages'
import { appointmentsMessages } from '../messages'

/** "View PDF": shows the appointment's summary PDF in the page, with a button to download it. */
export function ViewPdfButton({ appointment }: { appointment: AppointmentDto }) {
  const [isBusy, setIsBusy] = useState(false)
  const [url, setUrl] = useState<string | null>(null)
  // The object URL holds the PDF in memory: let it go when the viewer closes.
  useEffect(() => (url ? () => URL.revokeObjectURL(url) : undefined), [url])
  const t = useMessages(appointmentsMessages)
  const when = {
    child: appointment.childId.name,
    date: formatAppointmentDate(appointment.appointmentDate),
    time: formatSlotTime(appointment.appointmentTime),
  }

  return (
    <>
      <Button
        type="button"
        size="sm"
        variant="outline"
        disabled={isBusy}
        aria-label={t('appointments.pdfViewer.open', when)}
        onClick={async () => {
          setIsBusy(true)
          const blob = await appointmentPdfBlob(appointment)
          setIsBusy(false)
          if (blob) setUrl(URL.createObjectURL(blob))
        }}
      >
        {isBusy ? <Loader2 className="animate-spin" aria-hidden="true" /> : <FileText aria-hidden="true" />}
        {t('appointments.parent.viewPdf')}
      </Button>
      <Dialog
        isOpen={url !== null}
        onClose={() => setUrl(null)}
        maxWidth="4xl"
        title={t('appointments.pdfViewer.title')}
        description={t('appointments.pdfViewer.when', when)}
      >
        {url ? (
          <div className="grid gap-4">
            <iframe
              src={url}
              title={t('appointments.pdfViewer.frameTitle', when)}
              className="h-[70dvh] w-full rounded-lg border border-slate-200"
            />
            <div className="flex justify-end">
              <Button type="button" onClick={() => void downloadAppointmentPdf(appointment)}>
                <Download aria-hidden="true" />
                {t('appointments.pdfViewer.download')}
              </Button>
            </div>
          </div>
        ) : null}
      </Dialog>
    </>
  )
}
