// /doctordashboard/schedule: the doctor's appointments today and in the coming days.
import { OwnScheduleScreen } from '../../../features/calendar/components/own-schedule-screen'

export function DoctorSchedulePage() {
  return <OwnScheduleScreen role="doctor" />
}
