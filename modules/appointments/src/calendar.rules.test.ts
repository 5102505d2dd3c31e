import { describe, expect, it } from 'vitest'
import { buildCentreCalendar, datesOf } from './calendar.rules.ts'
import type { CalendarAppointment } from './calendar.schema.ts'

const booking = (time: string, doctorId: string, date = '2026-12-02'): CalendarAppointment => ({
  _id: `${doctorId}-${date}-${time}`,
  appointmentDate: date,
  appointmentTime: time,
  status: 'approved',
  consultationType: 'New Consultation',
  child: { _id: 'child', name: 'Zoya' },
  parentName: 'Parent',
  doctor: { _id: doctorId, name: doctorId },
  centreId: 'centre',
})

describe('a centre calendar', () => {
  it('counts every day of the range, both ends included, across a month', () => {
    expect(datesOf('2026-11-29', '2026-12-02')).toEqual(['2026-11-29', '2026-11-30', '2026-12-01', '2026-12-02'])
    expect(datesOf('2026-12-02', '2026-12-02')).toEqual(['2026-12-02'])
  })

  it('lays out each doctor: offered slots free or taken, past ones not bookable, leave with its reason and the appointment kept', () => {
    const calendar = buildCentreCalendar({
      centreId: 'centre',
      from: '2026-12-02',
      to: '2026-12-02',
      doctors: [
        { _id: 'd1', name: 'Dr. Asha' },
        { _id: 'd2', name: 'Dr. Bala' },
      ],
      days: [
        {
          date: '2026-12-02',
          branch: { open: true },
          doctors: {
            d1: { open: true, slots: ['10:30 AM', '2:00 PM', '3:00 PM'] },
            d2: { open: false, closed: { reason: 'Dr. Bala is on leave' } },
          },
        },
      ],
      appointments: [booking('2:00 PM', 'd1'), booking('11:30 AM', 'd2')],
      // 12:00 in the clinic (UTC+5:30): 10:30 AM has passed, 2:00 PM has not
      now: new Date('2026-12-02T06:30:00Z'),
    })
    const [asha, bala] = calendar.days[0].doctors
    expect(asha).toEqual({
      doctorId: 'd1',
      working: true,
      slots: [
        { time: '10:30 AM', appointment: null, bookable: false, reason: 'Time has passed' },
        { time: '2:00 PM', appointment: booking('2:00 PM', 'd1') },
        { time: '3:00 PM', appointment: null, bookable: true },
      ],
    })
    expect(bala).toEqual({
      doctorId: 'd2',
      working: false,
      reason: 'Dr. Bala is on leave',
      slots: [{ time: '11:30 AM', appointment: booking('11:30 AM', 'd2') }],
    })
  })

  it("a closed branch day keeps the branch's reason for every doctor and only the appointments", () => {
    const calendar = buildCentreCalendar({
      centreId: 'centre',
      from: '2026-12-06',
      to: '2026-12-06',
      doctors: [{ _id: 'd1', name: 'Dr. Asha' }],
      days: [{ date: '2026-12-06', branch: { open: false, closed: { reason: 'Closed: Sunday' } }, doctors: {} }],
      appointments: [],
      now: new Date('2026-12-01T06:30:00Z'),
    })
    expect(calendar.days[0]).toEqual({
      date: '2026-12-06',
      open: false,
      closedReason: 'Closed: Sunday',
      doctors: [{ doctorId: 'd1', working: false, reason: 'Closed: Sunday', slots: [] }],
    })
  })
})
