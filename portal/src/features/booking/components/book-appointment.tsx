// The Book Appointment screens (docs/product.md §4.6), composed by the route files in app/routes.
import type { AppointmentDto } from '@app/appointments/schema'
import { defaultAppointmentDate } from '@app/appointments/slots'
import { clinicToday } from '@app/platform/clinic-time'
import { Loader2 } from 'lucide-react'
import type { ChildRecord } from '@app/children/schema'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { useOwnChildren } from '../../../api/get-own-children'
import { useUser, type User } from '../../../api/get-user'
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card'
import { usePageTitle } from '../../../hooks/use-page-title'
import { useSession } from '../../../hooks/use-session'
import { toast } from '../../../hooks/use-toast'
import { getStoredCentreId } from '../../../lib/session'
import { whenIdle } from '../../../lib/when-idle'
import { BOOKING_MESSAGES } from '../api/booking'
import { useChildRecord } from '../api/get-child-record'
import { applyChild, emptyBookingForm, type BookingFormValues } from '../booking-rules'
import { BookingForm } from './booking-form'
import { BookingSuccess, type DownloadAppointmentPdf } from './booking-success'
import { useMessages } from '../../../i18n/messages'
import { bookingMessages } from '../messages'

type BookingMessageId = Parameters<typeof bookingMessages.t>[0]

type ParentDetails = Pick<User, 'name' | 'email' | 'mobilenumber' | 'address'>

function withParent(values: BookingFormValues, parent: ParentDetails | null): BookingFormValues {
  if (!parent) return values
  return {
    ...values,
    parentName: parent.name ?? '',
    email: parent.email ?? '',
    parentPhoneNo: parent.mobilenumber ?? '',
    address: parent.address ?? '',
  }
}

/** The frame both variants share: heading, loading state, the form or the success screen. */
function BookingScreen({
  description,
  dashboardPath,
  initialValues,
  fixedBranch,
  ownChildren,
  downloadPdf,
  notice,
  onBooked,
}: {
  description: BookingMessageId
  dashboardPath: '/admindashboard' | '/parentdashboard'
  initialValues: BookingFormValues | null
  fixedBranch?: string
  ownChildren?: ChildRecord[]
  downloadPdf: DownloadAppointmentPdf
  /** Shown above the form and the success screen (e.g. which enquiry this booking answers). */
  notice?: ReactNode
  onBooked?: (appointment: AppointmentDto) => void
}) {
  const t = useMessages(bookingMessages)
  usePageTitle(t('booking.pageTitle'))
  const [appointment, setAppointment] = useState<AppointmentDto | null>(null)
  // A new key gives a fresh form (with the page's prefills) for "Book Another".
  const [formKey, setFormKey] = useState(0)
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-6 sm:px-6 lg:py-8">
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('booking.heading')}</h1>
          {appointment ? null : <CardDescription>{t(description)}</CardDescription>}
        </CardHeader>
        <CardContent>
          {notice}
          {appointment ? (
            <BookingSuccess
              appointment={appointment}
              dashboardPath={dashboardPath}
              downloadPdf={downloadPdf}
              onBookAnother={() => {
                setAppointment(null)
                setFormKey((key) => key + 1)
              }}
            />
          ) : initialValues ? (
            <BookingForm
              key={formKey}
              initialValues={{ ...initialValues, appointmentDate: defaultAppointmentDate(new Date()) }}
              fixedBranch={fixedBranch}
              ownChildren={ownChildren}
              onBooked={(booked) => {
                setAppointment(booked)
                onBooked?.(booked)
              }}
            />
          ) : (
            <p className="flex items-center gap-2 py-10 text-slate-600" role="status">
              <Loader2 className="size-5 animate-spin" aria-hidden="true" />
              {t('booking.loadingDetails')}
            </p>
          )}
        </CardContent>
      </Card>
    </div>
  )
}

