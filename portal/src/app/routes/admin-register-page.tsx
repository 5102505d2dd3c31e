import { useState } from 'react'
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card'
import { AdminRegistrationForm } from '../../features/admin-registration/components/admin-registration-form'
import { RegistrationSuccessPanel } from '../../features/admin-registration/components/registration-success-panel'
import type { RegisteredAccount } from '../../features/admin-registration/api/register-account'
import { usePageTitle } from '../../hooks/use-page-title'
import { adminRegistration } from '../../features/admin-registration/messages'
import { useMessages } from '../../i18n/messages'

/** /admindashboard/register: an admin registers a parent, therapist or doctor for their centre. */
export function AdminRegisterPage() {
  const t = useMessages(adminRegistration)
  usePageTitle(t('adminRegistration.pageTitle'))
  const [account, setAccount] = useState<RegisteredAccount | null>(null)
  // A new key gives a fresh, empty form for "Register Another Account".
  const [formKey, setFormKey] = useState(0)
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6 sm:px-6 lg:py-8">
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('adminRegistration.heading')}</h1>
          {account ? null : <CardDescription>{t('adminRegistration.intro')}</CardDescription>}
        </CardHeader>
        <CardContent>
          {account ? (
            <RegistrationSuccessPanel
              account={account}
              onRegisterAnother={() => {
                setAccount(null)
                setFormKey((key) => key + 1)
              }}
            />
          ) : (
            <AdminRegistrationForm key={formKey} onRegistered={setAccount} />
          )}
        </CardContent>
      </Card>
    </div>
  )
}
