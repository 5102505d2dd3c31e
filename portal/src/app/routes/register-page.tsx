import { QueryClientProvider } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { CalendarPlus, MailCheck, ShieldCheck } from 'lucide-react'
import { useState } from 'react'
import { AuthSplitLayout } from '../../components/layout/auth-split-layout'
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card'
import { ParentRegistrationForm } from '../../features/parent-registration/components/parent-registration-form'
import { RegistrationSuccess } from '../../features/parent-registration/components/registration-success'
import {
  REMINDERS_AFTER_LOGIN,
  RemindersAtRegistration,
} from '../../features/reminder-preferences/components/reminders-at-registration'
import { usePageTitle } from '../../hooks/use-page-title'
import { queryClient } from '../../lib/query-client'
import { registration } from '../../features/parent-registration/messages'
import { useMessages } from '../../i18n/messages'
import { RichMessage } from '../../i18n/rich-message'

/** /register: parent registration with e-mail OTP (docs/product.md §4.4, §5.7, §7.2, §8.2). */
export function RegisterPage() {
  const t = useMessages(registration)
  usePageTitle(t('registration.pageTitle'))
  const highlights = [
    { icon: MailCheck, text: t('registration.highlight.verify') },
    { icon: CalendarPlus, text: t('registration.highlight.book') },
    { icon: ShieldCheck, text: t('registration.highlight.privacy') },
  ]
  const [isRegistered, setIsRegistered] = useState(false)
  // The optional reminders step: ticked, the parent lands on the profile's reminder choices after logging in.
  const [wantsPhoneReminders, setWantsPhoneReminders] = useState(false)
  return (
    <QueryClientProvider client={queryClient}>
      <AuthSplitLayout heading={t('registration.brandHeading')} highlights={highlights}>
        <Card className="w-full max-w-2xl">
          <CardHeader>
            <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('registration.heading')}</h1>
            {isRegistered ? null : <CardDescription>{t('registration.intro')}</CardDescription>}
          </CardHeader>
          <CardContent>
            {isRegistered ? (
              <RegistrationSuccess loginSearch={wantsPhoneReminders ? REMINDERS_AFTER_LOGIN : undefined} />
            ) : (
              <ParentRegistrationForm
                onRegistered={() => setIsRegistered(true)}
                extra={<RemindersAtRegistration checked={wantsPhoneReminders} onChange={setWantsPhoneReminders} />}
              />
            )}
          </CardContent>
        </Card>
        {isRegistered ? null : (
          <p className="mt-6 text-center text-sm text-slate-600">
            <RichMessage
              messages={registration}
              id="registration.alreadyRegistered"
              components={{
                0: (
                  <Link
                    to="/login"
                    className="font-medium text-teal-700 underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600"
                  />
                ),
              }}
            />
          </p>
        )}
      </AuthSplitLayout>
    </QueryClientProvider>
  )
}