/** Fields of the walk-in form another screen may fill in (from the address's search parameters). */
export type BookingPrefill = Partial<
  Pick<BookingFormValues, 'childName' | 'gender' | 'parentName' | 'email' | 'parentPhoneNo' | 'childConcerns'>
>

/** The prefill's fields that are set, over the blank form (a known child's record wins over them). */
export function withPrefill(values: BookingFormValues, prefill: BookingPrefill | undefined): BookingFormValues {
  if (!prefill) return values
  const set = Object.fromEntries(Object.entries(prefill).filter(([, value]) => typeof value === 'string' && value))
  return { ...values, ...set }
}

/**
 * /admindashboard/appointment?childId= — an admin's walk-in booking (approved at once). `prefill` fills in a
 * new family's details (e.g. from an enquiry), `onBooked` hears of the booking, `notice` says where it came from.
 */
export function AdminBookAppointment({
  childId,
  prefill,
  notice,
  onBooked,
  downloadPdf,
}: {
  childId?: string
  prefill?: BookingPrefill
  notice?: ReactNode
  onBooked?: (appointment: AppointmentDto) => void
  downloadPdf: DownloadAppointmentPdf
}) {
  const session = useSession()
  const centreId = session?.centreId ?? getStoredCentreId() ?? ''
  const child = useChildRecord(childId, { errorToast: BOOKING_MESSAGES.childOrParentFailed })
  const blank = withPrefill({ ...emptyBookingForm(''), branch: centreId }, prefill)
  // The form reads its initial values once: a known child's record fills them in; without it, a blank form.
  let initialValues: BookingFormValues | null = blank
  if (childId && child.data) {
    const parent = child.data.parentId && typeof child.data.parentId === 'object' ? child.data.parentId : null
    initialValues = withParent(applyChild(blank, child.data, clinicToday()), parent)
  } else if (childId && !child.isError) {
    initialValues = null
  }

  return (
    <BookingScreen
      description={childId ? 'booking.intro.adminForChild' : 'booking.intro.adminWalkIn'}
      dashboardPath="/admindashboard"
      initialValues={initialValues}
      fixedBranch={centreId}
      downloadPdf={downloadPdf}
      notice={notice}
      onBooked={onBooked}
    />
  )
}

/** /parentdashboard/bookappointment?childId=<id or new> — a parent's booking (pending until approved). */
export function ParentBookAppointment({
  childId,
  downloadPdf,
}: {
  childId?: string
  downloadPdf: DownloadAppointmentPdf
}) {
  const session = useSession()
  const parent = useUser(session?.userId, { errorToast: BOOKING_MESSAGES.childOrParentFailed })
  // A child registered by a booking just made is offered in the next one: the booking refreshes this list.
  const ownChildren = useOwnChildren({ errorToast: BOOKING_MESSAGES.childrenFailed })
  const isSettled = !parent.isPending && !ownChildren.isPending

  const announced = useRef(false)
  // Said once the form is on screen and the browser idle: the toast's chunk and render stay out of the first load.
  useEffect(() => {
    if (!parent.isSuccess || announced.current) return
    return whenIdle(() => {
      announced.current = true
      toast({ title: BOOKING_MESSAGES.prefilled, variant: 'success' })
    })
  }, [parent.isSuccess])

  const children = ownChildren.data ?? []
  let initialValues: BookingFormValues | null = null
  if (isSettled) {
    // The child asked for (from a child's page); with no choice made, a parent's only child.
    const chosen =
      childId && childId !== 'new'
        ? (children.find((child) => child._id === childId) ?? null)
        : !childId && children.length === 1
          ? children[0]
          : null
    initialValues = applyChild(withParent(emptyBookingForm(''), parent.data ?? null), chosen, clinicToday())
  }

  return (
    <BookingScreen
      description="booking.intro.parent"
      dashboardPath="/parentdashboard"
      initialValues={initialValues}
      ownChildren={isSettled ? children : undefined}
      downloadPdf={downloadPdf}
    />
  )
}
