// /admindashboard/reminders: the monthly reminder figures of the admin's branch.
import { FiguresScreen } from '../../../features/reminders/components/figures-screen'

export function AdminRemindersPage() {
  return <FiguresScreen />
}
