import { CalendarDays, ClipboardList, Stethoscope, UsersRound } from 'lucide-react'
import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { Button } from '../../components/ui/button'
import { Card, CardContent } from '../../components/ui/card'
import { RoleGate } from '../../features/auth/components/role-gate'
import { usePageTitle } from '../../hooks/use-page-title'
import { useMessages } from '../../i18n/messages'
import { common } from '../../lib/common-messages'
import { type PortalRole } from '../../lib/session'
import { shell, type ShellMessageId } from '../../features/shell/messages'

const dashboards: Record<
  Exclude<PortalRole, 'admin' | 'parent'>,
  { intro: ShellMessageId; upcoming: { icon: LucideIcon; label: ShellMessageId }[] }
> = {
  doctor: {
    intro: 'shell.dashboard.doctor.intro',
    upcoming: [
      { icon: UsersRound, label: 'shell.dashboard.doctor.assignedChildren' },
      { icon: ClipboardList, label: 'shell.dashboard.doctor.ieps' },
      { icon: Stethoscope, label: 'shell.dashboard.doctor.completedAppointments' },
    ],
  },
  therapist: {
    intro: 'shell.dashboard.therapist.intro',
    upcoming: [
      { icon: UsersRound, label: 'shell.dashboard.therapist.assignedChildren' },
      { icon: ClipboardList, label: 'shell.dashboard.therapist.iepSessions' },
      { icon: CalendarDays, label: 'shell.dashboard.therapist.reports' },
    ],
  },
}

function DashboardHome({ role, children }: { role: 'doctor' | 'therapist'; children?: ReactNode }) {
  const t = useMessages(shell)
  const tCommon = useMessages(common)
  const title = tCommon('common.role.dashboard', { role })
  usePageTitle(title)
  const { intro, upcoming } = dashboards[role]
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 lg:py-10">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
      <p className="mt-2 text-slate-600">{t(intro)}</p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-3">
        {upcoming.map(({ icon: Icon, label }) => (
          <li key={label}>
            <Card className="h-full">
              <CardContent className="flex items-center gap-3 pt-6">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-teal-50 text-teal-700">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <span className="grid">
                  <span className="font-medium text-slate-900">{t(label)}</span>
                  <span className="text-sm text-slate-600">{tCommon('common.comingSoon')}</span>
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
  const t = useMessages(shell)
  return (
    <DashboardHome role="doctor">
      <Button asChild className="mt-6">
        <Link to="/doctordashboard/viewappointment">{t('shell.dashboard.doctor.viewCompleted')}</Link>
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
