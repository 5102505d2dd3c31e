import ICAL from 'ical.js'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  ARRIVE_BEFORE_DAY_MESSAGE,
  CANCEL_REASON_MESSAGE,
  COMPLETE_BEFORE_DAY_MESSAGE,
  DOCTOR_NOT_OF_BRANCH_MESSAGE,
  NO_SHOW_BEFORE_START_MESSAGE,
  ONLY_ACTIVE_CANCEL_MESSAGE,
  ONLY_ACTIVE_MOVE_MESSAGE,
  ONLY_APPROVED_ARRIVE_MESSAGE,
  ONLY_SEEN_COMPLETE_MESSAGE,
  SAME_PLACE_MESSAGE,
  SLOT_TAKEN_MESSAGE,
  STATUS_CHOICE_MESSAGE,
  type AppointmentDto,
  type AppointmentHistoryEntry,
} from '@app/appointments'
import { addDays } from '@app/platform/clinic-time'
import { weekdayOf } from '@app/schedule'
import { centreIdsByName, createSignedInUser, unique } from '../support/accounts.ts'
import { bookingFields, centreStaff, openClinicDay, openDayAfter, postMultipart } from '../support/appointments.ts'
import { createTestClock } from '../support/clock.ts'
import { sharedTestServer, type TestServer } from '../support/server.ts'
import type { ReceivedMail, TestSmtpServer } from '../support/smtp.ts'

// The life of an appointment on the server (docs/api/appointments.md, "The life of an appointment"): attendance
// marks, cancellation, moves, the history, and the mails with their calendar invitations read by ical.js.

type Answer = { message: string; appointment: AppointmentDto }

/** A moment of a clinic day, Asia/Kolkata (UTC+05:30 all year). */
const kolkata = (date: string, time: string) => new Date(`${date}T${time}:00+05:30`)

