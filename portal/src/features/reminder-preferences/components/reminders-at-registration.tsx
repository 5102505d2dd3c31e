import { BellRing } from 'lucide-react'
import { useMessages } from '../../../i18n/messages'
import { reminderPreferencesMessages } from '../messages'

/** Where a parent who asked for phone reminders at registration goes after logging in: the profile's choices. */
export const REMINDERS_AFTER_LOGIN = { redirect: '/profile' } as const

/**
 * The registration form's optional step (docs/product.md §4.20): e-mail reminders come by default; WhatsApp and SMS
 * need the mobile number verified with a code, which needs the account, so the parent who ticks this box is taken
 * to the profile's reminder choices after logging in. Left unticked, registration is exactly as before.
 */
export function RemindersAtRegistration({
  checked,
  onChange,
}: {
  checked: boolean
  onChange: (checked: boolean) => void
}) {
  const t = useMessages(reminderPreferencesMessages)
  return (
    <fieldset className="grid gap-2 rounded-xl border border-slate-200 bg-slate-50/60 p-4">
      <legend className="flex items-center gap-2 px-1 text-base font-semibold text-slate-900">
        <BellRing className="size-4 text-teal-700" aria-hidden="true" />
        {t('reminderPreferences.registration.legend')}
      </legend>
      <p className="text-sm text-slate-700">{t('reminderPreferences.registration.email')}</p>
      <label className="flex items-start gap-3 text-sm font-medium text-slate-800">
        <input
          type="checkbox"
          className="mt-0.5 size-4 rounded border-slate-300 accent-teal-700"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
        />
        {t('reminderPreferences.registration.phone')}
      </label>
    </fieldset>
  )
}
