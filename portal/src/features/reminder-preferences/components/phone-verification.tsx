import { valibotResolver } from '@hookform/resolvers/valibot'
import { CHANNEL_NAMES, maskedMobile, type PhoneChannel, type PreferencesDto } from '@app/messaging/schema'
import { BadgeCheck, Loader2, MessageCircle, Smartphone } from 'lucide-react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Button } from '../../../components/ui/button'
import { FormField } from '../../../components/ui/form-field'
import { Input } from '../../../components/ui/input'
import { toast } from '../../../hooks/use-toast'
import { serverFieldErrors, serverMessage } from '../../../lib/api-errors'
import { useMessages } from '../../../i18n/messages'
import { localizeServerMessage } from '../../../i18n/server-messages'
import { phoneCodeFormSchema, useCheckPhoneCode, useSendPhoneCode } from '../api/phone-verification'
import { reminderPreferencesMessages } from '../messages'

/** The account's number: verified, or a code to ask for on WhatsApp or SMS and to type back. */
export function PhoneVerification({ preferences }: { preferences: PreferencesDto }) {
  const t = useMessages(reminderPreferencesMessages)
  const send = useSendPhoneCode()
  const check = useCheckPhoneCode()
  const [sentOn, setSentOn] = useState<PhoneChannel | null>(null)
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<{ code: string }, unknown, { code: string }>({
    resolver: valibotResolver(phoneCodeFormSchema),
    defaultValues: { code: '' },
  })
  const channels = (['whatsapp', 'sms'] as const).filter((channel) => preferences.available[channel])

  if (!preferences.mobile) return <p className="text-sm text-slate-600">{t('reminderPreferences.phone.none')}</p>
  if (preferences.mobileVerified) {
    return (
      <p className="flex items-center gap-2 text-sm text-slate-800">
        <BadgeCheck className="size-5 text-teal-700" aria-hidden="true" />
        {t('reminderPreferences.phone.verified', { number: maskedMobile(preferences.mobile) })}
      </p>
    )
  }
  if (channels.length === 0) return null

  async function sendCode(channel: PhoneChannel) {
    try {
      const sent = await send.mutateAsync(channel)
      setSentOn(channel)
      reset({ code: '' })
      toast({ title: localizeServerMessage(sent.message), variant: 'success' })
    } catch (error) {
      toast({ title: serverMessage(error) ?? t('reminderPreferences.phone.sendFailed'), variant: 'error' })
    }
  }

  async function onValid({ code }: { code: string }) {
    try {
      await check.mutateAsync(code)
      setSentOn(null)
      toast({ title: t('reminderPreferences.phone.verifiedToast'), variant: 'success' })
    } catch (error) {
      const message =
        serverFieldErrors(error).code ?? serverMessage(error) ?? t('reminderPreferences.phone.checkFailed')
      setError('code', { type: 'server', message })
    }
  }

  return (
    <div className="grid gap-3">
      <p className="text-sm text-slate-700">
        {t('reminderPreferences.phone.unverified', { number: maskedMobile(preferences.mobile) })}
      </p>
      <div className="flex flex-wrap gap-2">
        {channels.map((channel) => (
          <Button
            key={channel}
            type="button"
            variant="outline"
            disabled={send.isPending}
            onClick={() => void sendCode(channel)}
          >
            {channel === 'whatsapp' ? <MessageCircle aria-hidden="true" /> : <Smartphone aria-hidden="true" />}
            {t('reminderPreferences.phone.sendOn', { channel: CHANNEL_NAMES[channel] })}
          </Button>
        ))}
      </div>
      {sentOn ? (
        <form
          className="flex flex-wrap items-start gap-3"
          aria-busy={isSubmitting}
          noValidate
          onSubmit={(event) => void handleSubmit(onValid)(event)}
        >
          <FormField label={t('reminderPreferences.phone.code')} error={errors.code?.message} className="w-40">
            {(control) => (
              <Input
                {...control}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                {...register('code', { onChange: () => clearErrors('code') })}
              />
            )}
          </FormField>
          <Button type="submit" className="mt-7" disabled={isSubmitting}>
            {isSubmitting ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
            {t('reminderPreferences.phone.verify')}
          </Button>
        </form>
      ) : null}
    </div>
  )
}
