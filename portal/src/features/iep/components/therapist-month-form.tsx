import { IepPerformanceSchema, type IepDto, type IepMonthDto, type IepVersionDto } from '@app/iep/schema'
import { Loader2 } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import * as v from 'valibot'
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
import { useSavePerformance } from '../api/save-performance'
import { fieldErrorsOf, isStaleSave } from '../iep-form'
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
  const [performance, setPerformance] = useState<string[]>(
    month.latest.goals.map((_, index) => {
      const value = month.latest.performance[index]
      return typeof value === 'number' ? String(value) : ''
    }),
  )
  const [feedback, setFeedback] = useState(month.latest.therapistFeedback)
  const [videoFileId, setVideoFileId] = useState<string | null>(null)
  const [isUploading, setIsUploading] = useState(false)
  const [videoDescription, setVideoDescription] = useState('')
  const [baseVersion, setBaseVersion] = useState(month.latest.version)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [stale, setStale] = useState<{ message: string; saved: IepVersionDto | null } | null>(null)
  const save = useSavePerformance(childId)
  const reload = useReloadMonth(childId)
  const { pending } = useSessionEntries()

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    const body = {
      iepId: iep._id,
      monthIndex: month.monthIndex,
      performance: performance.map((value) => (value.trim() === '' ? null : Number(value))),
      therapistFeedback: feedback,
      // The description belongs to the video it is sent with (the server keeps it in that video's version).
      ...(videoFileId ? { videoFileId, videoDescription } : {}),
      baseVersion,
    }
    const parsed = v.safeParse(IepPerformanceSchema, body)
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.issues))
      return
    }
    setErrors({})
    try {
      await save.mutateAsync(body)
      toast({ title: t('iep.toast.saved'), variant: 'success' })
      onClose()
    } catch (error) {
      if (isStaleSave(error)) {
        const fresh = await reload(iep._id, month.monthIndex)
        if (fresh) setBaseVersion(fresh.latest.version)
        setStale({ message: serverMessage(error) ?? t('iep.stale.fallback'), saved: fresh?.latest ?? null })
        return
      }
      setErrors(serverFieldErrors(error))
      toast({ title: t('iep.toast.saveFailed'), description: serverMessage(error), variant: 'error' })
    }
  }

  return (
    <div className="grid max-h-[72vh] gap-5 overflow-y-auto pr-1">
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
                error={errors[`performance.${index}`] ?? (index === 0 ? errors.performance : undefined)}
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
                    value={performance[index] ?? ''}
                    onChange={(event) => {
                      const next = [...performance]
                      next[index] = event.target.value
                      setPerformance(next)
                      setErrors({})
                    }}
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
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4" aria-busy={save.isPending}>
        <FormField label={t('iep.field.therapistFeedback')} error={errors.therapistFeedback}>
          {(control) => (
            <Textarea {...control} rows={3} value={feedback} onChange={(event) => setFeedback(event.target.value)} />
          )}
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
            error={errors.videoDescription}
          >
            {(control) => (
              <Textarea
                {...control}
                rows={2}
                maxLength={1000}
                value={videoDescription}
                onChange={(event) => setVideoDescription(event.target.value)}
              />
            )}
          </FormField>
        ) : null}
        {errors.videoFileId ? (
          <p role="alert" className="text-sm text-red-700">
            {localizeServerMessage(errors.videoFileId)}
          </p>
        ) : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="outline" onClick={onClose}>
            {t('iep.form.cancel')}
          </Button>
          <Button type="submit" disabled={save.isPending || isUploading}>
            {save.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
            {t('iep.therapist.submit')}
          </Button>
        </div>
      </form>
    </div>
  )
}
