import { Link } from '@tanstack/react-router'
import { CalendarClock, CalendarX2, Stethoscope } from 'lucide-react'
import { usePageTitle } from '../../../hooks/use-page-title'
import { useSession } from '../../../hooks/use-session'
import { useMessages } from '../../../i18n/messages'
import { getStoredCentreId } from '../../../lib/session'
import { cn } from '../../../lib/utils'
import { scheduleMessages } from '../messages'
import type { ScheduleSection } from '../schedule-view'
import { DoctorsSection } from './doctors-section'
import { HolidaysSection } from './holidays-section'
import { OpeningHoursSection } from './opening-hours-section'

const SECTION_ICONS = { hours: CalendarClock, holidays: CalendarX2, doctors: Stethoscope } as const

/**
 * /admindashboard/schedule: the admin runs their centre's schedule (docs/product.md §5.2). Three sections, each
 * its own address (`?section=`), so a link or the back button opens the same one: opening hours, holidays, and
 * each doctor's week, extra days and leave (`&doctor=`).
 */
export function ScheduleScreen({
  section,
  doctorId,
  onDoctorChange,
}: {
  section: ScheduleSection
  doctorId: string
  onDoctorChange: (doctorId: string) => void
}) {
  const t = useMessages(scheduleMessages)
  usePageTitle(t('schedule.title'))
  const session = useSession()
  const centreId = session?.centreId ?? getStoredCentreId() ?? ''

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:py-10">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('schedule.title')}</h1>
      <p className="mt-2 max-w-3xl text-slate-600">{t('schedule.intro')}</p>
      <nav aria-label={t('schedule.sections')} className="mt-6 border-b border-slate-200">
        <ul className="-mb-px flex gap-1 overflow-x-auto">
          {(['hours', 'holidays', 'doctors'] as const).map((name) => {
            const Icon = SECTION_ICONS[name]
            const isCurrent = name === section
            return (
              <li key={name}>
                <Link
                  to="/admindashboard/schedule"
                  search={{ section: name }}
                  aria-current={isCurrent ? 'page' : undefined}
                  className={cn(
                    'flex min-h-11 items-center gap-2 border-b-2 px-3 text-sm font-medium whitespace-nowrap focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:outline-none sm:px-4',
                    isCurrent
                      ? 'border-teal-700 text-teal-800'
                      : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900',
                  )}
                >
                  <Icon className="size-4" aria-hidden="true" />
                  {t('schedule.section', { section: name })}
                </Link>
              </li>
            )
          })}
        </ul>
      </nav>
      <div className="mt-6">
        {section === 'hours' ? <OpeningHoursSection centreId={centreId} /> : null}
        {section === 'holidays' ? <HolidaysSection centreId={centreId} /> : null}
        {section === 'doctors' ? (
          <DoctorsSection centreId={centreId} doctorId={doctorId} onDoctorChange={onDoctorChange} />
        ) : null}
      </div>
    </div>
  )
}
