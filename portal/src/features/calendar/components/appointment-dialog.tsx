import { valibotResolver } from '@hookform/resolvers/valibot'
import type { CalendarAppointment } from '@app/appointments/schema'
import { clinicToday } from '@app/platform/clinic-time'
import { Link } from '@tanstack/react-router'
import { ArrowRightLeft, Ban, Check, CheckCheck, LogIn, UserX, X } from 'lucide-react'
import { useState, type ReactNode } from 'react'
import { useForm } from 'react-hook-form'
import * as v from 'valibot'
import { FormDialog } from '../../../components/form-dialog'
import { Button } from '../../../components/ui/button'
import { Dialog } from '../../../components/ui/dialog'
import { FormField } from '../../../components/ui/form-field'
import { NewDayField } from '../../../components/new-day-field'
import { Select } from '../../../components/ui/select'
import { Textarea } from '../../../components/ui/textarea'
import { toast } from '../../../hooks/use-toast'
import { formatDateTime, formatDay, formatSlotTime } from '../../../i18n/format'
import { useMessages } from '../../../i18n/messages'
import { consultationName } from '../../../lib/consultation-types'
import { serverMessage } from '../../../lib/api-errors'
import {
  useAppointmentHistory,
  useCalendarAction,
  useCentreCalendar,
  type CalendarActionRequest,
} from '../api/calendar-api'
import { actionsFor, closedReasonOf, freeSlotsOf, selectKey, type CalendarAction } from '../calendar-view'
import { calendarMessages } from '../messages'
import { CalendarStatusBadge } from './calendar-status'

const LABELS = {
  approve: 'calendar.action.approve',
  reject: 'calendar.action.reject',
  arrived: 'calendar.action.arrived',
  completed: 'calendar.action.completed',
  'no-show': 'calendar.action.no-show',
  move: 'calendar.action.move',
  cancel: 'calendar.action.cancel',
} as const satisfies Record<CalendarAction, string>

const ICONS: Record<CalendarAction, ReactNode> = {
  approve: <Check aria-hidden="true" />,
  reject: <X aria-hidden="true" />,
  arrived: <LogIn aria-hidden="true" />,
  completed: <CheckCheck aria-hidden="true" />,
  'no-show': <UserX aria-hidden="true" />,
  move: <ArrowRightLeft aria-hidden="true" />,
  cancel: <Ban aria-hidden="true" />,
}

type Step = 'view' | 'cancel' | 'reject' | 'move'

/**
 * An appointment opened from a calendar: what it is, the actions its status allows (approve, reject, check in,
 * complete, no-show, move, cancel) and its history. Reject and cancel ask first (cancel needs a reason); move
 * picks a date, a doctor and one of their free slots. Open while `appointment` is set.
 */
export function AppointmentDialog({
  appointment,
  centreId,
  doctors,
  onClose,
}: {
  appointment: CalendarAppointment | null
  centreId: string
  doctors: Array<{ _id: string; name: string }>
  onClose: () => void
}) {
  const t = useMessages(calendarMessages)
  const [step, setStep] = useState<Step>('view')
  const action = useCalendarAction()

  const close = () => {
    setStep('view')
    action.reset()
    onClose()
  }
  const run = (request: CalendarActionRequest) =>
    action.mutate(request, {
      onSuccess: () => {
        toast({ title: t('calendar.action.done', { action: selectKey(request.action) }), variant: 'success' })
        close()
      },
      onError: (error) => {
        // The form shows it when one is open; the toast otherwise.
        if (request.action === 'cancel' || request.action === 'move') return
        toast({ title: serverMessage(error) ?? t('calendar.action.failed'), variant: 'error' })
      },
    })
  const formError = action.isError ? (serverMessage(action.error) ?? t('calendar.action.failed')) : null

  if (!appointment) return null
  const when = `${formatDay(appointment.appointmentDate)}, ${formatSlotTime(appointment.appointmentTime)}`

  return (
    <>
      <Dialog
        isOpen={step === 'view'}
        // The native dialog reports a close when it is hidden for the next step too: only a close of the view
        // itself (Escape, the close button) closes the appointment.
        onClose={() => {
          if (step === 'view') close()
        }}
        title={t('calendar.dialog.title', { child: appointment.child.name })}
        maxWidth="lg"
      >
        <div className="grid gap-5">
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            <dt className="font-medium text-slate-600">{t('calendar.dialog.when')}</dt>
            <dd className="text-slate-900">{when}</dd>
            <dt className="font-medium text-slate-600">{t('calendar.dialog.doctor')}</dt>
            <dd className="text-slate-900">{appointment.doctor?.name ?? '—'}</dd>
            <dt className="font-medium text-slate-600">{t('calendar.dialog.type')}</dt>
            <dd className="text-slate-900">{consultationName(appointment.consultationType)}</dd>
            <dt className="font-medium text-slate-600">{t('calendar.dialog.parent')}</dt>
            <dd className="text-slate-900">{appointment.parentName || '—'}</dd>
            <dt className="font-medium text-slate-600">{t('calendar.dialog.status')}</dt>
            <dd>
              <CalendarStatusBadge status={appointment.status} />
            </dd>
          </dl>
          <div className="flex flex-wrap gap-2">
            {actionsFor(appointment.status, { ...appointment, now: new Date() }).map((name) => (
              <Button
                key={name}
                type="button"
                size="sm"
                variant={
                  name === 'cancel' || name === 'reject' || name === 'no-show'
                    ? 'outline'
                    : name === 'move'
                      ? 'secondary'
                      : 'default'
                }
                disabled={action.isPending}
                onClick={() => {
                  action.reset()
                  if (name === 'cancel' || name === 'reject' || name === 'move') setStep(name)
                  else run({ action: name, appointmentId: appointment._id })
                }}
              >
                {ICONS[name]}
                {t(LABELS[name])}
              </Button>
            ))}
            {actionsFor(appointment.status, { ...appointment, now: new Date() }).length === 0 ? (
              <p className="text-sm text-slate-600">{t('calendar.dialog.noActions')}</p>
            ) : null}
          </div>
          <Button asChild variant="link" className="justify-self-start px-0">
            <Link to="/admindashboard/child/$childId" params={{ childId: appointment.child._id }}>
              {t('calendar.dialog.child')}
            </Link>
          </Button>
          <History appointmentId={appointment._id} />
        </div>
      </Dialog>
      <ReasonDialog
        kind={step === 'reject' ? 'reject' : 'cancel'}
        isOpen={step === 'cancel' || step === 'reject'}
        appointment={appointment}
        isBusy={action.isPending}
        error={formError}
        onBack={() => {
          action.reset()
          setStep('view')
        }}
        onConfirm={(reason) =>
          step === 'reject'
            ? run({ action: 'reject', appointmentId: appointment._id, reason })
            : run({ action: 'cancel', appointmentId: appointment._id, reason })
        }
      />
      {step === 'move' ? (
        <MoveDialog
          appointment={appointment}
          centreId={centreId}
          doctors={doctors}
          isBusy={action.isPending}
          error={formError}
          onBack={() => {
            action.reset()
            setStep('view')
          }}
          onConfirm={(target) => run({ action: 'move', appointmentId: appointment._id, ...target })}
        />
      ) : null}
    </>
  )
}

