import { Link, useSearch } from '@tanstack/react-router'
import { CalendarCheck, ClipboardList, Gamepad2 } from 'lucide-react'
import { AuthSplitLayout } from '../../components/layout/auth-split-layout'
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card'
import { LoginForm } from '../../features/auth/components/login-form'
import { usePageTitle } from '../../hooks/use-page-title'

const highlights = [
  { icon: CalendarCheck, text: 'Book and follow appointments' },
  { icon: ClipboardList, text: 'Individual education plans and progress reports' },
  { icon: Gamepad2, text: 'Learning games and their reports' },
]

export function LoginPage() {
  // The page a signed-out visitor asked for (guards.ts), opened after signing in.
  const redirectTo = (useSearch({ strict: false }) as { redirect?: string }).redirect
  usePageTitle('Login')
  return (
    <AuthSplitLayout heading="Caring for every child's growth, together." highlights={highlights}>
      <Card className="w-full max-w-md">
        <CardHeader>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">Login</h1>
          <CardDescription>Sign in with the username and password your centre gave you.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <LoginForm redirectTo={redirectTo} />
          <Link
            to="/forgot-password"
            className="justify-self-center text-sm font-medium text-teal-700 underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600"
          >
            Forgot password?
          </Link>
        </CardContent>
      </Card>
      <p className="mt-6 text-center text-sm text-slate-600">
        New parent?{' '}
        <Link
          to="/register"
          className="font-medium text-teal-700 underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600"
        >
          Register here
        </Link>
      </p>
    </AuthSplitLayout>
  )
}
