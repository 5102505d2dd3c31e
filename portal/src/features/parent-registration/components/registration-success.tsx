import { Link, useNavigate } from '@tanstack/react-router'
import { CircleCheckBig, LogIn } from 'lucide-react'
import { useEffect, useState } from 'react'
import { Button } from '../../../components/ui/button'
import { useMessages } from '../../../i18n/messages'
import { RichMessage } from '../../../i18n/rich-message'
import { PARENT_REGISTRATION_MESSAGES } from '../api/parent-registration'
import { registration } from '../messages'

/** Seconds before the success screen moves on to /login (docs/product.md §4.4). */
export const REDIRECT_SECONDS = 5

/** Shown once the account exists: a link to login and a 5-second countdown to it. */
export function RegistrationSuccess({ loginSearch }: { loginSearch?: { redirect: string } } = {}) {
  const navigate = useNavigate()
  const [secondsLeft, setSecondsLeft] = useState(REDIRECT_SECONDS)
  const t = useMessages(registration)

  useEffect(() => {
    const startedAt = Date.now()
    const tick = setInterval(() => {
      const left = REDIRECT_SECONDS - Math.floor((Date.now() - startedAt) / 1000)
      setSecondsLeft(Math.max(left, 0))
    }, 250)
    const redirect = setTimeout(
      () => void navigate({ to: '/login', search: loginSearch, replace: true }),
      REDIRECT_SECONDS * 1000,
    )
    return () => {
      clearInterval(tick)
      clearTimeout(redirect)
    }
  }, [navigate, loginSearch])

  return (
    <div className="grid justify-items-center gap-4 py-6 text-center" role="status">
      <span className="flex size-16 items-center justify-center rounded-full bg-teal-50 text-teal-700">
        <CircleCheckBig className="size-8" aria-hidden="true" />
      </span>
      <h2 className="text-xl font-semibold text-slate-900">{PARENT_REGISTRATION_MESSAGES.registered}</h2>
      <p className="text-slate-600">
        <RichMessage
          messages={registration}
          id="registration.success.body"
          values={{ seconds: secondsLeft }}
          components={{ 0: <span aria-live="off" /> }}
        />
      </p>
      <Button asChild size="lg">
        <Link to="/login" search={loginSearch} replace>
          <LogIn aria-hidden="true" />
          {t('registration.success.goToLogin')}
        </Link>
      </Button>
    </div>
  )
}
