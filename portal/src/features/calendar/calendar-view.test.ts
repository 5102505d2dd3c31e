import type { CalendarAppointment, CalendarDay, CentreCalendarDto } from '@app/appointments/schema'
import { describe, expect, it } from 'vitest'
import {
  actionsFor,
  agendaOf,
  byDay,
  closedReasonOf,
  dayCounts,
  freeSlotsOf,
  gridOf,
  mondayOf,
  rangeOf,
  selectKey,
  stepDate,
} from './calendar-view'
import { calendarMessages } from './messages'

const appointment = (id: string, time: string, child: string, doctorId = 'd1'): CalendarAppointment => ({
  _id: id,
  appointmentDate: '2026-12-02',
  appointmentTime: time,
  status: 'approved',
  consultationType: 'New Consultation',
  child: { _id: `c-${id}`, name: child },
  parentName: 'Parent',
  doctor: { _id: doctorId, name: doctorId === 'd1' ? 'Dr. Asha' : 'Dr. Bala' },
  centreId: 'centre',
})

const wednesday: CalendarDay = {
  date: '2026-12-02',
  open: true,
  doctors: [
    {
      doctorId: 'd1',
      working: true,
      slots: [
        { time: '10:30 AM', appointment: null, bookable: false, reason: 'Time has passed' },
        { time: '2:00 PM', appointment: appointment('a1', '2:00 PM', 'Zoya') },
        { time: '3:00 PM', appointment: null, bookable: true },
      ],
    },
    {
      doctorId: 'd2',
      working: false,
      reason: 'Dr. Bala is on leave',
      slots: [{ time: '11:30 AM', appointment: appointment('a2', '11:30 AM', 'Arjun', 'd2') }],
    },
  ],
}
const calendar: CentreCalendarDto = {
  centreId: 'centre',
  from: '2026-12-02',
  to: '2026-12-02',
  doctors: [
    { _id: 'd1', name: 'Dr. Asha' },
    { _id: 'd2', name: 'Dr. Bala' },
  ],
  days: [wednesday],
}

describe('the calendar views', () => {
  it('a week runs Monday to Sunday, a day is itself, and the arrows step by a day or a week', () => {
    expect(mondayOf('2026-12-02')).toBe('2026-11-30')
    expect(mondayOf('2026-12-06')).toBe('2026-11-30')
    expect(mondayOf('2026-11-30')).toBe('2026-11-30')
    expect(rangeOf('week', '2026-12-06')).toEqual({ from: '2026-11-30', to: '2026-12-06' })
    expect(rangeOf('day', '2026-12-06')).toEqual({ from: '2026-12-06', to: '2026-12-06' })
    expect(stepDate('day', '2026-12-31', 1)).toBe('2027-01-01')
    expect(stepDate('week', '2026-12-02', -1)).toBe('2026-11-25')
  })

  it('the grid has a row for each time any doctor has, in the day order, and a cell per doctor column', () => {
    const rows = gridOf(wednesday)
    expect(rows.map((row) => row.time)).toEqual(['10:30 AM', '11:30 AM', '2:00 PM', '3:00 PM'])
    const eleven = rows[1]
    expect(eleven.cells.map((cell) => [cell.doctorId, cell.slots.length])).toEqual([
      ['d1', 0],
      ['d2', 1],
    ])
  })

  it('the agenda lists the day by time with the doctor, and the counts add up', () => {
    expect(
      agendaOf(calendar, wednesday).map((entry) => [entry.time, entry.doctorName, entry.appointment.child.name]),
    ).toEqual([
      ['11:30 AM', 'Dr. Bala', 'Arjun'],
      ['2:00 PM', 'Dr. Asha', 'Zoya'],
    ])
    expect(dayCounts(wednesday)).toEqual({ booked: 2, free: 1 })
  })

  it('a move offers only the free, bookable slots of a working doctor, and says why when there are none', () => {
    expect(freeSlotsOf(calendar, '2026-12-02', 'd1')).toEqual(['3:00 PM'])
    expect(freeSlotsOf(calendar, '2026-12-02', 'd2')).toEqual([])
    expect(closedReasonOf(calendar, '2026-12-02', 'd2')).toBe('Dr. Bala is on leave')
    expect(freeSlotsOf(calendar, '2026-12-03', 'd1')).toEqual([])
  })

  it("each status offers the actions of the appointment's life", () => {
    expect(actionsFor('pending')).toEqual(['approve', 'reject', 'move', 'cancel'])
    expect(actionsFor('approved')).toEqual(['arrived', 'no-show', 'move', 'cancel'])
    expect(actionsFor('arrived')).toEqual(['completed'])
    expect(actionsFor('completed')).toEqual([])
    expect(actionsFor('cancelled')).toEqual([])
  })

  it('offers check-in and completion from the appointment’s day, and a no-show once it has started', () => {
    const at = (iso: string) => ({ appointmentDate: '2027-01-20', appointmentTime: '10:30 AM', now: new Date(iso) })
    // The day before (India time): only what can be done ahead.
    expect(actionsFor('approved', at('2027-01-19T18:00:00Z'))).toEqual(['move', 'cancel'])
    // 09:00 in India on the day: check in, not yet a no-show.
    expect(actionsFor('approved', at('2027-01-20T03:30:00Z'))).toEqual(['arrived', 'move', 'cancel'])
    // 10:31 in India: it has started.
    expect(actionsFor('approved', at('2027-01-20T05:01:00Z'))).toEqual(['arrived', 'no-show', 'move', 'cancel'])
    expect(actionsFor('arrived', at('2027-01-19T18:00:00Z'))).toEqual([])
    expect(actionsFor('arrived', at('2027-01-20T03:30:00Z'))).toEqual(['completed'])
  })

  it('a schedule is grouped by day, every day of the range present', () => {
    const days = byDay('2026-12-01', '2026-12-03', [
      appointment('a1', '2:00 PM', 'Zoya'),
      appointment('a3', '10:30 AM', 'Ira'),
    ])
    expect(days.map((day) => [day.date, day.appointments.map((a) => a.child.name)])).toEqual([
      ['2026-12-01', []],
      ['2026-12-02', ['Ira', 'Zoya']],
      ['2026-12-03', []],
    ])
  })

  it('a status becomes a select key a message can name', () => {
    expect(selectKey('no-show')).toBe('noShow')
    expect(selectKey('approved')).toBe('approved')
    expect(calendarMessages.t('calendar.status', { status: selectKey('no-show') })).toBe('No-show')
    expect(calendarMessages.t('calendar.status', { status: selectKey('arrived') })).toBe('Checked in')
  })
})
