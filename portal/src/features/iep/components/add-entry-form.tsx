import { clinicToday } from '@app/platform/clinic-time'
import { firstDayOf, lastDayOf, SessionEntrySchema, type IepDto, type IepMonthDto } from '@app/iep/schema'
import { Plus } from 'lucide-react'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import * as v from 'valibot'
import { Button } from '../../../components/ui/button'
import { FormField } from '../../../components/ui/form-field'
import { Input } from '../../../components/ui/input'
import { toast } from '../../../hooks/use-toast'
import { formatMonthYear } from '../../../i18n/format'
import { useMessages } from '../../../i18n/messages'
import { fieldErrorsOf } from '../iep-form'
import { iepMessages } from '../messages'
import { useSessionEntries } from '../use-session-entries'

/** A dated session entry under one goal: typed on the phone, kept on it until the server has it. */
export function AddEntryForm({
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