describe('the life of an appointment', () => {
  let smtp: TestSmtpServer
  let server: TestServer
  let barkatpura: string
  let kukatpally: string
  const clock = createTestClock()
  /** Moves the server's clock forward to a moment (never back). */
  const moveClockTo = (at: Date) => clock.advance(Math.max(0, at.getTime() - clock.now().getTime()))

  beforeAll(async () => {
    const shared = await sharedTestServer({ clock: clock.now })
    server = shared
    smtp = shared.smtp
    const centres = await centreIdsByName(server)
    barkatpura = centres['Barkatpura Centre']
    kukatpally = centres['Kukatpally Centre']
  })

  /** A centre's admin and doctor, a parent, and an admin and a doctor of another centre. */
  async function people() {
    const staff = await centreStaff(server, barkatpura)
    const elsewhere = await centreStaff(server, kukatpally)
    const parent = await createSignedInUser(server, { role: 'parent' })
    const otherDoctor = await createSignedInUser(server, { role: 'doctor', centreId: barkatpura })
    return { ...staff, elsewhere, parent, otherDoctor }
  }

  /** Books through the API: an admin's walk-in is approved at once, a parent's request is pending. */
  async function book(token: string, fields: Record<string, string>): Promise<AppointmentDto> {
    const result = await postMultipart<Answer>(server, '/api/admins/bookAppointment', token, fields)
    if (result.status !== 201) throw new Error(`booking failed with ${result.status}: ${JSON.stringify(result.body)}`)
    return result.body.appointment
  }

  const post = (path: string, token: string, json: unknown) =>
    server.request<Answer & { fieldErrors?: Record<string, string> }>(path, { method: 'POST', token, json })
  const mark = (id: string, token: string, status: string) => post(`/api/appointments/${id}/status`, token, { status })
  const history = async (id: string, token: string) =>
    server.request<AppointmentHistoryEntry[]>(`/api/appointments/${id}/history`, { token })
  const stored = (id: string) =>
    server.payload.findByID({ collection: 'appointments', id, depth: 0 }) as unknown as Promise<{
      status: string
      slotKey: string | null
      appointmentDate: string
      appointmentTime: string
      inviteSequence: number
    }>
  const heldSlots = async (token: string, doctorId: string, date: string) =>
    (await server.request<{ bookedSlots: string[] }>(`/api/admins/getBookedSlots/${doctorId}/${date}`, { token })).body
      .bookedSlots

  const invitationOf = (mail: ReceivedMail) => {
    const ics = mail.attachments.find((a) => a.contentType.startsWith('text/calendar'))?.content
    if (!ics) return undefined
    const calendar = new ICAL.Component(ICAL.parse(ics))
    const event = calendar.getFirstSubcomponent('vevent')!
    return {
      ics,
      method: calendar.getFirstPropertyValue('method'),
      uid: event.getFirstPropertyValue('uid'),
      sequence: event.getFirstPropertyValue('sequence'),
      status: event.getFirstPropertyValue('status'),
      dtstamp: String(event.getFirstPropertyValue('dtstamp')),
      start: String(event.getFirstPropertyValue('dtstart')),
      tzid: event.getFirstProperty('dtstart')?.getParameter('tzid'),
      longestLine: Math.max(...ics.split('\r\n').map((line) => Buffer.byteLength(line))),
    }
  }

  it('when the desk marks arrival, completion and no-shows, then each is allowed only from its status and time, by the right people, and kept in the history', async () => {
    const { admin, doctor, elsewhere, parent, otherDoctor } = await people()
    const day = openClinicDay(3, clock.now())
    const base = { branch: barkatpura, doctorId: doctor.user._id, appointmentDate: day, childId: '' }
    const seen = await book(admin.token, bookingFields({ ...base, time: '10:30 AM' }))
    const missed = await book(admin.token, bookingFields({ ...base, time: '11:30 AM' }))
    const straight = await book(admin.token, bookingFields({ ...base, time: '12:30 PM' }))
    const pending = await book(parent.token, bookingFields({ ...base, childId: 'new', time: '2:00 PM' }))

    // Bad input: 400 with the field's message, nothing written.
    const bad = await mark(seen._id, admin.token, 'done')
    expect(bad.status).toBe(400)
    expect(bad.body.fieldErrors).toEqual({ status: STATUS_CHOICE_MESSAGE })
    // Who: not signed in 401; a parent 403; a doctor may not mark arrival (403); another centre's admin and another
    // doctor do not see it (404, as the module's other calls).
    expect((await server.request(`/api/appointments/${seen._id}/status`, { method: 'POST', json: {} })).status).toBe(
      401,
    )
    expect((await mark(seen._id, parent.token, 'arrived')).status).toBe(403)
    expect((await mark(seen._id, doctor.token, 'arrived')).status).toBe(403)
    expect((await mark(seen._id, elsewhere.admin.token, 'arrived')).status).toBe(404)
    expect((await mark(seen._id, otherDoctor.token, 'completed')).status).toBe(404)
    expect((await mark('no-such-id', admin.token, 'arrived')).status).toBe(404)

    // Before the day: refused with the reason.
    expect((await mark(seen._id, admin.token, 'arrived')).body).toEqual({ message: ARRIVE_BEFORE_DAY_MESSAGE })
    expect((await mark(seen._id, doctor.token, 'completed')).body).toEqual({ message: COMPLETE_BEFORE_DAY_MESSAGE })
    expect((await mark(missed._id, admin.token, 'no-show')).body).toEqual({ message: NO_SHOW_BEFORE_START_MESSAGE })
    expect((await stored(seen._id)).status).toBe('approved')

    // On the day, before the first slot: arrival yes, no-show not yet.
    moveClockTo(kolkata(day, '10:00'))
    expect((await mark(missed._id, admin.token, 'no-show')).status).toBe(409)
    const arrived = await mark(seen._id, admin.token, 'arrived')
    expect(arrived.status).toBe(200)
    expect(arrived.body).toMatchObject({ message: 'Appointment marked as arrived', appointment: { status: 'arrived' } })
    const twice = await mark(seen._id, admin.token, 'arrived')
    expect(twice.status).toBe(409)
    expect(twice.body).toEqual({ message: ONLY_APPROVED_ARRIVE_MESSAGE })
    expect((await mark(pending._id, admin.token, 'arrived')).body).toEqual({ message: ONLY_APPROVED_ARRIVE_MESSAGE })

    // The doctor completes the one they saw, and one the desk did not check in.
    const completed = await mark(seen._id, doctor.token, 'completed')
    expect(completed.status).toBe(200)
    expect(completed.body.appointment.status).toBe('completed')
    expect((await mark(straight._id, doctor.token, 'completed')).status).toBe(200)

    // After its start: the no-show; completing it afterwards is refused.
    moveClockTo(kolkata(day, '11:31'))
    const noShow = await mark(missed._id, admin.token, 'no-show')
    expect(noShow.status).toBe(200)
    expect(noShow.body.appointment.status).toBe('no-show')
    expect((await mark(missed._id, doctor.token, 'completed')).body).toEqual({ message: ONLY_SEEN_COMPLETE_MESSAGE })

    // The history, oldest first, for the centre's admin and the doctor; nobody else.
    const read = await history(seen._id, admin.token)
    expect(read.status).toBe(200)
    expect(read.body.map((entry) => [entry.action, entry.by?.role])).toEqual([
      ['booked', 'admin'],
      ['arrived', 'admin'],
      ['completed', 'doctor'],
    ])
    expect(read.body[2].by).toEqual({ _id: doctor.user._id, name: doctor.user.name, role: 'doctor' })
    expect((await history(seen._id, doctor.token)).body).toEqual(read.body)
    expect((await history(seen._id, parent.token)).status).toBe(403)
    expect((await history(seen._id, elsewhere.admin.token)).status).toBe(404)
    expect((await history(seen._id, otherDoctor.token)).status).toBe(404)
    // The refusals and the bad input wrote nothing.
    expect((await history(missed._id, admin.token)).body.map((entry) => entry.action)).toEqual(['booked', 'no-show'])

    // The lists: the status filter takes the new statuses; the doctor's list keeps what they completed.
    const noShows = await server.request<AppointmentDto[]>(
      `/api/admins/getAppointments/${barkatpura}?status=no-show&from=${day}&to=${day}`,
      { token: admin.token },
    )
    expect(noShows.body.map((a) => a._id)).toContain(missed._id)
    expect(noShows.body.every((a) => a.status === 'no-show')).toBe(true)
    moveClockTo(kolkata(day, '12:31')) // the doctor's list holds the appointments that have begun
    const doctorsList = await server.request<AppointmentDto[]>(`/api/doctors/getAppointments/${doctor.user._id}`, {
      token: doctor.token,
    })
    expect(doctorsList.body.map((a) => a._id).sort()).toEqual([seen._id, straight._id].sort())
  })

  it('when the centre cancels, then a reason is required, the slot is free, the history keeps the reason and the parent is told (an approved one with METHOD:CANCEL)', async () => {
    const { admin, doctor, elsewhere, parent } = await people()
    const day = openClinicDay(5, clock.now())
    const email = `cancel-${unique()}@example.test`
    const base = { branch: barkatpura, doctorId: doctor.user._id, appointmentDate: day }
    const request = await book(parent.token, bookingFields({ ...base, email, time: '10:30 AM' }))
    const agreed = await book(admin.token, bookingFields({ ...base, childId: '', email, time: '11:30 AM' }))
    const approvedMail = await smtp.waitFor(
      (m) => m.to.includes(email) && m.subject === 'Your appointment is confirmed',
    )
    const firstInvite = invitationOf(approvedMail)!

    for (const body of [{}, { reason: '   ' }, { reason: 5 }]) {
      const refused = await post(`/api/appointments/${request._id}/cancel`, admin.token, body)
      expect(refused.status).toBe(400)
      expect(refused.body.fieldErrors).toEqual({ reason: CANCEL_REASON_MESSAGE })
    }
    // Another parent: it is not theirs (their own is in appointments-parent-changes.test.ts).
    const stranger = await createSignedInUser(server, { role: 'parent' })
    expect((await post(`/api/appointments/${request._id}/cancel`, stranger.token, { reason: 'x' })).status).toBe(404)
    expect((await post(`/api/appointments/${request._id}/cancel`, doctor.token, { reason: 'x' })).status).toBe(403)
    expect((await post(`/api/appointments/${request._id}/cancel`, elsewhere.admin.token, { reason: 'x' })).status).toBe(
      404,
    )
    expect((await stored(request._id)).status).toBe('pending')

    const cancelled = await post(`/api/appointments/${request._id}/cancel`, admin.token, { reason: 'Doctor unwell' })
    expect(cancelled.status).toBe(200)
    expect(cancelled.body).toMatchObject({ message: 'Appointment cancelled', appointment: { status: 'cancelled' } })
    expect(await stored(request._id)).toMatchObject({ status: 'cancelled', slotKey: null })
    expect(await heldSlots(admin.token, doctor.user._id, day)).toEqual(['11:30 AM'])
    const again = await post(`/api/appointments/${request._id}/cancel`, admin.token, { reason: 'Doctor unwell' })
    expect(again.status).toBe(409)
    expect(again.body).toEqual({ message: ONLY_ACTIVE_CANCEL_MESSAGE })
    const entries = (await history(request._id, admin.token)).body
    expect(entries.map((entry) => entry.action)).toEqual(['booked', 'cancelled'])
    expect(entries[1]).toMatchObject({ reason: 'Doctor unwell', cancelledBy: 'centre', by: { _id: admin.user._id } })
    // A pending request's parent holds no invitation: a plain mail with the reason.
    const requestMail = await smtp.waitFor(
      (m) => m.to.includes(email) && m.subject === 'Your appointment has been cancelled' && m.text.includes('10:30 AM'),
    )
    expect(requestMail.text).toContain("The centre's reason: Doctor unwell")
    expect(invitationOf(requestMail)).toBeUndefined()
    // The freed slot can be booked again.
    const other = await createSignedInUser(server, { role: 'parent' })
    await book(other.token, bookingFields({ ...base, time: '10:30 AM' }))

    // An approved one: the invitation is withdrawn, same UID, the next SEQUENCE.
    expect(
      (await post(`/api/appointments/${agreed._id}/cancel`, admin.token, { reason: 'Centre closed' })).status,
    ).toBe(200)
    const cancelMail = await smtp.waitFor(
      (m) => m.to.includes(email) && m.subject === 'Your appointment has been cancelled' && m.text.includes('11:30 AM'),
    )
    expect(cancelMail.text).toContain("The centre's reason: Centre closed")
    const withdrawn = invitationOf(cancelMail)!
    expect(withdrawn).toMatchObject({ method: 'CANCEL', status: 'CANCELLED', uid: firstInvite.uid, sequence: 1 })
    expect(firstInvite.sequence).toBe(0)
    expect(withdrawn.longestLine).toBeLessThanOrEqual(75)
    expect((await stored(agreed._id)).inviteSequence).toBe(1)
  })

  it('when a parent cancels or moves their own approved appointment, then the mail says it was as they asked, states the refund, and their calendar follows (same UID, next SEQUENCE)', async () => {
    const { admin, doctor, parent } = await people()
    const day = openClinicDay(6, clock.now())
    const email = `own-${unique()}@example.test`
    const base = { branch: barkatpura, doctorId: doctor.user._id, appointmentDate: day, email }
    const moving = await book(parent.token, bookingFields({ ...base, time: '2:00 PM' }))
    const childId = moving.childId._id
    const cancelling = await book(parent.token, bookingFields({ ...base, childId, time: '3:00 PM' }))
    for (const appointment of [moving, cancelling]) {
      const decided = await server.request(`/api/admins/manageAppointment/${appointment._id}`, {
        method: 'PUT',
        token: admin.token,
        json: { status: 'approved' },
      })
      expect(decided.status).toBe(200)
    }
    const confirmed = await smtp.waitFor((m) => m.to.includes(email) && m.subject === 'Your appointment is confirmed')
    const uidOf = async (time: string) =>
      invitationOf(
        await smtp.waitFor(
          (m) => m.to.includes(email) && m.subject === 'Your appointment is confirmed' && m.text.includes(time),
        ),
      )!.uid
    expect(confirmed).toBeDefined()

    const later = openDayAfter(day)
    const moved = await post(`/api/appointments/${moving._id}/move`, parent.token, {
      appointmentDate: later,
      time: '2:00 PM',
    })
    expect(moved.status, JSON.stringify(moved.body)).toBe(200)
    const movedMail = await smtp.waitFor((m) => m.to.includes(email) && m.subject === 'Your appointment has been moved')
    expect(movedMail.text).toContain('As you asked')
    expect(invitationOf(movedMail)).toMatchObject({ method: 'REQUEST', uid: await uidOf('2:00 PM'), sequence: 1 })

    const cancelled = await post(`/api/appointments/${cancelling._id}/cancel`, parent.token, {})
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200)
    const cancelMail = await smtp.waitFor(
      (m) => m.to.includes(email) && m.subject === 'Your appointment has been cancelled' && m.text.includes('3:00 PM'),
    )
    expect(cancelMail.text).toContain('As you asked')
    // The refund the mail states is the one stored for the front desk (the test clock decides which rule).
    const stored = (await history(cancelling._id, admin.token)).body.find((entry) => entry.action === 'cancelled')
    expect(stored?.refund?.fee).toBe(700)
    expect(cancelMail.text).toContain(`You will get back Rs ${stored?.refund?.amount} of Rs 700.`)
    expect(cancelMail.text).not.toContain("The centre's reason")
    expect(invitationOf(cancelMail)).toMatchObject({ method: 'CANCEL', uid: await uidOf('3:00 PM'), sequence: 1 })
  })

  it('when the centre moves an appointment, then only to a bookable free slot, the same appointment keeps its status, the history says from where to where, and the parent gets the updated invitation', async () => {
    const { admin, doctor, elsewhere, parent } = await people()
    const day = openClinicDay(7, clock.now())
    const later = openDayAfter(day)
    const email = `move-${unique()}@example.test`
    const telugu = 'ఆరవ్ శ్రీనివాస్ వెంకట సుబ్రహ్మణ్యం'
    const base = { branch: barkatpura, doctorId: doctor.user._id, appointmentDate: day, childId: '' }
    const moving = await book(admin.token, bookingFields({ ...base, email, childName: telugu, time: '10:30 AM' }))
    await book(admin.token, bookingFields({ ...base, time: '11:30 AM' }))
    const first = invitationOf(
      await smtp.waitFor((m) => m.to.includes(email) && m.subject === 'Your appointment is confirmed'),
    )!
    const move = (token: string, json: unknown) => post(`/api/appointments/${moving._id}/move`, token, json)

    // Refusals: bad input, the same place, a held slot, a closed day, a doctor of another branch, other people.
    const bad = await move(admin.token, { appointmentDate: 'soon', time: '9 PM' })
    expect(bad.status).toBe(400)
    expect(Object.keys(bad.body.fieldErrors ?? {}).sort()).toEqual(['appointmentDate', 'time'])
    expect((await move(admin.token, { appointmentDate: day, time: '10:30 AM' })).body).toMatchObject({
      message: SAME_PLACE_MESSAGE,
    })
    const taken = await move(admin.token, { appointmentDate: day, time: '11:30 AM' })
    expect(taken.status).toBe(409)
    expect(taken.body).toEqual({ message: SLOT_TAKEN_MESSAGE })
    let sunday = day
    while (weekdayOf(sunday) !== 0) sunday = addDays(sunday, 1)
    const closed = await move(admin.token, { appointmentDate: sunday, time: '2:00 PM' })
    expect(closed.status).toBe(400)
    expect(closed.body.fieldErrors?.appointmentDate).toMatch(/Closed/)
    const foreign = await move(admin.token, {
      appointmentDate: later,
      time: '2:00 PM',
      doctorId: elsewhere.doctor.user._id,
    })
    expect(foreign.status).toBe(400)
    expect(foreign.body.fieldErrors).toEqual({ doctorId: DOCTOR_NOT_OF_BRANCH_MESSAGE })
    expect((await move(parent.token, { appointmentDate: later, time: '2:00 PM' })).status).toBe(404)
    expect((await move(doctor.token, { appointmentDate: later, time: '2:00 PM' })).status).toBe(403)
    expect((await move(elsewhere.admin.token, { appointmentDate: later, time: '2:00 PM' })).status).toBe(404)
    expect(await stored(moving._id)).toMatchObject({
      appointmentDate: day,
      appointmentTime: '10:30 AM',
      inviteSequence: 0,
    })
    expect((await history(moving._id, admin.token)).body.map((entry) => entry.action)).toEqual(['booked'])

    // The move: one appointment, the old slot free, the new one held, the history, the mail.
    const moved = await move(admin.token, { appointmentDate: later, time: '2:00 PM' })
    expect(moved.status).toBe(200)
    expect(moved.body.appointment).toMatchObject({
      _id: moving._id,
      status: 'approved',
      appointmentDate: later,
      appointmentTime: '2:00 PM',
      inviteSequence: 1,
    })
    expect(await heldSlots(admin.token, doctor.user._id, day)).toEqual(['11:30 AM'])
    expect(await heldSlots(admin.token, doctor.user._id, later)).toEqual(['2:00 PM'])
    const entries = (await history(moving._id, admin.token)).body
    expect(entries.map((entry) => entry.action)).toEqual(['booked', 'moved'])
    expect(entries[1]).toMatchObject({
      from: {
        appointmentDate: day,
        appointmentTime: '10:30 AM',
        doctorId: doctor.user._id,
        doctorName: doctor.user.name,
      },
      to: {
        appointmentDate: later,
        appointmentTime: '2:00 PM',
        doctorId: doctor.user._id,
        doctorName: doctor.user.name,
      },
    })
    const movedMail = await smtp.waitFor((m) => m.to.includes(email) && m.subject === 'Your appointment has been moved')
    expect(movedMail.text).toContain(`at 2:00 PM with ${doctor.user.name}`)
    const updated = invitationOf(movedMail)!
    expect(updated).toMatchObject({ method: 'REQUEST', uid: first.uid, sequence: 1, tzid: 'Asia/Kolkata' })
    expect(updated.start).toBe(`${later}T14:00:00`)
    expect(updated.dtstamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/)
    expect(updated.longestLine).toBeLessThanOrEqual(75)

    // The admin's edit of the time goes through the same rule: history, the next SEQUENCE, a mail.
    const edit = await server.request<Answer>(`/api/admins/updateAppointment/${moving._id}`, {
      method: 'PUT',
      token: admin.token,
      json: { appointmentDate: later, appointmentTime: '3:00 PM', childConcerns: 'Speech delay' },
    })
    expect(edit.status).toBe(200)
    const editMail = await smtp.waitFor(
      (m) => m.to.includes(email) && m.subject === 'Your appointment has been moved' && m.text.includes('3:00 PM with'),
    )
    expect(invitationOf(editMail)).toMatchObject({ uid: first.uid, sequence: 2 })
    // An edit of the concerns alone is an 'edited' entry, no mail.
    const concerns = await server.request<Answer>(`/api/admins/updateAppointment/${moving._id}`, {
      method: 'PUT',
      token: admin.token,
      json: { appointmentDate: later, appointmentTime: '3:00 PM', childConcerns: 'Speech delay, attention' },
    })
    expect(concerns.status).toBe(200)
    expect((await history(moving._id, doctor.token)).body.map((entry) => entry.action)).toEqual([
      'booked',
      'moved',
      'moved',
      'edited',
    ])
    // A cancelled appointment is not moved.
    expect(
      (await post(`/api/appointments/${moving._id}/cancel`, admin.token, { reason: 'Family moved away' })).status,
    ).toBe(200)
    expect((await move(admin.token, { appointmentDate: later, time: '4:30 PM' })).body).toEqual({
      message: ONLY_ACTIVE_MOVE_MESSAGE,
    })
  })
})
