import { randomUUID } from 'node:crypto'
import ICAL from 'ical.js'
import { beforeAll, describe, expect, it } from 'vitest'
import type { AppointmentDto } from '@app/appointments'
import type { ParentOverviewDto } from '@app/parents'
import { calendarMonthOf } from '@app/iep/schema'
import { clinicToday } from '@app/platform/clinic-time'
import { centreIdsByName, createSignedInUser } from '../support/accounts.ts'
import { bookingFields, openClinicDay, postMultipart } from '../support/appointments.ts'
import { createChild } from '../support/children.ts'
import { endSession, gameIdOf, sendTrial, startSession } from '../support/games.ts'
import { assignedCast, assignPlan, type AssignedCast } from '../support/iep.ts'
import { sharedTestServer, type TestServer } from '../support/server.ts'

// docs/api/parents.md, "GET /api/parents/overview", and docs/api/appointments.md, "calendar.ics".
describe('the parent home screen overview', () => {
  let server: TestServer
  let barkatpura: string
  let cast: AssignedCast
  let other: AssignedCast

  beforeAll(async () => {
    server = await sharedTestServer()
    const centres = await centreIdsByName(server)
    barkatpura = centres['Barkatpura Centre']
    ;[cast, other] = await Promise.all([
      assignedCast(server, barkatpura),
      assignedCast(server, centres['Kukatpally Centre']),
    ])
  })

  const overviewOf = (token?: string) => server.request<ParentOverviewDto>('/api/parents/overview', { token })

  /** The parent books for their existing child with the cast's doctor; the admin decides unless `keep`. */
  async function book(
    who: AssignedCast,
    days: number,
    time: string,
    decision: 'approved' | 'rejected' | 'keep' = 'keep',
  ): Promise<AppointmentDto> {
    const { status, body } = await postMultipart<{ appointment: AppointmentDto }>(
      server,
      '/api/admins/bookAppointment',
      who.parent.token,
      bookingFields({
        childId: who.child._id,
        branch: who.child.centreId,
        doctorId: who.doctor.user._id,
        appointmentDate: openClinicDay(days),
        time,
      }),
    )
    expect(status, JSON.stringify(body)).toBe(201)
    if (decision !== 'keep') {
      const decided = await server.request(`/api/admins/manageAppointment/${body.appointment._id}`, {
        method: 'PUT',
        token: who.admin.token,
        json: decision === 'rejected' ? { status: 'rejected', reason: 'The doctor is away' } : { status: 'approved' },
      })
      expect(decided.status, JSON.stringify(decided.body)).toBe(200)
    }
    return body.appointment
  }

  it('when a parent has no children, then the overview is empty (the screen offers the first booking)', async () => {
    const parent = await createSignedInUser(server, { role: 'parent' })
    const { status, body } = await overviewOf(parent.token)
    expect(status).toBe(200)
    expect(body).toEqual({ children: [], records: [] })
  })

  it('when someone other than a parent asks, then it is refused as the role is elsewhere', async () => {
    expect((await overviewOf()).status).toBe(401)
    for (const token of [cast.admin.token, cast.doctor.token, cast.therapist.token]) {
      expect((await overviewOf(token)).status).toBe(403)
    }
  })

  it('when the children have nothing yet, then each child is there with empty parts, never another family', async () => {
    const bare = await createChild(server, { parentId: cast.parent.user._id, centreId: barkatpura, name: 'Bare Child' })
    const { status, body } = await overviewOf(cast.parent.token)
    expect(status).toBe(200)
    const ids = body.children.map((child) => child._id)
    expect(ids).toContain(cast.child._id)
    expect(ids).toContain(bare._id)
    expect(ids).not.toContain(other.child._id)
    // The list below the cards comes in the same answer, exactly as GET /api/parents/children gives it.
    const list = await server.request('/api/parents/children', { token: cast.parent.token })
    expect(body.records).toEqual(list.body)
    const card = body.children.find((child) => child._id === bare._id)
    expect(card).toMatchObject({
      name: 'Bare Child',
      centreName: 'Barkatpura Centre',
      therapistName: '',
      nextVisit: null,
      goals: [],
      suggestedGames: [],
      latestResults: [],
    })
  })

  it('when a child has visits, goals, suggested games and results, then the card has the right ones', async () => {
    // Visits: a rejected one first (not a visit), the approved one, then a later request.
    await book(cast, 2, '10:30 AM', 'rejected')
    const approved = await book(cast, 4, '11:30 AM', 'approved')
    const pending = await book(cast, 8, '12:30 PM')
    // Another family's earlier visit never shows.
    await book(other, 1, '10:30 AM', 'approved')

    // This month's plan, with a session entry for the first goal.
    const iep = await assignPlan(server, cast.child._id, cast.doctor.token)
    const entry = await server.request(`/api/therapists/iep/${iep._id}/months/0/entries`, {
      token: cast.therapist.token,
      json: { goalIndex: 0, date: clinicToday(), percent: 60, note: 'Named eight', idempotencyKey: randomUUID() },
    })
    expect(entry.status, JSON.stringify(entry.body)).toBe(201)

    // The therapist suggests one game for home; the parent plays it once.
    const gameId = await gameIdOf(server, 'window-train')
    const plan = await server.request(`/api/games/children/${cast.child._id}/plan`, {
      method: 'PUT',
      token: cast.therapist.token,
      json: { homeGameIds: [gameId], baseVersion: 0 },
    })
    expect(plan.status, JSON.stringify(plan.body)).toBe(200)
    const played = await startSession(server, { token: cast.parent.token, childId: cast.child._id, gameId })
    expect(played.status).toBe(201)
    await sendTrial(server, { token: cast.parent.token, sessionId: played.sessionId, index: 0 })
    await endSession(server, { token: cast.parent.token, sessionId: played.sessionId })

    const { status, body } = await overviewOf(cast.parent.token)
    expect(status).toBe(200)
    const card = body.children.find((child) => child._id === cast.child._id)
    expect(card?.therapistName).toBe(cast.therapist.user.name)
    expect(card?.nextVisit).toMatchObject({
      _id: approved._id,
      appointmentDate: openClinicDay(4),
      appointmentTime: '11:30 AM',
      status: 'approved',
      doctorName: cast.doctor.user.name,
      centreName: 'Barkatpura Centre',
      mayChange: true,
      hasCalendarFile: true,
    })
    expect(card?.nextVisit?.changeCutoffAt).toEqual(expect.any(String))
    expect(card?.goals).toEqual([
      {
        iepId: iep._id,
        therapy: 'Speech Therapy',
        therapistName: cast.therapist.user.name,
        ...calendarMonthOf(clinicToday()),
        goals: [
          { goal: 'Names 10 objects', percent: 60 },
          { goal: 'Asks for help', percent: null },
        ],
      },
    ])
    expect(card?.suggestedGames).toEqual([
      { gameId, slug: 'window-train', name: expect.any(String), route: '/games/play/window-train' },
    ])
    expect(card?.latestResults).toHaveLength(1)
    expect(card?.latestResults[0]).toMatchObject({
      sessionId: played.sessionId,
      gameId,
      status: 'completed',
      place: 'home',
      tries: 1,
    })

    // Once the approved visit is cancelled by the centre, the request behind it is the next visit.
    const cancelled = await server.request(`/api/appointments/${approved._id}/cancel`, {
      token: cast.admin.token,
      json: { reason: 'The doctor is ill' },
    })
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200)
    const after = (await overviewOf(cast.parent.token)).body.children.find((child) => child._id === cast.child._id)
    expect(after?.nextVisit).toMatchObject({
      _id: pending._id,
      status: 'pending',
      mayChange: true,
      changeCutoffAt: null,
      hasCalendarFile: false,
    })

    // The other parent sees only their own child, with their own visit.
    const theirs = (await overviewOf(other.parent.token)).body
    expect(theirs.children.map((child) => child._id)).toEqual([other.child._id])
    expect(theirs.children[0].nextVisit?.appointmentDate).toBe(openClinicDay(1))
  })

  it('when a parent adds an approved visit to a calendar, then the file is the appointment; others get nothing', async () => {
    const approved = await book(cast, 6, '3:00 PM', 'approved')
    const { status, headers, body } = await server.request<string>(`/api/appointments/${approved._id}/calendar.ics`, {
      token: cast.parent.token,
    })
    expect(status).toBe(200)
    expect(headers.get('content-type')).toMatch(/^text\/calendar/)
    expect(headers.get('content-disposition')).toMatch(/^attachment; filename="?appointment-[0-9a-f-]+\.ics"?$/)
    const vevent = new ICAL.Component(ICAL.parse(String(body))).getFirstSubcomponent('vevent')
    if (!vevent) throw new Error('the file has no VEVENT')
    const event = new ICAL.Event(vevent)
    expect(event.uid).toBe(`appointment-${approved._id}@child-development-centres`)
    expect(event.location).toBe('Barkatpura Centre')
    expect(event.startDate.toString()).toBe(`${openClinicDay(6)}T15:00:00`)

    // Another parent: as if it did not exist. A request not yet approved: no calendar entry.
    expect(
      (await server.request(`/api/appointments/${approved._id}/calendar.ics`, { token: other.parent.token })).status,
    ).toBe(404)
    const pending = await book(cast, 10, '4:30 PM')
    const refused = await server.request<{ message: string }>(`/api/appointments/${pending._id}/calendar.ics`, {
      token: cast.parent.token,
    })
    expect(refused.status).toBe(409)
    expect(refused.body.message).toBe('Only a confirmed appointment can be added to a calendar')
  })
})
