import { beforeAll, describe, expect, it } from 'vitest'
import { addDays, clinicToday } from '@app/platform/clinic-time'
import { calendarMonthOf, lastDayOf, type AssignedChildDto, type IepDto } from '@app/iep/schema'
import { centreIdsByName } from '../support/accounts.ts'
import { createTestClock } from '../support/clock.ts'
import { assignedCast, assignPlan } from '../support/iep.ts'
import { sharedTestServer, type TestServer } from '../support/server.ts'

const DAY = 24 * 60 * 60 * 1000
/** Milliseconds from now to noon (clinic time, UTC+5:30) of a YYYY-MM-DD day. */
const untilNoonOf = (day: string) => new Date(`${day}T06:30:00Z`).getTime() - Date.now()

describe('the review clock on the doctor’s and therapist’s dashboards', () => {
  const clock = createTestClock()
  let server: TestServer
  beforeAll(async () => {
    server = await sharedTestServer({ clock: clock.now })
  })

  it('when a month nears its end without performance, then amber; once ended without feedback, then red until the doctor gives it', async () => {
    const cast = await assignedCast(server, (await centreIdsByName(server))['Barkatpura Centre'])
    const plan = await assignPlan(server, cast.child._id, cast.doctor.token)
    const endsOn = lastDayOf(calendarMonthOf(clinicToday()))
    const review = async (token: string, path: string) => {
      const { body } = await server.request<AssignedChildDto[]>(path, { token })
      return body.find((child) => child._id === cast.child._id)?.review ?? null
    }

    clock.advance(untilNoonOf(addDays(endsOn, -3)) - (clock.now().getTime() - Date.now()))
    expect(await review(cast.doctor.token, '/api/doctors/assigned')).toMatchObject({
      status: 'performance-due',
      label: 'Performance due',
      tone: 'amber',
      iepId: plan._id,
      monthIndex: 0,
      endsOn,
    })
    // A session entry counts as performance.
    await server.request(`/api/therapists/iep/${plan._id}/months/0/entries`, {
      token: cast.therapist.token,
      json: { goalIndex: 0, date: addDays(endsOn, -3), percent: 50, idempotencyKey: 'review-0001' },
    })
    expect(await review(cast.therapist.token, '/api/therapists/assigned')).toBeNull()

    clock.advance(4 * DAY)
    expect(await review(cast.therapist.token, '/api/therapists/assigned')).toMatchObject({
      status: 'feedback-overdue',
      tone: 'red',
      monthIndex: 0,
    })
    const { body } = await server.request<IepDto[]>(`/api/doctors/childIEP/${cast.child._id}`, {
      token: cast.doctor.token,
    })
    expect(body[0].monthlyGoals[0].review).toBe('feedback-overdue')
    await server.request(`/api/doctors/IEPfeedback/${cast.child._id}`, {
      method: 'PUT',
      token: cast.doctor.token,
      json: { iepId: plan._id, monthIndex: 0, baseVersion: 1, doctorFeedback: 'Reviewed' },
    })
    expect(await review(cast.doctor.token, '/api/doctors/assigned')).toBeNull()
  })
})
