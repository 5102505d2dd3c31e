import { valibotResolver } from '@hookform/resolvers/valibot'
import {
  CHANNEL_NAMES,
  CONSENT_WORDING,
  SELECTABLE_LANGUAGES,
  type PreferencesDto,
  type PreferencesInput,
} from '@app/messaging/schema'
import { BellRing, Loader2, Save } from 'lucide-react'
import { useForm, type FieldPath } from 'react-hook-form'
import { LoadError } from '../../../components/layout/load-error'
import { Button } from '../../../components/ui/button'
import { FormField } from '../../../components/ui/form-field'
import { Select } from '../../../components/ui/select'
import { toast } from '../../../hooks/use-toast'
import { formatDateTime } from '../../../i18n/format'
import { useMessages } from '../../../i18n/messages'
import { LOCALES } from '../../../i18n/locales'
import { serverFieldErrors, serverMessage } from '../../../lib/api-errors'
import { useReminderPreferences } from '../api/get-reminder-preferences'
import { reminderPreferencesFormSchema, useSaveReminderPreferences } from '../api/save-reminder-preferences'
import { reminderPreferencesMessages } from '../messages'
import { PhoneVerification } from './phone-verification'

const valuesOf = (preferences: PreferencesDto): PreferencesInput => ({
  channels: preferences.channels,
  language: 'en',
})

/** The parent's reminder channels in the profile: the number's verification, the channels, the language. */
export function ReminderPreferencesCard({ mobile }: { mobile: string | null }) {
  const t = useMessages(reminderPreferencesMessages)
  const query = useReminderPreferences(mobile, { errorToast: () => t('reminderPreferences.loadFailed') })
  return (
    <section aria-labelledby="reminder-preferences-heading" className="grid gap-4">
      <div className="flex items-center gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-teal-50 text-teal-700">
          <BellRing className="size-5" aria-hidden="true" />
        </span>
        <div>
          <h2 id="reminder-preferences-heading" className="text-lg font-semibold text-slate-900">
            {t('reminderPreferences.heading')}
          </h2>
          <p className="text-sm text-slate-600">{t('reminderPreferences.intro')}</p>
        </div>
      </div>
      {query.isPending ? (
        <p role="status" className="text-sm text-slate-600">
          {t('reminderPreferences.loading')}
        </p>
      ) : null}
      {query.isError ? (
        <LoadError message={t('reminderPreferences.loadFailed')} onRetry={() => void query.refetch()} />
      ) : null}
      {query.data ? (
        <>
          <PhoneVerification preferences={query.data} />
          <ReminderPreferencesForm key={JSON.stringify(query.data)} preferences={query.data} />
        </>
      ) : null}
    </section>
  )
}

function ReminderPreferencesForm({ preferences }: { preferences: PreferencesDto }) {
  const t = useMessages(reminderPreferencesMessages)
  const save = useSaveReminderPreferences()
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<PreferencesInput, unknown, PreferencesInput>({
    resolver: valibotResolver(reminderPreferencesFormSchema),
    defaultValues: valuesOf(preferences),
  })

  async function onValid(values: PreferencesInput) {
    try {
      await save.mutateAsync(values)
      toast({ title: t('reminderPreferences.saved'), variant: 'success' })
    } catch (error) {
      const fieldErrors = serverFieldErrors(error)
      for (const name of ['channels.email', 'channels.whatsapp', 'channels.sms', 'language'] as const) {
        if (fieldErrors[name]) setError(name, { type: 'server', message: fieldErrors[name] })
      }
      toast({ title: serverMessage(error) ?? t('reminderPreferences.saveFailed'), variant: 'error' })
    }
  }

  const channelBox = (name: 'email' | 'whatsapp' | 'sms', hint: string | null) => {
    const path: FieldPath<PreferencesInput> = `channels.${name}`
    const isPhone = name !== 'email'
    const isOff =
      isPhone && (!preferences.available[name] || !preferences.mobileVerified) && !preferences.channels[name]
    const error = errors.channels?.[name]?.message
    return (
      <div className="grid gap-1">
        <label className="flex items-center gap-3 text-sm font-medium text-slate-800">
          <input
            type="checkbox"
            className="size-4 rounded border-slate-300 accent-teal-700 disabled:opacity-50"
            disabled={isOff}
            aria-invalid={error ? true : undefined}
            {...register(path, { onChange: () => clearErrors(path) })}
          />
          {name === 'email'
            ? t('reminderPreferences.channel.email')
            : t('reminderPreferences.channel.phone', { channel: CHANNEL_NAMES[name] })}
        </label>
        {hint ? <p className="ps-7 text-xs text-slate-600">{hint}</p> : null}
        {error ? (
          <p role="alert" className="ps-7 text-sm text-red-700">
            {error}
          </p>
        ) : null}
      </div>
    )
  }
  const phoneHint = (name: 'whatsapp' | 'sms') =>
    !preferences.available[name]
      ? t('reminderPreferences.channel.unavailable')
      : !preferences.mobileVerified
        ? t('reminderPreferences.channel.verifyFirst')
        : null

  return (
    <form
      className="grid gap-4"
      aria-busy={isSubmitting}
      noValidate
      onSubmit={(event) => void handleSubmit(onValid)(event)}
    >
      <fieldset className="grid gap-3">
        <legend className="mb-2 text-sm font-semibold text-slate-900">{t('reminderPreferences.channels')}</legend>
        {channelBox('email', null)}
        {channelBox('whatsapp', phoneHint('whatsapp'))}
        {channelBox('sms', phoneHint('sms'))}
      </fieldset>
      <FormField label={t('reminderPreferences.language')} error={errors.language?.message} className="sm:max-w-xs">
        {(control) => (
          <Select {...control} {...register('language')}>
            {SELECTABLE_LANGUAGES.map((language) => (
              <option key={language} value={language} lang={language}>
                {LOCALES.find((locale) => locale.code === language)?.name ?? language}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      {/* The wording is stored word for word with the save, so it is shown as the server keeps it. */}
      <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700" lang="en">
        {CONSENT_WORDING}
      </p>
      {preferences.consent ? (
        <p className="text-xs text-slate-600">
          {t('reminderPreferences.consentAt', {
            when: formatDateTime(preferences.consent.at),
          })}
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={isSubmitting || !isDirty}>
          {isSubmitting ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Save aria-hidden="true" />}
          {t('reminderPreferences.save')}
        </Button>
      </div>
    </form>
  )
}
