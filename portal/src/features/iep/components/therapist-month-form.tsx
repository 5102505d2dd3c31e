import { valibotResolver } from '@hookform/resolvers/valibot'
import { type IepDto, type IepMonthDto, type IepVersionDto } from '@app/iep/schema'
import { Loader2 } from 'lucide-react'
import { useState } from 'react'
import { useForm, type FieldPath } from 'react-hook-form'
import type * as v from 'valibot'
import { Button } from '../../../components/ui/button'
import { FormField } from '../../../components/ui/form-field'
import { Input } from '../../../components/ui/input'
import { Textarea } from '../../../components/ui/textarea'
import { toast } from '../../../hooks/use-toast'
import { formatMonthYear } from '../../../i18n/format'
import { useMessages } from '../../../i18n/messages'
import { localizeServerMessage } from '../../../i18n/server-messages'
import { serverFieldErrors, serverMessage } from '../../../lib/api-errors'
import { useReloadMonth } from '../api/reload-month'
import { PerformanceFormSchema, useSavePerformance } from '../api/save-performance'
import { isStaleSave } from '../iep-form'
import { goalGamesOf } from '../game-targets'
import { iepMessages } from '../messages'
import { useSessionEntries } from '../use-session-entries'
import { GoalGameEvidence } from './game-evidence'
import { EntriesList } from './entries-list'
import { StaleNotice } from './stale-notice'
import { SessionVideo } from './session-video'
import { AddEntryForm } from './add-entry-form'
import { VideoField } from './video-field'

