import { CalendarDays, ClipboardList, Stethoscope, UsersRound } from 'lucide-react'
import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { Button } from '../../components/ui/button'
import { Card, CardContent } from '../../components/ui/card'
import { RoleGate } from '../../features/auth/components/role-gate'
import { usePageTitle } from '../../hooks/use-page-title'
import { roleLabel, type PortalRole } from '../../lib/session'

const dashboards: Record<
  Exclude<PortalRole, 'admin' | 'parent'>,
  { intro: string; upcoming: { icon: LucideIcon; label: string }[] }
> = {
  doctor: {
    intro: 'Your assigned children, their IEPs and your completed appointments will appear here soon.',
    upcoming: [
      { icon: UsersRound, label: 'Assigned children' },
      { icon: ClipboardList, label: 'IEPs' },
      { icon: Stethoscope, label: 'Completed appointments' },
    ],
  },
  therapist: {
    intro: 'Your assigned children, their IEPs and session records will appear here soon.',
    upcoming: [
      { icon: UsersRound, label: 'Assigned children' },
      { icon: ClipboardList, label: 'IEP sessions' },
      { icon: CalendarDays, label: 'Reports' },
    ],
  },
}

function DashboardHome({ role, children }: { role: 'doctor' | 'therapist'; children?: ReactNode }) {
  const title = `${roleLabel(role)} Dashboard`
  usePageTitle(title)
  const { intro, upcoming } = dashboards[role]
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 lg:py-10">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
      <p className="mt-2 text-slate-600">{intro}</p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-3">
        {upcoming.map(({ icon: Icon, label }) => (
          <li key={label}>
            <Card className="h-full">
              <CardContent className="flex items-center gap-3 pt-6">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-teal-50 text-teal-700">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <span className="grid">
                  <span className="font-medium text-slate-900">{label}</span>
                  <span className="text-sm text-slate-600">Coming soon</span>
                </span>
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
      {children}
    </div>
  )
}

/** The doctor's routes are gated by their parent route in app/router.tsx. */
export function DoctorDashboardPage() {
  return (
    <DashboardHome role="doctor">
      <Button asChild className="mt-6">
        <Link to="/doctordashboard/viewappointment">View Completed Appointments</Link>
      </Button>
    </DashboardHome>
  )
}

export function TherapistDashboardPage() {
  return (
    <RoleGate roles={['therapist']}>
      <DashboardHome role="therapist" />
    </RoleGate>
  )
}
