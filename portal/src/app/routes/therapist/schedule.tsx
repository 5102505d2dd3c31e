// /therapistdashboard/schedule: the appointments of the therapist's assigned children.
import { OwnScheduleScreen } from '../../../features/calendar/components/own-schedule-screen'

export function TherapistSchedulePage() {
  return <OwnScheduleScreen role="therapist" />
}
