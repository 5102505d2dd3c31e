import { Link } from '@tanstack/react-router'
import { CalendarCheck, ClipboardList, Gamepad2 } from 'lucide-react'
import { BrandMark } from '../../components/layout/brand-mark'
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card'
import { LoginForm } from '../../features/auth/components/login-form'
import { usePageTitle } from '../../hooks/use-page-title'
import { BRAND_NAME } from '../../lib/brand'

const highlights = [
  { icon: CalendarCheck, text: 'Book and follow appointments' },
  { icon: ClipboardList, text: 'Individual education plans and progress reports' },
  { icon: Gamepad2, text: 'Learning games and their reports' },
]

export function LoginPage() {
  usePageTitle('Login')
  return (
    <div className="grid min-h-dvh bg-slate-50 lg:grid-cols-2">
      <aside className="relative hidden overflow-hidden bg-gradient-to-br from-teal-700 via-teal-800 to-sky-900 p-12 text-white lg:flex lg:flex-col lg:justify-between">
        <div aria-hidden="true" className="absolute -top-24 -right-24 size-96 rounded-full bg-white/5" />
        <div aria-hidden="true" className="absolute -bottom-32 -left-16 size-80 rounded-full bg-sky-400/10" />
        <p className="relative text-lg font-semibold">{BRAND_NAME}</p>
        <div className="relative max-w-md">
          <h2 className="text-3xl leading-tight font-bold">Caring for every child&apos;s growth, together.</h2>
          <ul className="mt-8 grid gap-4">
            {highlights.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-center gap-3 text-teal-50">
                <span className="flex size-9 items-center justify-center rounded-lg bg-white/10">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                {text}
              </li>
            ))}
          </ul>
        </div>
        <p className="relative text-sm text-teal-100">Portal for parents, doctors, therapists and centre staff.</p>
      </aside>

      <main id="main" className="flex flex-col items-center justify-center px-4 py-10 sm:px-6">
        <BrandMark className="mb-8 lg:hidden" />
        <Card className="w-full max-w-md">
          <CardHeader>
            <h1 className="text-2xl font-bold tracking-tight text-slate-900">Login</h1>
            <CardDescription>Sign in with the username and password your centre gave you.</CardDescription>
          </CardHeader>
          <CardContent>
            <LoginForm />
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
      </main>
    </div>
  )
}
