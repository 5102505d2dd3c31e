import { clinicToday } from '@app/platform/clinic-time'
import {
  firstDayOf,
  IepPerformanceSchema,
  lastDayOf,
  NOT_A_VIDEO_MESSAGE,
  SESSION_VIDEO_TARGET,
  SessionEntrySchema,
  VIDEO_EXTENSIONS,
  VIDEO_TOO_LARGE_MESSAGE,
  type IepDto,
  type IepMonthDto,
  type IepVersionDto,
} from '@app/iep/schema'
import { Loader2, Plus } from 'lucide-react'
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react'
import * as v from 'valibot'
import { ProgressBar } from '../../../components/resumable-upload'
import { Button } from '../../../components/ui/button'
import { Dialog } from '../../../components/ui/dialog'
import { FormField } from '../../../components/ui/form-field'
import { Input } from '../../../components/ui/input'
import { Textarea } from '../../../components/ui/textarea'
import { toast } from '../../../hooks/use-toast'
import { formatMonthYear } from '../../../i18n/format'
import { useMessages } from '../../../i18n/messages'
import { localizeServerMessage } from '../../../i18n/server-messages'
import { serverFieldErrors, serverMessage } from '../../../lib/api-errors'
import { useResumableUpload, videoRefusal } from '../../../lib/resumable-upload'
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

/** The upload's words in the active language (the two refusals are the product's own sentences). */
function uploadMessage(message: string | null): string | null {
  if (!message) return null
  if (message === NOT_A_VIDEO_MESSAGE) return iepMessages.t('iep.video.notAVideo')
  if (message === VIDEO_TOO_LARGE_MESSAGE) return iepMessages.t('iep.video.tooLarge')
  return localizeServerMessage(message)
}

/** A dated session entry under one goal: typed on the phone, kept on it until the server has it. */
function AddEntryForm({
  childId,
  iep,
  month,
  goalIndex,
}: {
  childId: string
  iep: IepDto
  month: IepMonthDto
  goalIndex: number
}) {
  const t = useMessages(iepMessages)
  const today = clinicToday()
  const first = firstDayOf(month)
  const last = lastDayOf(month)
  const latestAllowed = last < today ? last : today
  const [date, setDate] = useState(today >= first && today <= last ? today : latestAllowed)
  const [percent, setPercent] = useState('')
  const [note, setNote] = useState('')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [status, setStatus] = useState<'sent' | 'waiting' | null>(null)
  const { add } = useSessionEntries()
  const isMounted = useRef(true)
  useEffect(() => {
    isMounted.current = true
    return () => {
      isMounted.current = false
    }
  }, [])
  const n = goalIndex + 1

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    const parsed = v.safeParse(SessionEntrySchema, {
      goalIndex,
      date,
      percent,
      note,
      idempotencyKey: 'checked-when-sent',
    })
    const problems = parsed.success ? {} : fieldErrorsOf(parsed.issues)
    if (date < first || date > last)
      problems.date ??= t('iep.entries.outsideMonth', { month: formatMonthYear(month.month, month.year) })
    if (!parsed.success || Object.keys(problems).length > 0) {
      setErrors(problems)
      return
    }
    setErrors({})
    // The entry is on the device as soon as `add` is called, so the fields clear now: clearing them after the
    // send would wipe the next entry the therapist has started typing meanwhile.
    const typed = { percent, note }
    setPercent('')
    setNote('')
    setStatus(null)
    const outcome = await add(
      { childId, iepId: iep._id, monthIndex: month.monthIndex },
      { goalIndex, date: parsed.output.date, percent: parsed.output.percent, note: parsed.output.note },
    )
    if (typeof outcome === 'object') {
      if (!isMounted.current) {
        toast({ title: t('iep.entries.refused'), description: outcome.refused.message, variant: 'error' })
        return
      }
      // Refused for good (a future date, say): what was typed comes back, unless a next entry is being typed.
      setPercent((current) => (current === '' ? typed.percent : current))
      setNote((current) => (current === '' ? typed.note : current))
      const { fieldErrors } = outcome.refused
      const shown = ['date', 'percent', 'note'].filter((field) => fieldErrors[field])
      setErrors(
        shown.length > 0
          ? Object.fromEntries(shown.map((field) => [field, fieldErrors[field]]))
          : { form: outcome.refused.message },
      )
      return
    }
    setStatus(outcome)
  }

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-2 rounded-lg bg-slate-50 p-3">
      <p className="text-sm font-medium text-slate-800">{t('iep.entries.add', { n })}</p>
      <div className="grid gap-2 sm:grid-cols-[10rem_6rem_1fr]">
        <FormField label={t('iep.entries.date', { n })} error={errors.date}>
          {(control) => (
            <Input
              {...control}
              type="date"
              min={first}
              max={latestAllowed}
              value={date}
              onChange={(event) => {
                setDate(event.target.value)
                setErrors({})
              }}
            />
          )}
        </FormField>
        <FormField label={t('iep.entries.percent', { n })} error={errors.percent}>
          {(control) => (
            <Input
              {...control}
              type="number"
              inputMode="numeric"
              min={0}
              max={100}
              value={percent}
              onChange={(event) => {
                setPercent(event.target.value)
                setErrors({})
              }}
            />
          )}
        </FormField>
        <FormField label={t('iep.entries.note', { n })} error={errors.note}>
          {(control) => <Input {...control} value={note} onChange={(event) => setNote(event.target.value)} />}
        </FormField>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" variant="outline" size="sm">
          <Plus aria-hidden="true" />
          {t('iep.entries.submit', { n })}
        </Button>
        <p className="text-sm text-slate-700" role="status">
          {status === 'sent' ? t('iep.entries.sent') : status === 'waiting' ? t('iep.entries.kept') : ''}
        </p>
      </div>
      {errors.form ? (
        <p role="alert" className="text-sm text-red-700">
          {errors.form}
        </p>
      ) : null}
    </form>
  )
}

