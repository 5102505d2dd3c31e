import { clinicToday } from '@app/platform/clinic-time'
import { firstDayOf, lastDayOf, type IepDto, type IepMonthDto } from '@app/iep/schema'
import { Plus } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import type * as v from 'valibot'
import { Button } from '../../../components/ui/button'
import { FormField } from '../../../components/ui/form-field'
import { Input } from '../../../components/ui/input'
import { toast } from '../../../hooks/use-toast'
import { formatMonthYear } from '../../../i18n/format'
import { useMessages } from '../../../i18n/messages'
import { fieldsResolver } from '../../../lib/fields-resolver'
import { sessionEntryFormSchema } from '../api/add-session-entry'
import { iepMessages } from '../messages'
import { useSessionEntries } from '../use-session-entries'

/** What the fields hold as typed; the schema turns the percent into a number. */
interface EntryFields {
  date: string
  percent: string
  note: string
}
const ENTRY_FIELDS = ['date', 'percent', 'note'] as const

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
  const schema = sessionEntryFormSchema(
    first,
    last,
    t('iep.entries.outsideMonth', { month: formatMonthYear(month.month, month.year) }),
  )
  const {
    register,
    handleSubmit,
    getValues,
    setValue,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<EntryFields, unknown, v.InferOutput<typeof schema>>({
    resolver: fieldsResolver<EntryFields, typeof schema>(schema),
    defaultValues: { date: today >= first && today <= last ? today : latestAllowed, percent: '', note: '' },
  })
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

  async function onValid(values: v.InferOutput<typeof schema>) {
    // The entry is on the device as soon as `add` is called, so the fields clear now: clearing them after the
    // send would wipe the next entry the therapist has started typing meanwhile.
    const typed = { percent: getValues('percent'), note: getValues('note') }
    setValue('percent', '')
    setValue('note', '')
    setStatus(null)
    const outcome = await add(
      { childId, iepId: iep._id, monthIndex: month.monthIndex },
      { goalIndex, date: values.date, percent: values.percent, note: values.note },
    )
    if (typeof outcome === 'object') {
      if (!isMounted.current) {
        toast({ title: t('iep.entries.refused'), description: outcome.refused.message, variant: 'error' })
        return
      }
      // Refused for good (a future date, say): what was typed comes back, unless a next entry is being typed.
      if (getValues('percent') === '') setValue('percent', typed.percent)
      if (getValues('note') === '') setValue('note', typed.note)
      const { fieldErrors } = outcome.refused
      const shown = ENTRY_FIELDS.filter((field) => fieldErrors[field])
      for (const field of shown) setError(field, { type: 'server', message: fieldErrors[field] })
      if (shown.length === 0) setError('root', { type: 'server', message: outcome.refused.message })
      return
    }
    setStatus(outcome)
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(onValid)(event)}
      className="grid gap-2 rounded-lg bg-slate-50 p-3"
    >
      <p className="text-sm font-medium text-slate-800">{t('iep.entries.add', { n })}</p>
      <div className="grid gap-2 sm:grid-cols-[10rem_6rem_1fr]">
        <FormField label={t('iep.entries.date', { n })} error={errors.date?.message}>
          {(control) => (
            <Input
              {...control}
              type="date"
              min={first}
              max={latestAllowed}
              {...register('date', { onChange: () => clearErrors() })}
            />
          )}
        </FormField>
        <FormField label={t('iep.entries.percent', { n })} error={errors.percent?.message}>
          {(control) => (
            <Input
              {...control}
              type="number"
              inputMode="numeric"
              min={0}
              max={100}
              {...register('percent', { onChange: () => clearErrors() })}
            />
          )}
        </FormField>
        <FormField label={t('iep.entries.note', { n })} error={errors.note?.message}>
          {(control) => <Input {...control} {...register('note')} />}
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
      {errors.root?.message ? (
        <p role="alert" className="text-sm text-red-700">
          {errors.root.message}
        </p>
      ) : null}
    </form>
  )
}