export function TherapistMonthForm({
  childId,
  iep,
  month,
  onClose,
}: {
  childId: string
  iep: IepDto
  month: IepMonthDto
  onClose: () => void
}) {
  const t = useMessages(iepMessages)
  const label = formatMonthYear(month.month, month.year)
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<v.InferInput<typeof PerformanceFormSchema>, unknown, v.InferOutput<typeof PerformanceFormSchema>>({
    resolver: valibotResolver(PerformanceFormSchema),
    defaultValues: {
      performance: month.latest.goals.map((_, index) => {
        const value = month.latest.performance[index]
        return typeof value === 'number' ? String(value) : ''
      }),
      therapistFeedback: month.latest.therapistFeedback,
      videoDescription: '',
    },
  })
  const [videoFileId, setVideoFileId] = useState<string | null>(null)
  const [isUploading, setIsUploading] = useState(false)
  const [baseVersion, setBaseVersion] = useState(month.latest.version)
  const [stale, setStale] = useState<{ message: string; saved: IepVersionDto | null } | null>(null)
  const save = useSavePerformance(childId)
  const reload = useReloadMonth(childId)
  const { pending } = useSessionEntries()

  async function onValid(values: v.InferOutput<typeof PerformanceFormSchema>) {
    try {
      await save.mutateAsync({
        iepId: iep._id,
        monthIndex: month.monthIndex,
        performance: values.performance ?? [],
        therapistFeedback: values.therapistFeedback ?? '',
        // The description belongs to the video it is sent with (the server keeps it in that video's version).
        ...(videoFileId ? { videoFileId, videoDescription: values.videoDescription } : {}),
        baseVersion,
      })
      toast({ title: t('iep.toast.saved'), variant: 'success' })
      onClose()
    } catch (error) {
      if (isStaleSave(error)) {
        const fresh = await reload(iep._id, month.monthIndex)
        if (fresh) setBaseVersion(fresh.latest.version)
        setStale({ message: serverMessage(error) ?? t('iep.stale.fallback'), saved: fresh?.latest ?? null })
        return
      }
      for (const [name, message] of Object.entries(serverFieldErrors(error))) {
        // A stored video the server cannot find is said under the video field, which is not a form field.
        const field = name === 'videoFileId' ? 'root.videoFileId' : name
        setError(field as FieldPath<v.InferInput<typeof PerformanceFormSchema>>, { type: 'server', message })
      }
      toast({ title: t('iep.toast.saveFailed'), description: serverMessage(error), variant: 'error' })
    }
  }

  const performanceErrors = errors.performance
  const listMessage = performanceErrors?.message ?? performanceErrors?.root?.message

  return (
    <div className="grid max-h-[72vh] gap-5 overflow-y-auto pe-1">
      {stale ? <StaleNotice message={stale.message} saved={stale.saved} /> : null}
      <div className="grid gap-1 text-sm">
        <p className="text-slate-600">{t('iep.field.longTerm')}</p>
        <p className="font-medium break-words whitespace-pre-line text-slate-900">{month.latest.target}</p>
      </div>
      <section aria-labelledby="therapist-goals" className="grid gap-4">
        <h3 id="therapist-goals" className="text-sm font-semibold text-slate-900">
          {t('iep.field.shortTerm')}
        </h3>
        {month.latest.goals.map((goal, index) => {
          const mean = month.meanPerGoal[index]
          const waiting = pending
            .filter(
              (entry) =>
                entry.payload.target.iepId === iep._id &&
                entry.payload.target.monthIndex === month.monthIndex &&
                entry.payload.body.goalIndex === index,
            )
            .map((entry) => entry.payload.body)
          return (
            <div key={index} className="grid gap-2 rounded-xl border border-slate-200 p-3">
              <p className="font-medium break-words text-slate-900">{t('iep.entries.goal', { n: index + 1, goal })}</p>
              <EntriesList entries={month.entries.filter((entry) => entry.goalIndex === index)} waiting={waiting} />
              <AddEntryForm childId={childId} iep={iep} month={month} goalIndex={index} />
              <FormField
                label={t('iep.performance.input', { n: index + 1 })}
                hint={
                  typeof mean === 'number'
                    ? t('iep.performance.meanHint', { percent: mean })
                    : t('iep.performance.noEntriesHint')
                }
                error={performanceErrors?.[index]?.message ?? (index === 0 ? listMessage : undefined)}
                className="sm:max-w-xs"
              >
                {(control) => (
                  <Input
                    {...control}
                    type="number"
                    inputMode="numeric"
                    min={0}
                    max={100}
                    placeholder={typeof mean === 'number' ? String(mean) : ''}
                    {...register(`performance.${index}`, { onChange: () => clearErrors() })}
                  />
                )}
              </FormField>
              {goalGamesOf(month.latest)
                .filter((target) => target.goal === index)
                .map((target) => (
                  <GoalGameEvidence
                    key={target.game}
                    childId={childId}
                    month={month.month}
                    year={month.year}
                    target={target}
                  />
                ))}
            </div>
          )
        })}
      </section>
      <form noValidate onSubmit={handleSubmit(onValid)} className="grid gap-4" aria-busy={isSubmitting}>
        <FormField label={t('iep.field.therapistFeedback')} error={errors.therapistFeedback?.message}>
          {(control) => <Textarea {...control} rows={3} {...register('therapistFeedback')} />}
        </FormField>
        {month.latest.childVideo ? (
          <div className="grid gap-1">
            <p className="text-sm font-medium text-slate-800">{t('iep.video.current')}</p>
            <SessionVideo
              video={month.latest.childVideo}
              label={t('iep.video.label', { month: label, version: month.latest.version })}
            />
          </div>
        ) : null}
        <VideoField iep={iep} onUploaded={setVideoFileId} onBusy={setIsUploading} />
        {videoFileId || isUploading ? (
          <FormField
            label={t('iep.video.description')}
            hint={t('iep.video.descriptionHint')}
            error={errors.videoDescription?.message}
          >
            {(control) => <Textarea {...control} rows={2} maxLength={1000} {...register('videoDescription')} />}
          </FormField>
        ) : null}
        {errors.root?.videoFileId?.message ? (
          <p role="alert" className="text-sm text-red-700">
            {localizeServerMessage(errors.root.videoFileId.message)}
          </p>
        ) : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="outline" onClick={onClose}>
            {t('iep.form.cancel')}
          </Button>
          <Button type="submit" disabled={isSubmitting || isUploading}>
            {isSubmitting ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
            {t('iep.therapist.submit')}
          </Button>
        </div>
      </form>
    </div>
  )
}
