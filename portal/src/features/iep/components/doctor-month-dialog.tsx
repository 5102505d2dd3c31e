import { valibotResolver } from '@hookform/resolvers/valibot'
import { hasTherapistRecord, type IepDto, type IepMonthDto, type IepVersionDto } from '@app/iep/schema'
import { Loader2 } from 'lucide-react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type * as v from 'valibot'
import { Button } from '../../../components/ui/button'
import { Dialog } from '../../../components/ui/dialog'
import { FormField } from '../../../components/ui/form-field'
import { Textarea } from '../../../components/ui/textarea'
import { toast } from '../../../hooks/use-toast'
import { formatMonthYear } from '../../../i18n/format'
import { useMessages } from '../../../i18n/messages'
import { serverFieldErrors, serverMessage } from '../../../lib/api-errors'
import { FeedbackFormSchema, useGiveFeedback } from '../api/give-feedback'
import { useReloadMonth } from '../api/reload-month'
import { isStaleSave } from '../iep-form'
import { iepMessages } from '../messages'
import { EntriesList } from './entries-list'
import { StaleNotice } from './stale-notice'
import { VersionAuthor, VersionDetails } from './version-details'

function FeedbackForm({ childId, iep, month }: { childId: string; iep: IepDto; month: IepMonthDto }) {
  const t = useMessages(iepMessages)
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<v.InferInput<typeof FeedbackFormSchema>, unknown, v.InferOutput<typeof FeedbackFormSchema>>({
    resolver: valibotResolver(FeedbackFormSchema),
    defaultValues: { doctorFeedback: month.latest.doctorFeedback },
  })
  const [baseVersion, setBaseVersion] = useState(month.latest.version)
  const [stale, setStale] = useState<{ message: string; saved: IepVersionDto | null } | null>(null)
  const feedback = useGiveFeedback(childId)
  const reload = useReloadMonth(childId)
  // The parent is mailed that the report is ready once the month has both the therapist's record and this
  // feedback; until the therapist records it, the doctor is told so beside the field, not only in a toast.
  const awaitsRecord = t('iep.feedback.awaitsRecord', { month: formatMonthYear(month.month, month.year) })

  async function onValid({ doctorFeedback }: v.InferOutput<typeof FeedbackFormSchema>) {
    try {
      await feedback.mutateAsync({ iepId: iep._id, monthIndex: month.monthIndex, doctorFeedback, baseVersion })
      setStale(null)
      const fresh = await reload(iep._id, month.monthIndex)
      if (fresh) setBaseVersion(fresh.latest.version)
      toast({
        title: t('iep.toast.feedback'),
        description: hasTherapistRecord(fresh?.latest ?? month.latest) ? undefined : awaitsRecord,
        variant: 'success',
      })
    } catch (failure) {
      if (isStaleSave(failure)) {
        const fresh = await reload(iep._id, month.monthIndex)
        if (fresh) setBaseVersion(fresh.latest.version)
        setStale({ message: serverMessage(failure) ?? t('iep.stale.fallback'), saved: fresh?.latest ?? null })
        return
      }
      const message = serverFieldErrors(failure).doctorFeedback
      if (message) setError('doctorFeedback', { type: 'server', message })
      toast({ title: t('iep.toast.feedbackFailed'), variant: 'error' })
    }
  }

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onValid)}
      className="grid gap-3 border-t border-slate-200 pt-4"
      aria-busy={isSubmitting}
    >
      {stale ? <StaleNotice message={stale.message} saved={stale.saved} /> : null}
      {hasTherapistRecord(month.latest) ? null : (
        <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900" role="note">
          {awaitsRecord}
        </p>
      )}
      <FormField label={t('iep.feedback.label')} error={errors.doctorFeedback?.message} isRequired>
        {(control) => (
          <Textarea
            {...control}
            rows={3}
            {...register('doctorFeedback', { onChange: () => clearErrors('doctorFeedback') })}
          />
        )}
      </FormField>
      <div className="flex justify-end">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
          {t('iep.feedback.submit')}
        </Button>
      </div>
    </form>
  )
}

/** View Performance: the month as it stands (goals, performance, entries, feedback, video) and the doctor's feedback. */
export function DoctorMonthDialog({
  childId,
  target,
  onClose,
}: {
  childId: string
  target: { iep: IepDto; month: IepMonthDto } | null
  onClose: () => void
}) {
  const t = useMessages(iepMessages)
  const month = target?.month
  const label = month ? formatMonthYear(month.month, month.year) : ''
  return (
    <Dialog
      isOpen={target !== null}
      onClose={onClose}
      title={month ? t('iep.performance.title', { n: month.monthIndex + 1, month: label }) : ''}
      maxWidth="2xl"
    >
      {target && month ? (
        <div className="grid max-h-[72vh] gap-4 overflow-y-auto pe-1">
          <VersionAuthor version={month.latest} />
          <VersionDetails
            version={month.latest}
            entries={month.entries}
            monthLabel={label}
            evidenceFor={{ childId, month: month.month, year: month.year }}
          />
          <section aria-labelledby="doctor-entries" className="grid gap-2">
            <h3 id="doctor-entries" className="text-sm font-semibold text-slate-900">
              {t('iep.entries.heading')}
            </h3>
            {month.latest.goals.map((goal, index) => (
              <div key={index} className="grid gap-1">
                <p className="text-sm font-medium break-words text-slate-800">
                  {t('iep.entries.goal', { n: index + 1, goal })}
                </p>
                <EntriesList entries={month.entries.filter((entry) => entry.goalIndex === index)} />
              </div>
            ))}
          </section>
          <FeedbackForm
            key={`${target.iep._id}-${month.monthIndex}`}
            childId={childId}
            iep={target.iep}
            month={month}
          />
        </div>
      ) : null}
    </Dialog>
  )
}
