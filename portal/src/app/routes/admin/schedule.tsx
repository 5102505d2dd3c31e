// /admindashboard/schedule?section=hours|holidays|doctors&doctor={id}: the centre's schedule.
import { useNavigate, useSearch } from '@tanstack/react-router'
import { ScheduleScreen } from '../../../features/schedule/components/schedule-screen'

export function AdminSchedulePage() {
  const { section = 'hours', doctor = '' } = useSearch({ strict: false })
  const navigate = useNavigate()
  return (
    <ScheduleScreen
      section={section}
      doctorId={doctor}
      onDoctorChange={(doctorId) =>
        void navigate({
          to: '/admindashboard/schedule',
          search: { section: 'doctors', ...(doctorId ? { doctor: doctorId } : {}) },
          replace: true,
        })
      }
    />
  )
}
