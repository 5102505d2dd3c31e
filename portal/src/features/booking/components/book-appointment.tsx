// The Book Appointment screens (docs/issue-5-api.md). Each is mounted by app/router.tsx.
import type { AppointmentDto } from '@app/appointments/schema'
import { defaultAppointmentDate } from '@app/appointments/slots'
import { clinicToday } from '@app/children/schema'
import { Loader2 } from 'lucide-react'
import { useEffect, useState } from 'react'
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card'
import { usePageTitle } from '../../hooks/use-page-title'
import { useSession } from '../../hooks/use-session'
import { toast } from '../../hooks/use-toast'
import { getStoredCentreId } from '../../lib/session'
import {
  BOOKING_MESSAGES,
  getChildRecord,
  getOwnChildren,
  getParentDetails,
  type ChildRecord,
  type ParentDetails,
} from './api/booking'
import { applyChild, emptyBookingForm, type BookingFormValues } from './booking-rules'
import { BookingForm } from './components/booking-form'
import { BookingSuccess } from './components/booking-success'

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
  onBookAnother,
}: {
  description: string
  dashboardPath: '/admindashboard' | '/parentdashboard'
  initialValues: BookingFormValues | null
  fixedBranch?: string
  ownChildren?: ChildRecord[]
  /** Called when Book Another opens a fresh form. */
  onBookAnother?: () => void
}) {
  usePageTitle('Book Appointment')
  const [appointment, setAppointment] = useState<AppointmentDto | null>(null)
  // A new key gives a fresh form (with the page's prefills) for "Book Another".
  const [formKey, setFormKey] = useState(0)
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-6 sm:px-6 lg:py-8">
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">Book Appointment</h1>
          {appointment ? null : <CardDescription>{description} Fields marked * are required.</CardDescription>}
        </CardHeader>
        <CardContent>
          {appointment ? (
            <BookingSuccess
              appointment={appointment}
              dashboardPath={dashboardPath}
              onBookAnother={() => {
                setAppointment(null)
                setFormKey((key) => key + 1)
                onBookAnother?.()
              }}
            />
          ) : initialValues ? (
            <BookingForm
              key={formKey}
              initialValues={{ ...initialValues, appointmentDate: defaultAppointmentDate(new Date()) }}
              fixedBranch={fixedBranch}
              ownChildren={ownChildren}
              onBooked={setAppointment}
            />
          ) : (
            <p className="flex items-center gap-2 py-10 text-slate-600" role="status">
              <Loader2 className="size-5 animate-spin" aria-hidden="true" />
              Loading your details…
            </p>
          )}
        </CardContent>
      </Card>
    </div>
  )
}

/** /admindashboard/appointment?childId= — an admin's walk-in booking (approved at once). */
export function AdminBookAppointmentPage({ childId }: { childId?: string }) {
  const session = useSession()
  const centreId = session?.centreId ?? getStoredCentreId() ?? ''
  const [initialValues, setInitialValues] = useState<BookingFormValues | null>(() =>
    childId ? null : { ...emptyBookingForm(''), branch: centreId },
  )

  useEffect(() => {
    if (!childId) return
    const controller = new AbortController()
    const blank = { ...emptyBookingForm(''), branch: centreId }
    getChildRecord(childId, controller.signal)
      .then((child) => {
        const parent = child.parentId && typeof child.parentId === 'object' ? child.parentId : null
        setInitialValues(withParent(applyChild(blank, child, clinicToday()), parent))
      })
      .catch(() => {
        if (controller.signal.aborted) return
        toast({ title: BOOKING_MESSAGES.childOrParentFailed, variant: 'error' })
        setInitialValues(blank)
      })
    return () => controller.abort()
  }, [childId, centreId])

  return (
    <BookingScreen
      description={
        childId
          ? 'Book an appointment for this child at your centre; it is approved at once.'
          : 'Book a walk-in appointment at your centre; it is approved at once. A new parent gets an account by e-mail.'
      }
      dashboardPath="/admindashboard"
      initialValues={initialValues}
      fixedBranch={centreId}
    />
  )
}

/** /parentdashboard/bookappointment?childId=<id or new> — a parent's booking (pending until approved). */
export function ParentBookAppointmentPage({ childId }: { childId?: string }) {
  const session = useSession()
  const userId = session?.userId ?? ''
  const [state, setState] = useState<{ values: BookingFormValues; children: ChildRecord[] } | null>(null)

  useEffect(() => {
    const controller = new AbortController()
    const { signal } = controller
    const parentLookup = getParentDetails(userId, signal).then(
      (parent) => {
        if (!signal.aborted) toast({ title: BOOKING_MESSAGES.prefilled, variant: 'success' })
        return parent
      },
      () => {
        if (!signal.aborted) toast({ title: BOOKING_MESSAGES.childOrParentFailed, variant: 'error' })
        return null
      },
    )
    const childrenLookup = getOwnChildren(signal).catch(() => {
      if (!signal.aborted) toast({ title: BOOKING_MESSAGES.childrenFailed, variant: 'error' })
      return [] as ChildRecord[]
    })
    void Promise.all([parentLookup, childrenLookup]).then(([parent, children]) => {
      if (signal.aborted) return
      const chosen = childId && childId !== 'new' ? (children.find((child) => child._id === childId) ?? null) : null
      const values = applyChild(withParent(emptyBookingForm(''), parent), chosen, clinicToday())
      setState({ values, children })
    })
    return () => controller.abort()
  }, [userId, childId])

  return (
    <BookingScreen
      description="Book an appointment for one of your children or a new child. The centre confirms it by e-mail."
      dashboardPath="/parentdashboard"
      initialValues={state?.values ?? null}
      ownChildren={state?.children}
      onBookAnother={() => {
        // A child registered by the booking just made is offered in the next one.
        getOwnChildren().then(
          (children) => setState((current) => (current ? { ...current, children } : current)),
          () => toast({ title: BOOKING_MESSAGES.childrenFailed, variant: 'error' }),
        )
      }}
    />
  )
}
