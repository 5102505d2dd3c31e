import { Link } from '@tanstack/react-router'
import { CircleCheckBig, LogIn, UserPlus } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { Button } from '../../../components/ui/button'
import { useMessages } from '../../../i18n/messages'
import { common } from '../../../lib/common-messages'
import { adminRegistration } from '../messages'
import { ADMIN_REGISTRATION_MESSAGES, type RegisteredAccount } from '../api/register-account'

/** Shown after an account is created: what was made, Register Another Account, Go to Login. */
export function RegistrationSuccessPanel({
  account,
  onRegisterAnother,
}: {
  account: RegisteredAccount
  onRegisterAnother: () => void
}) {
  const headingRef = useRef<HTMLHeadingElement>(null)
  const t = useMessages(adminRegistration)
  const tCommon = useMessages(common)
  useEffect(() => headingRef.current?.focus(), [])
  return (
    <section className="grid justify-items-center gap-4 py-6 text-center" aria-labelledby="registration-success">
      <span className="flex size-16 items-center justify-center rounded-full bg-teal-50 text-teal-700">
        <CircleCheckBig className="size-8" aria-hidden="true" />
      </span>
      <h2
        id="registration-success"
        ref={headingRef}
        tabIndex={-1}
        className="text-xl font-semibold text-slate-900 outline-none"
      >
        {ADMIN_REGISTRATION_MESSAGES.success}
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-start text-sm">
        <dt className="text-slate-600">{t('adminRegistration.success.name')}</dt>
        <dd className="font-medium text-slate-900">{account.user.name}</dd>
        <dt className="text-slate-600">{t('adminRegistration.success.username')}</dt>
        <dd className="font-medium text-slate-900">{account.user.username}</dd>
        <dt className="text-slate-600">{t('adminRegistration.success.role')}</dt>
        <dd className="font-medium text-slate-900">{tCommon('common.role.name', { role: account.user.role })}</dd>
        {account.child ? (
          <>
            <dt className="text-slate-600">{t('adminRegistration.success.child')}</dt>
            <dd className="font-medium text-slate-900">{account.child.name}</dd>
          </>
        ) : null}
      </dl>
      <p className="max-w-md text-sm text-slate-600">{t('adminRegistration.success.note')}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button onClick={onRegisterAnother}>
          <UserPlus aria-hidden="true" />
          {t('adminRegistration.success.registerAnother')}
        </Button>
        <Button asChild variant="outline">
          <Link to="/login">
            <LogIn aria-hidden="true" />
            {t('adminRegistration.success.goToLogin')}
          </Link>
        </Button>
      </div>
    </section>
  )
}
