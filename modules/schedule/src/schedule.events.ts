// Browser-safe (`@app/schedule/events`): the schedule's events, to the room of the centre whose days changed
// (its admins' screens reload the slots). docs/api/schedule.md, "Live events".
import { defineEvent, rooms } from '@app/platform/events'

export interface ScheduleChange {
  centreId: string
  /** What changed: a centre's week, a holiday, a doctor's week or leave. */
  what: 'opening-hours' | 'holiday' | 'availability' | 'leave'
  doctorId?: string
  /** The day (holiday) or first day (leave) it changed. */
  date?: string
}

export const SCHEDULE_CHANGED = defineEvent<ScheduleChange>('schedule:changed', {
  room: (change) => rooms.centre(change.centreId),
})
