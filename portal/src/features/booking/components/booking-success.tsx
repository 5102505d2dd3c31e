import type { AppointmentDto } from '@app/appointments/schema'
import { Link, useRouter } from '@tanstack/react-router'
import { CalendarPlus, CircleCheckBig, Download, LayoutDashboard, Loader2 } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { Button } from '../../../components/ui/button'
import { toast } from '../../../hooks/use-toast'
import { BOOKING_MESSAGES } from '../api/booking'
import { formatDay, formatSlotTime } from '../../../i18n/format'
import { useMessages } from '../../../i18n/messages'
import { consultationName } from '../../../lib/consultation-types'
import { bookingMessages } from '../messages'

/** Downloads an appointment's summary PDF. */
export type DownloadAppointmentPdf = (appointment: AppointmentDto) => Promise<void>

/** Seconds the success screen waits before going back to the page the booking was opened from (docs/product.md §4.6). */
export const RETURN_AFTER_SECONDS = 10

function Detail({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <>
      <dt className="text-slate-600">{label}</dt>
      <dd className="font-medium text-slate-900">{value?.trim() ? value : '—'}</dd>
    </>
  )
}

/**
 * After a booking: what was booked and its status (a parent's waits for approval, an admin's is
 * approved), the PDF summary, Book Another, Back to Dashboard, and a countdown back to the previous page.
 */
export function BookingSuccess({
  appointment,
  dashboardPath,
  onBookAnother,
  downloadPdf,
}: {
  appointment: AppointmentDto
  dashboardPath: '/admindashboard' | '/parentdashboard'
  onBookAnother: () => void
  /** Makes the appointment's summary PDF (the appointments feature's, passed in by the route). */
  downloadPdf: DownloadAppointmentPdf
}) {
  const router = useRouter()
  const [secondsLeft, setSecondsLeft] = useState(RETURN_AFTER_SECONDS)
  const [isDownloading, setIsDownloading] = useState(false)
  const t = useMessages(bookingMessages)
  const headingRef = useRef<HTMLHeadingElement>(null)
  useEffect(() => headingRef.current?.focus(), [])

  useEffect(() => {
    const timer = setInterval(() => setSecondsLeft((s) => Math.max(0, s - 1)), 1000)
    return () => clearInterval(timer)
  }, [])
  useEffect(() => {
    if (secondsLeft === 0) router.history.back()
  }, [secondsLeft, router])

  async function download() {
    setIsDownloading(true)
    try {
      await downloadPdf(appointment)
    } catch {
      toast({ title: BOOKING_MESSAGES.pdfFailed, variant: 'error' })
    } finally {
      setIsDownloading(false)
    }
  }

  return (
    <section className="grid justify-items-center gap-4 py-6 text-center" aria-labelledby="booking-success">
      <span className="flex size-16 items-center justify-center rounded-full bg-teal-50 text-teal-700">
        <CircleCheckBig className="size-8" aria-hidden="true" />
      </span>
      <h2
        id="booking-success"
        ref={headingRef}
        tabIndex={-1}
        className="text-xl font-semibold text-slate-900 outline-none"
      >
        {BOOKING_MESSAGES.booked}
      </h2>
      <p className="max-w-md text-slate-700" data-testid="booking-status">
        {t('booking.success.statusText', { status: appointment.status })}
      </p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-start text-sm">
        <Detail label={t('booking.success.child')} value={appointment.childId?.name} />
        <Detail label={t('booking.success.doctor')} value={appointment.doctorId?.name} />
        <Detail label={t('booking.success.branch')} value={appointment.centreId?.name} />
        <Detail label={t('booking.success.date')} value={formatDay(appointment.appointmentDate)} />
        <Detail label={t('booking.success.time')} value={formatSlotTime(appointment.appointmentTime)} />
        <Detail label={t('booking.success.consultation')} value={consultationName(appointment.consultationType)} />
        <Detail
          label={t('booking.success.status')}
          value={t('booking.success.statusValue', { status: appointment.status })}
        />
      </dl>
      <p className="text-sm text-slate-600" role="timer" aria-live="off">
        {t('booking.success.returning', { seconds: secondsLeft })}
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button variant="outline" onClick={() => void download()} disabled={isDownloading}>
          {isDownloading ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Download aria-hidden="true" />}
          {t('booking.success.downloadPdf')}
        </Button>
        <Button onClick={onBookAnother}>
          <CalendarPlus aria-hidden="true" />
          {t('booking.success.bookAnother')}
        </Button>
        <Button asChild variant="outline">
          <Link to={dashboardPath}>
            <LayoutDashboard aria-hidden="true" />
            {t('booking.success.backToDashboard')}
          </Link>
        </Button>
      </div>
    </section>
  )
}
