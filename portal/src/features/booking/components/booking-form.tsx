import { valibotResolver } from '@hookform/resolvers/valibot'
import {
  BookingInputSchema,
  CONSULTATION_TYPES,
  SLOT_TAKEN_MESSAGE,
  lastBookableDay,
  type AppointmentDto,
  type BookingInput,
} from '@app/appointments/schema'
import { SLOT_PERIODS, isSlotInFuture, type SlotPeriodId } from '@app/appointments/slots'
import { GENDERS, SCHOOL_BOARDS } from '@app/children/schema'
import { addDays, clinicToday } from '@app/platform/clinic-time'
import { CalendarCheck, Loader2 } from 'lucide-react'
import { useEffect, useState, type ChangeEvent } from 'react'
import { useForm, useWatch, type FieldPath, type Resolver } from 'react-hook-form'
import { Button } from '../../../components/ui/button'
import { EmailInput, MobileNumberInput } from '../../../components/ui/contact-inputs'
import { FormField } from '../../../components/ui/form-field'
import { Input } from '../../../components/ui/input'
import { Select } from '../../../components/ui/select'
import { LanguageSelect } from '../../../components/ui/language-select'
import { Textarea } from '../../../components/ui/textarea'
import { toast } from '../../../hooks/use-toast'
import { serverFieldErrors } from '../../../lib/api-errors'
import type { ChildRecord } from '@app/children/schema'
import { useDoctors } from '../../../api/get-doctors'
import { useBookAppointment } from '../api/book-appointment'
import { BOOKING_MESSAGES, bookingFailureMessage, isReportRefused, isSlotTaken } from '../api/booking'
import { useCentres } from '../../../api/get-centres'
import {
  REPORT_ACCEPT,
  applyChild,
  applyFieldChange,
  canSubmit,
  reportFileProblem,
  type BookingField,
  type BookingFormValues,
} from '../booking-rules'
import { TimeSlotPicker } from '../../../components/time-slot-picker'
import { useBookedSlots } from '../../../hooks/use-booked-slots'
import { formatSlotTime } from '../../../i18n/format'
import { consultationName } from '../../../lib/consultation-types'
import { useMessages } from '../../../i18n/messages'
import { common } from '../../../lib/common-messages'
import { bookingMessages } from '../messages'
import { localizeServerMessage } from '../../../i18n/server-messages'
import { Section } from './booking-section'

/** The server's own wording (BookingInputSchema). */
const FUTURE_DOB_MESSAGE = 'Date of birth cannot be in the future'

const resolver = valibotResolver(BookingInputSchema) as unknown as Resolver<BookingFormValues, unknown, BookingInput>

const FIELD_NAMES = new Set<string>([
  'childName',
  'dob',
  'gender',
  'parentName',
  'email',
  'parentPhoneNo',
  'alternativeNumber',
  'address',
  'schoolName',
  'classGrade',
  'schoolBoard',
  'branch',
  'doctorId',
  'appointmentDate',
  'time',
  'consultationType',
  'referredBy',
  'language',
  'childConcerns',
])

/**
 * The booking form shared by the admin's walk-in and the parent's booking: child, parent, school and
 * appointment details and an optional report. `fixedBranch` pins the branch (an admin's own centre).
 */
