import { QueryClientProvider } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { CalendarPlus, MailCheck, ShieldCheck } from 'lucide-react'
import { useState } from 'react'
import { AuthSplitLayout } from '../../components/layout/auth-split-layout'
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card'
import { ParentRegistrationForm } from '../../features/parent-registration/components/parent-registration-form'
import { RegistrationSuccess } from '../../features/parent-registration/components/registration-success'
import { usePageTitle } from '../../hooks/use-page-title'
import { queryClient } from '../../lib/query-client'

const highlights = [
  { icon: MailCheck, text: 'Verify your e-mail with a one-time code' },
  { icon: CalendarPlus, text: 'Book appointments for your children' },
  { icon: ShieldCheck, text: 'Your details stay with your centre' },
]

/** /register: parent registration with e-mail OTP (SPEC sections 2, 4, 5, 8). */
export function RegisterPage() {
  usePageTitle('Parent Registration')
  const [isRegistered, setIsRegistered] = useState(false)
  return (
    <QueryClientProvider client={queryClient}>
      <AuthSplitLayout heading="Join us in your child's journey." highlights={highlights}>
        <Card className="w-full max-w-2xl">
          <CardHeader>
            <h1 className="text-2xl font-bold tracking-tight text-slate-900">Parent Registration</h1>
            {isRegistered ? null : (
              <CardDescription>
                Fill in your details, then confirm your e-mail with the code we send you. Fields marked * are required.
              </CardDescription>
            )}
          </CardHeader>
          <CardContent>
            {isRegistered ? (
              <RegistrationSuccess />
            ) : (
              <ParentRegistrationForm onRegistered={() => setIsRegistered(true)} />
            )}
          </CardContent>
        </Card>
        {isRegistered ? null : (
          <p className="mt-6 text-center text-sm text-slate-600">
            Already registered?{' '}
            <Link
              to="/login"
              className="font-medium text-teal-700 underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600"
            >
              Login here
            </Link>
          </p>
        )}
      </AuthSplitLayout>
    </QueryClientProvider>
  )
}
