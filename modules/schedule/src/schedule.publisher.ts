import type { EventBus } from '@app/platform'
import { SCHEDULE_CHANGED, type ScheduleChange } from './schedule.events.ts'

// Server side of schedule.events.ts, kept apart so the descriptors stay browser-safe.
export function createSchedulePublisher(bus: EventBus) {
  return {
    changed: (change: ScheduleChange) => bus.publish(SCHEDULE_CHANGED, change),
  }
}

export type SchedulePublisher = ReturnType<typeof createSchedulePublisher>
