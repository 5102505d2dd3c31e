import type { AppointmentDto } from '@app/appointments/schema'
import { Link } from '@tanstack/react-router'
import { Inbox } from 'lucide-react'
import { useCallback } from 'react'
import { toast } from '../../../hooks/use-toast'
import { useMessages } from '../../../i18n/messages'
import { useUpdateFollowUp } from '../api/update-follow-up'
import { enquiriesMessages } from '../messages'

/** Above the walk-in booking form opened by "Book assessment": which enquiry it answers, and a way back. */
export function BookingFromEnquiryNotice({ referenceId }: { referenceId: string }) {
  const t = useMessages(enquiriesMessages)
  return (
    <div className="mb-4 grid gap-1 rounded-xl border border-teal-200 bg-teal-50 p-3 text-sm text-teal-900">
      <p className="flex items-start gap-2">
        <Inbox className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {t('enquiries.booking.from', { referenceId })}
      </p>
      <Link
        to="/admindashboard/jwlenquiries/$referenceId"
        params={{ referenceId }}
        className="font-medium underline underline-offset-4"
      >
        {t('enquiries.booking.backToEnquiry', { referenceId })}
      </Link>
    </div>
  )
}

/** What to do when the assessment is booked: move the enquiry to Assessment booked, linked to the appointment. */
export function useMarkAssessmentBooked(referenceId: string): (appointment: AppointmentDto) => void {
  const t = useMessages(enquiriesMessages)
  const followUp = useUpdateFollowUp(referenceId)
  const { mutate } = followUp
  return useCallback(
    (appointment: AppointmentDto) =>
      mutate(
        { stage: 'assessment-booked', appointmentId: appointment._id },
        {
          onSuccess: () => toast({ title: t('enquiries.booking.moved', { referenceId }), variant: 'success' }),
          onError: () => toast({ title: t('enquiries.booking.moveFailed', { referenceId }), variant: 'error' }),
        },
      ),
    [mutate, referenceId, t],
  )
}