/** The appointment's history (GET /api/appointments/:id/history), latest last. */
function History({ appointmentId }: { appointmentId: string }) {
  const t = useMessages(calendarMessages)
  const history = useAppointmentHistory(appointmentId)
  return (
    <section aria-labelledby="appointment-history" className="grid gap-2">
      <h3 id="appointment-history" className="text-base font-semibold text-slate-900">
        {t('calendar.history.title')}
      </h3>
      {history.isPending ? <p className="text-sm text-slate-600">{t('calendar.history.loading')}</p> : null}
      {history.isError ? <p className="text-sm text-slate-600">{t('calendar.history.unavailable')}</p> : null}
      {history.data && history.data.length === 0 ? (
        <p className="text-sm text-slate-600">{t('calendar.history.empty')}</p>
      ) : null}
      {history.data && history.data.length > 0 ? (
        <ol className="grid gap-2 text-sm">
          {history.data.map((entry) => (
            <li key={entry._id} className="rounded-md bg-slate-50 p-2">
              <span className="font-medium text-slate-900">
                {t('calendar.history.action', { action: selectKey(entry.action) })}
              </span>{' '}
              <span className="text-slate-600">
                {formatDateTime(entry.at)}
                {entry.by ? ` ${t('calendar.history.by', { name: entry.by.name })}` : ''}
              </span>
              {entry.from && entry.to ? (
                <p className="text-slate-700">
                  {t('calendar.history.moved', {
                    from: `${formatDay(entry.from.appointmentDate)} ${formatSlotTime(entry.from.appointmentTime)}`,
                    to: `${formatDay(entry.to.appointmentDate)} ${formatSlotTime(entry.to.appointmentTime)}`,
                  })}
                </p>
              ) : null}
              {entry.reason ? <p className="text-slate-700">{entry.reason}</p> : null}
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  )
}

const REASON_MAX = 500
const reasonTooLong = v.maxLength<string, typeof REASON_MAX, string>(
  REASON_MAX,
  calendarMessages.t('calendar.cancel.reasonTooLong'),
)
/** A cancellation's reason: required (the server refuses one without). */
const CancelReasonSchema = v.object({
  reason: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1, calendarMessages.t('calendar.cancel.reasonRequired')),
    reasonTooLong,
  ),
})
/** A rejection's reason: optional, quoted in the parent's e-mail. */
const RejectReasonSchema = v.object({ reason: v.pipe(v.string(), v.trim(), reasonTooLong) })

/** Cancel (a reason is required) or reject (a reason is optional), asked before it is done. */
function ReasonDialog({
  kind,
  isOpen,
  appointment,
  isBusy,
  error,
  onBack,
  onConfirm,
}: {
  kind: 'cancel' | 'reject'
  isOpen: boolean
  appointment: CalendarAppointment
  isBusy: boolean
  error: string | null
  onBack: () => void
  onConfirm: (reason: string) => void
}) {
  const t = useMessages(calendarMessages)
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<{ reason: string }>({
    resolver: valibotResolver(kind === 'cancel' ? CancelReasonSchema : RejectReasonSchema),
    defaultValues: { reason: '' },
  })
  const back = () => {
    reset()
    onBack()
  }
  return (
    <FormDialog
      isOpen={isOpen}
      onClose={back}
      title={kind === 'cancel' ? t('calendar.cancel.title') : t('calendar.action.reject')}
      description={t(kind === 'cancel' ? 'calendar.cancel.description' : 'calendar.reject.description', {
        child: appointment.child.name,
        date: formatDay(appointment.appointmentDate),
        time: formatSlotTime(appointment.appointmentTime),
      })}
      onSubmit={handleSubmit(({ reason }) => onConfirm(reason))}
      isSubmitting={isBusy}
      submitLabel={kind === 'cancel' ? t('calendar.cancel.submit') : t('calendar.action.reject')}
      submitIcon={kind === 'cancel' ? <Ban aria-hidden="true" /> : <X aria-hidden="true" />}
      submitVariant="destructive"
      cancelLabel={t('calendar.cancel.keep')}
      error={error}
    >
      <FormField label={t('calendar.cancel.reason')} isRequired={kind === 'cancel'} error={errors.reason?.message}>
        {(props) => <Textarea {...props} rows={3} maxLength={REASON_MAX} {...register('reason')} />}
      </FormField>
    </FormDialog>
  )
}

/** Picks a new date, doctor and free slot (the calendar of that day says which are free, or why none). */
function MoveDialog({
  appointment,
  centreId,
  doctors,
  isBusy,
  error,
  onBack,
  onConfirm,
}: {
  appointment: CalendarAppointment
  centreId: string
  doctors: Array<{ _id: string; name: string }>
  isBusy: boolean
  error: string | null
  onBack: () => void
  onConfirm: (target: { appointmentDate: string; time: string; doctorId: string }) => void
}) {
  const t = useMessages(calendarMessages)
  const today = clinicToday()
  const [date, setDate] = useState(appointment.appointmentDate < today ? today : appointment.appointmentDate)
  const [doctorId, setDoctorId] = useState(appointment.doctor?._id ?? doctors[0]?._id ?? '')
  const [time, setTime] = useState('')
  const [missing, setMissing] = useState(false)
  const validDate = /^\d{4}-\d{2}-\d{2}$/.test(date)
  const day = useCentreCalendar(validDate ? centreId : null, { from: date, to: date })
  const free = freeSlotsOf(day.data, date, doctorId)
  const reason = closedReasonOf(day.data, date, doctorId)
  return (
    <FormDialog
      isOpen
      onClose={onBack}
      title={t('calendar.move.title')}
      description={t('calendar.move.description', { child: appointment.child.name })}
      onSubmit={(event) => {
        event.preventDefault()
        if (!time || !free.includes(time)) {
          setMissing(true)
          return
        }
        onConfirm({ appointmentDate: date, time, doctorId })
      }}
      isSubmitting={isBusy}
      submitLabel={t('calendar.move.submit')}
      submitIcon={<ArrowRightLeft aria-hidden="true" />}
      cancelLabel={t('calendar.move.back')}
      error={error}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <NewDayField
          label={t('calendar.move.date')}
          min={today}
          value={date}
          onChange={(day) => {
            setDate(day)
            setTime('')
          }}
        />
        <FormField label={t('calendar.move.doctor')} isRequired>
          {(props) => (
            <Select
              {...props}
              value={doctorId}
              onChange={(event) => {
                setDoctorId(event.target.value)
                setTime('')
              }}
            >
              {doctors.map((doctor) => (
                <option key={doctor._id} value={doctor._id}>
                  {doctor.name}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      </div>
      <fieldset className="grid gap-2" aria-describedby={missing ? 'move-slot-error' : undefined}>
        <legend className="mb-2 text-sm font-medium text-slate-900">{t('calendar.move.slot')}</legend>
        {day.isFetching && !day.data ? (
          <p className="text-sm text-slate-600">{t('calendar.move.loadingSlots')}</p>
        ) : null}
        {day.data && free.length === 0 ? (
          <p className="text-sm text-slate-700">{reason ?? t('calendar.move.noSlot')}</p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          {free.map((slot) => (
            <label
              key={slot}
              className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm has-[:checked]:border-teal-700 has-[:checked]:bg-teal-50"
            >
              <input
                type="radio"
                name="move-slot"
                value={slot}
                checked={time === slot}
                onChange={() => {
                  setTime(slot)
                  setMissing(false)
                }}
              />
              {formatSlotTime(slot)}
            </label>
          ))}
        </div>
        {missing ? (
          <p id="move-slot-error" role="alert" className="text-sm font-medium text-red-700">
            {t('calendar.move.slotRequired')}
          </p>
        ) : null}
      </fieldset>
    </FormDialog>
  )
}