function VideoField({
  iep,
  onUploaded,
  onBusy,
}: {
  iep: IepDto
  onUploaded: (fileId: string | null) => void
  onBusy: (isBusy: boolean) => void
}) {
  const t = useMessages(iepMessages)
  const id = useId()
  const [refusal, setRefusal] = useState<string | null>(null)
  const upload = useResumableUpload({
    target: SESSION_VIDEO_TARGET,
    recordId: iep._id,
    onUploaded: (fileId) => {
      onUploaded(fileId)
      onBusy(false)
    },
  })
  const isBusy = upload.status === 'uploading' || upload.status === 'waiting-for-network'
  const error = refusal ?? uploadMessage(upload.error)

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    onUploaded(null)
    if (!file) return
    // Checked here for the product's own words; checked again, by content, on the server.
    const refused = videoRefusal(file)
    if (refused) {
      setRefusal(uploadMessage(refused))
      return
    }
    setRefusal(null)
    onBusy(true)
    void upload.start(file)
  }

  return (
    <div className="grid gap-2">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {t('iep.video.choose')}
      </label>
      <input
        id={id}
        type="file"
        accept={[...VIDEO_EXTENSIONS, 'video/*'].join(',')}
        disabled={isBusy}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        onChange={onChange}
        className="block w-full max-w-full text-sm file:mr-3 file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:text-sm"
      />
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        {t('iep.video.hint')}
      </p>
      {upload.status === 'uploading' || upload.status === 'waiting-for-network' || upload.status === 'done' ? (
        <div className="grid gap-1">
          <ProgressBar percent={upload.percent} label={t('iep.video.progress')} />
          <p className="text-sm text-slate-700" aria-live="polite">
            {upload.status === 'done'
              ? t('iep.video.uploadedReady')
              : upload.status === 'waiting-for-network'
                ? t('iep.video.waitingForNetwork', { percent: upload.percent })
                : t('iep.video.percent', { percent: upload.percent })}
          </p>
        </div>
      ) : null}
      {error && upload.status !== 'waiting-for-network' ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      {isBusy ? (
        <div>
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => {
              void upload.cancel()
              onBusy(false)
            }}
          >
            {t('iep.video.cancel')}
          </Button>
        </div>
      ) : null}
    </div>
  )
}

function TherapistMonthForm({
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

/** View/Update a month: session entries per goal, performance per goal, feedback and the session video. */
export function TherapistMonthDialog({
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
  return (
    <Dialog
      isOpen={target !== null}
      onClose={onClose}
      title={
        month
          ? t('iep.therapist.title', { n: month.monthIndex + 1, month: formatMonthYear(month.month, month.year) })
          : ''
      }
      maxWidth="3xl"
    >
      {target ? (
        <TherapistMonthForm
          key={`${target.iep._id}-${target.month.monthIndex}`}
          childId={childId}
          iep={target.iep}
          month={target.month}
          onClose={onClose}
        />
      ) : null}
    </Dialog>
  )
}
