// /admindashboard/calendar (?view=day|week&date=) and /admindashboard/calendar/day-sheet (?date=): the branch's
// calendar, live, and reception's printable list for a day.
import { useSearch } from '@tanstack/react-router'
import { useCentreEvents } from '../../../features/appointments/use-centre-events'
import type { CalendarViewMode } from '../../../features/calendar/calendar-view'
import { CentreCalendarScreen } from '../../../features/calendar/components/centre-calendar-screen'
import { DaySheetScreen } from '../../../features/calendar/components/day-sheet-screen'
import { useReminderColumn } from '../../../features/reminders/components/reminder-marks'
import { clinicToday } from '@app/platform/clinic-time'

export function AdminCalendarPage() {
  const { view, date } = useSearch({ strict: false }) as { view?: CalendarViewMode; date?: string }
  // The centre's appointment events refresh the calendar (they invalidate every appointment query).
  const { isLive } = useCentreEvents()
  return <CentreCalendarScreen view={view} date={date} isLive={isLive} />
}

export function AdminDaySheetPage() {
  const { date } = useSearch({ strict: false }) as { date?: string }
  // Reception's list shows how each family was reminded and whether they confirmed (docs/api/reminders.md).
  const reminders = useReminderColumn(date ?? clinicToday())
  return <DaySheetScreen date={date} extraColumn={reminders} />
}
