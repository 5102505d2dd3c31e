import type { AppointmentDto } from '@app/appointments/schema'
import { Download, FileText, Loader2, Upload } from 'lucide-react'
import { useId, useState, type ChangeEvent } from 'react'
import { Button } from '../../../components/ui/button'
import { toast } from '../../../hooks/use-toast'
import { serverMessage } from '../../../lib/api-errors'
import { cn } from '../../../lib/utils'
import { downloadAuthorisedFile } from '../api/download-file'
import { useUploadPrescription } from '../api/upload-prescription'
import { downloadAppointmentPdf } from '../appointment-pdf'
import { APPOINTMENT_MESSAGES, PRESCRIPTION_ACCEPT } from '../appointment-view'

/** Generates and downloads the appointment's summary PDF. */
export function PdfButton({ appointment, label = 'PDF' }: { appointment: AppointmentDto; label?: string }) {
  const [isBusy, setIsBusy] = useState(false)
  return (
    <Button
      type="button"
      size="sm"
      variant="outline"
      disabled={isBusy}
      aria-label={`${label} for ${appointment.childId.name} on ${appointment.appointmentDate}`}
      onClick={async () => {
        setIsBusy(true)
        await downloadAppointmentPdf(appointment)
        setIsBusy(false)
      }}
    >
      {isBusy ? <Loader2 className="animate-spin" aria-hidden="true" /> : <FileText aria-hidden="true" />}
      {label}
    </Button>
  )
}

/** Downloads a file of the appointment through its authorised route (the token goes in the header). */
function AuthorisedDownload({ path, label, fileName }: { path: string; label: string; fileName: string }) {
  const [isBusy, setIsBusy] = useState(false)
  return (
    <Button
      type="button"
      size="sm"
      variant="link"
      className="h-auto px-0"
      disabled={isBusy}
      onClick={async () => {
        setIsBusy(true)
        try {
          await downloadAuthorisedFile(path, fileName)
        } catch {
          toast({ title: APPOINTMENT_MESSAGES.downloadFailed, variant: 'error' })
        } finally {
          setIsBusy(false)
        }
      }}
    >
      {isBusy ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Download aria-hidden="true" />}
      {label}
    </Button>
  )
}

/** Download buttons for the prescription and each previous report, or a dash when there are none. */
export function AppointmentFiles({ appointment }: { appointment: AppointmentDto }) {
  const child = appointment.childId.name
  if (!appointment.prescription && appointment.previousMedicalReports.length === 0) {
    return <span className="text-slate-500">None</span>
  }
  return (
    <ul className="grid gap-1">
      {appointment.prescription ? (
        <li>
          <AuthorisedDownload
            path={appointment.prescription}
            label="Prescription"
            fileName={`prescription-${appointment._id}`}
          />
          <span className="sr-only"> of {child}</span>
        </li>
      ) : null}
      {appointment.previousMedicalReports.map((path, index) => (
        <li key={path}>
          <AuthorisedDownload
            path={path}
            label={`Report ${index + 1}`}
            fileName={`report-${appointment._id}-${index + 1}`}
          />
          <span className="sr-only"> of {child}</span>
        </li>
      ))}
    </ul>
  )
}

/** A file picker that uploads the chosen prescription at once (pdf, doc, docx, jpg, jpeg, png). */
export function PrescriptionUpload({ appointment }: { appointment: AppointmentDto }) {
  const inputId = useId()
  const upload = useUploadPrescription()
  const isUploading = upload.isPending

  async function onChange(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget
    const file = input.files?.[0]
    if (!file) return
    try {
      // The mutation refreshes the appointment lists, which then show the new file.
      await upload.mutateAsync({ appointmentId: appointment._id, file })
      toast({ title: APPOINTMENT_MESSAGES.prescriptionUploaded, variant: 'success' })
    } catch (error) {
      toast({ title: serverMessage(error) ?? APPOINTMENT_MESSAGES.prescriptionFailed, variant: 'error' })
    } finally {
      input.value = ''
    }
  }

  return (
    <div>
      <input
        id={inputId}
        type="file"
        accept={PRESCRIPTION_ACCEPT}
        className="peer sr-only"
        disabled={isUploading}
        aria-label={`Upload prescription for ${appointment.childId.name}`}
        onChange={onChange}
      />
      <label
        htmlFor={inputId}
        aria-hidden="true"
        className={cn(
          'inline-flex h-9 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm font-medium whitespace-nowrap text-slate-800 hover:bg-slate-50 peer-focus-visible:ring-2 peer-focus-visible:ring-teal-600 peer-focus-visible:ring-offset-2 [&_svg]:size-4',
          isUploading && 'pointer-events-none opacity-60',
        )}
      >
        {isUploading ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Upload aria-hidden="true" />}
        Upload Prescription
      </label>
    </div>
  )
}