export function BookingForm({
  initialValues,
  fixedBranch,
  ownChildren,
  onBooked,
}: {
  initialValues: BookingFormValues
  fixedBranch?: string
  /** The parent's children to choose from; absent for admins. */
  ownChildren?: ChildRecord[]
  onBooked: (appointment: AppointmentDto) => void
}) {
  const {
    register,
    handleSubmit,
    control,
    getValues,
    setValue,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<BookingFormValues, unknown, BookingInput>({
    resolver,
    defaultValues: initialValues,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  })
  const values = useWatch({ control }) as BookingFormValues
  const [now, setNow] = useState(() => new Date())
  const today = clinicToday(now)

  // Slots at or before the current minute become unavailable while the form is open.
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 30_000)
    return () => clearInterval(timer)
  }, [])

  /** Sets a field and whatever the booking rules change with it, clearing their errors. */
  function change<F extends BookingField>(field: F, value: BookingFormValues[F]) {
    apply(applyFieldChange(getValues(), field, value, today))
  }

  function apply(next: BookingFormValues) {
    const current = getValues()
    for (const key of Object.keys(next) as BookingField[]) {
      if (next[key] !== current[key]) {
        setValue(key, next[key], { shouldDirty: true })
        clearErrors(key)
      }
    }
  }

  // A field whose changes go through the booking rules: controlled, still registered for focus on error.
  function ruled<F extends 'branch' | 'doctorId' | 'appointmentDate' | 'dob'>(field: F) {
    const { ref, name, onBlur } = register(field)
    return {
      ref,
      name,
      onBlur,
      value: values[field] ?? '',
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
        if (field === 'appointmentDate') setDateChosen(true)
        change(field, event.target.value)
      },
    }
  }

  const field = (name: FieldPath<BookingFormValues>) => register(name, { onChange: () => clearErrors(name) })

  // Branches and the chosen branch's doctors.
  const centres = useCentres({ errorToast: BOOKING_MESSAGES.centresFailed }).data ?? []
  const doctors = useDoctors(values.branch, { errorToast: BOOKING_MESSAGES.doctorsFailed })
  const branchDoctors = values.branch ? (doctors.data ?? (doctors.isError ? [] : null)) : null
  const book = useBookAppointment()

  const slots = useBookedSlots(values.doctorId, values.appointmentDate)

  // The form's first date is the chosen doctor's next open day: while the date is still the form's own (not one
  // the visitor picked) and the day is closed for that doctor, move on a day (docs/product.md §5.2). A date the
  // visitor picked stays, and the slot picker says why it cannot be booked.
  const [isDateChosen, setDateChosen] = useState(false)
  useEffect(() => {
    if (isDateChosen || !slots.closedReason) return
    const next = addDays(values.appointmentDate, 1)
    if (next <= lastBookableDay(today)) setValue('appointmentDate', next)
  }, [isDateChosen, slots.closedReason, values.appointmentDate, today, setValue])

  // The optional report.
  const [report, setReport] = useState<File | null>(null)
  const [reportError, setReportError] = useState<string | null>(null)
  function onReportChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0] ?? null
    const problem = file ? reportFileProblem(file) : null
    setReportError(problem)
    if (problem) {
      event.target.value = ''
      setReport(null)
    } else {
      setReport(file)
    }
  }

  function chooseChild(childId: string) {
    const child = ownChildren?.find((c) => c._id === childId) ?? null
    apply(applyChild(getValues(), child, today))
  }

  async function onValid(parsed: BookingInput) {
    const form: BookingFormValues = { ...getValues(), ...parsed }
    if (!isSlotInFuture(form.appointmentDate, form.time, new Date())) {
      setError('time', { type: 'validate', message: BOOKING_MESSAGES.slotPassed })
      return
    }
    try {
      const appointment = await book.mutateAsync({ values: form, report })
      toast({ title: BOOKING_MESSAGES.booked, variant: 'success' })
      onBooked(appointment)
    } catch (error) {
      if (isSlotTaken(error)) {
        setValue('time', '')
        setError('time', { type: 'server', message: SLOT_TAKEN_MESSAGE })
        // The mutation refreshes the booked slots, so the taken one shows as held.
        toast({ title: localizeServerMessage(SLOT_TAKEN_MESSAGE), variant: 'error' })
        return
      }
      // A refused report (wrong type by content, too large) is shown under the report field.
      if (isReportRefused(error)) setReportError(bookingFailureMessage(error))
      for (const [name, message] of Object.entries(serverFieldErrors(error))) {
        if (FIELD_NAMES.has(name)) setError(name as FieldPath<BookingFormValues>, { type: 'server', message })
        if (name === 'pdf') setReportError(message)
      }
      toast({ title: bookingFailureMessage(error), variant: 'error' })
    }
  }

  // A date of birth after today leaves the age empty (and Submit off): say why, under the field.
  const dobProblem =
    values.dob && /^\d{4}-\d{2}-\d{2}$/.test(values.dob) && values.dob > today ? FUTURE_DOB_MESSAGE : undefined
  const isBranchFixed = Boolean(fixedBranch)
  const t = useMessages(bookingMessages)
  const tCommon = useMessages(common)
  const isSubmitEnabled = canSubmit(values, isSubmitting)

  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(onValid)(event)}
      className="grid gap-8"
      aria-busy={isSubmitting}
    >
      {ownChildren ? (
        <fieldset className="grid gap-5 sm:grid-cols-2">
          <legend className="mb-4 text-base font-semibold text-slate-900">{t('booking.form.whoFor')}</legend>
          <FormField label={t('booking.form.child')} hint={t('booking.form.childHint')} className="sm:col-span-2">
            {(control) => (
              <Select
                {...control}
                value={values.childId && values.childId !== 'new' ? values.childId : 'new'}
                onChange={(event) => chooseChild(event.target.value)}
              >
                {ownChildren.map((child) => (
                  <option key={child._id} value={child._id}>
                    {child.name}
                  </option>
                ))}
                <option value="new">{t('booking.form.newChild')}</option>
              </Select>
            )}
          </FormField>
        </fieldset>
      ) : null}

      <Section title={t('booking.form.childDetails')}>
        <FormField
          label={t('booking.form.childName')}
          error={errors.childName?.message}
          isRequired
          className="sm:col-span-2"
        >
          {(control) => <Input {...control} autoComplete="off" {...field('childName')} />}
        </FormField>
        <FormField label={t('booking.form.dob')} error={errors.dob?.message ?? dobProblem} isRequired>
          {(control) => <Input {...control} type="date" max={today} {...ruled('dob')} />}
        </FormField>
        <FormField label={t('booking.form.age')} hint={t('booking.form.ageHint')}>
          {(control) => (
            <Input
              {...control}
              readOnly
              tabIndex={-1}
              value={values.childAge ? t('booking.form.ageValue', { age: Number(values.childAge) }) : ''}
              placeholder="—"
            />
          )}
        </FormField>
        <FormField label={t('booking.form.gender')} error={errors.gender?.message} isRequired>
          {(control) => (
            <Select {...control} {...field('gender')}>
              <option value="">{t('booking.form.selectGender')}</option>
              {GENDERS.map((gender) => (
                <option key={gender} value={gender}>
                  {tCommon('common.gender', { gender })}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      </Section>

      <Section title={t('booking.form.parentDetails')}>
        <FormField
          label={t('booking.form.parentName')}
          error={errors.parentName?.message}
          isRequired
          className="sm:col-span-2"
        >
          {(control) => <Input {...control} autoComplete="off" {...field('parentName')} />}
        </FormField>
        <FormField label={t('booking.form.email')} error={errors.email?.message} isRequired>
          {(control) => <EmailInput {...control} autoComplete="off" {...field('email')} />}
        </FormField>
        <FormField label={t('booking.form.phone')} error={errors.parentPhoneNo?.message} isRequired>
          {(control) => <MobileNumberInput {...control} autoComplete="off" {...field('parentPhoneNo')} />}
        </FormField>
        <FormField label={t('booking.form.alternativeNumber')} error={errors.alternativeNumber?.message}>
          {(control) => <MobileNumberInput {...control} autoComplete="off" {...field('alternativeNumber')} />}
        </FormField>
        <FormField label={t('booking.form.address')} error={errors.address?.message} className="sm:col-span-2">
          {(control) => <Textarea {...control} rows={2} {...field('address')} />}
        </FormField>
        {/* An admin's walk-in may create the parent's account: its welcome is written in the language chosen here. */}
        {!ownChildren && (values.childId === '' || values.childId === 'new') ? (
          <FormField
            label={t('booking.form.mailLanguage')}
            hint={t('booking.form.mailLanguageHint')}
            error={errors.language?.message}
          >
            {(control) => <LanguageSelect {...control} {...field('language')} />}
          </FormField>
        ) : null}
      </Section>

      <Section title={t('booking.form.schoolDetails')}>
        <FormField label={t('booking.form.schoolName')} error={errors.schoolName?.message} className="sm:col-span-2">
          {(control) => <Input {...control} autoComplete="off" {...field('schoolName')} />}
        </FormField>
        <FormField label={t('booking.form.classGrade')} error={errors.classGrade?.message}>
          {(control) => <Input {...control} autoComplete="off" {...field('classGrade')} />}
        </FormField>
        <FormField label={t('booking.form.schoolBoard')} error={errors.schoolBoard?.message}>
          {(control) => (
            <Select {...control} {...field('schoolBoard')}>
              <option value="">{t('booking.form.selectBoard')}</option>
              {SCHOOL_BOARDS.map((board) => (
                <option key={board} value={board}>
                  {board}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      </Section>

      <Section title={t('booking.form.appointmentDetails')}>
        <FormField
          label={t('booking.form.branch')}
          error={errors.branch?.message}
          isRequired
          hint={isBranchFixed ? t('booking.form.branchFixedHint') : undefined}
        >
          {(control) =>
            isBranchFixed ? (
              <Input
                {...control}
                readOnly
                value={centres.find((c) => c._id === fixedBranch)?.name ?? t('booking.form.yourCentre')}
              />
            ) : (
              <Select {...control} {...ruled('branch')}>
                <option value="">{t('booking.form.selectBranch')}</option>
                {centres.map((centre) => (
                  <option key={centre._id} value={centre._id}>
                    {centre.name}
                  </option>
                ))}
              </Select>
            )
          }
        </FormField>
        <FormField
          label={t('booking.form.doctor')}
          error={errors.doctorId?.message}
          isRequired
          hint={
            !values.branch
              ? t('booking.form.chooseBranchFirst')
              : branchDoctors && branchDoctors.length === 0
                ? t('booking.form.noDoctors')
                : undefined
          }
        >
          {(control) => (
            <Select {...control} {...ruled('doctorId')} disabled={!values.branch}>
              <option value="">
                {values.branch && !branchDoctors ? t('booking.form.loadingDoctors') : t('booking.form.selectDoctor')}
              </option>
              {(branchDoctors ?? []).map((doctor) => (
                <option key={doctor._id} value={doctor._id}>
                  {/* Two doctors may share a name: their specialisation tells them apart. */}
                  {doctor.specialization ? `${doctor.name} (${doctor.specialization})` : doctor.name}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField label={t('booking.form.appointmentDate')} error={errors.appointmentDate?.message} isRequired>
          {(control) => (
            <Input {...control} type="date" min={today} max={lastBookableDay(today)} {...ruled('appointmentDate')} />
          )}
        </FormField>
        <fieldset className="grid content-start gap-2">
          <legend className="mb-2 text-sm font-medium text-slate-800">{t('booking.form.timeOfDay')}</legend>
          <div className="flex flex-wrap gap-x-5 gap-y-2">
            {SLOT_PERIODS.map((period) => (
              <label key={period.id} className="flex items-center gap-2 text-sm text-slate-800">
                <input
                  type="radio"
                  name="period"
                  value={period.id}
                  checked={values.period === period.id}
                  onChange={() => change('period', period.id as SlotPeriodId)}
                  className="size-4 accent-teal-700"
                />
                {t('booking.form.period', {
                  period: period.id,
                  from: formatSlotTime(period.times[0]),
                  to: formatSlotTime(period.times[period.times.length - 1]),
                })}
              </label>
            ))}
          </div>
        </fieldset>
        <TimeSlotPicker
          className="sm:col-span-2"
          date={values.appointmentDate}
          period={values.period}
          doctorId={values.doctorId}
          time={values.time}
          now={now}
          slots={slots}
          error={errors.time?.message}
          onChoose={(time) => change('time', time)}
        />
        <FormField label={t('booking.form.consultationType')} error={errors.consultationType?.message} isRequired>
          {(control) => (
            <Select {...control} {...field('consultationType')}>
              <option value="">{t('booking.form.selectConsultationType')}</option>
              {CONSULTATION_TYPES.map((option) => (
                <option key={option.type} value={option.type}>
                  {t('booking.form.consultationOption', {
                    type: consultationName(option.type),
                    fee: String(option.fee),
                  })}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField label={t('booking.form.referredBy')} error={errors.referredBy?.message}>
          {(control) => <Input {...control} autoComplete="off" {...field('referredBy')} />}
        </FormField>
        <FormField
          label={t('booking.form.concerns')}
          error={errors.childConcerns?.message}
          isRequired
          className="sm:col-span-2"
        >
          {(control) => (
            <Textarea
              {...control}
              rows={3}
              placeholder={t('booking.form.concernsPlaceholder')}
              {...field('childConcerns')}
            />
          )}
        </FormField>
      </Section>

      <fieldset className="grid gap-3">
        <legend className="mb-4 text-base font-semibold text-slate-900">{t('booking.form.previousReports')}</legend>
        <FormField
          label={t('booking.form.report')}
          error={reportError ?? undefined}
          hint={t('booking.form.reportHint')}
        >
          {(control) => <Input {...control} type="file" accept={REPORT_ACCEPT} onChange={onReportChange} />}
        </FormField>
      </fieldset>

      <div className="flex flex-col items-stretch gap-2 sm:flex-row sm:items-center sm:justify-end">
        {!isSubmitEnabled && !isSubmitting ? (
          <p className="text-sm text-slate-600">{t('booking.form.fillToBook')}</p>
        ) : null}
        <Button type="submit" size="lg" disabled={!isSubmitEnabled} className="w-full sm:w-auto">
          {isSubmitting ? (
            <Loader2 className="animate-spin" aria-hidden="true" />
          ) : (
            <CalendarCheck aria-hidden="true" />
          )}
          {isSubmitting ? t('booking.form.booking') : t('booking.form.submit')}
        </Button>
      </div>
    </form>
  )
}
