import { describe, expect, it } from 'vitest'
import {
  EMPTY_ADMIN_FILTERS,
  addToQueue,
  adminAppointmentsQuery,
  bookedSlotsExcludingOwn,
  childrenOf,
  fileNameFromDisposition,
  filterParentAppointments,
  formatAppointmentDate,
  pageCount,
  pageOf,
  removeFromQueue,
  searchAppointments,
  statusLabel,
  statusTone,
  updateInQueue,
} from './appointment-view'
import { makeAppointment } from '../../test/test-appointment'

describe('adminAppointmentsQuery', () => {
  it('when no filter is set, then only page and limit are sent', () => {
    expect(adminAppointmentsQuery({ page: 1, limit: 10, filters: EMPTY_ADMIN_FILTERS })).toBe('page=1&limit=10')
  })

  it('when every filter is set, then each is sent, the search trimmed and encoded', () => {
    const query = adminAppointmentsQuery({
      page: 3,
      limit: 25,
      filters: { search: '  Ravi & Sons ', status: 'approved', from: '2026-11-01', to: '2026-11-30' },
    })
    expect(Object.fromEntries(new URLSearchParams(query))).toEqual({
      page: '3',
      limit: '25',
      search: 'Ravi & Sons',
      status: 'approved',
      from: '2026-11-01',
      to: '2026-11-30',
    })
  })

  it('when the search is only spaces, then it is left out', () => {
    expect(adminAppointmentsQuery({ page: 1, limit: 10, filters: { ...EMPTY_ADMIN_FILTERS, search: '   ' } })).toBe(
      'page=1&limit=10',
    )
  })
})

describe('paging', () => {
  it('when there are no rows, then there is still one page', () => {
    expect(pageCount(0, 10)).toBe(1)
    expect(pageCount(10, 10)).toBe(1)
    expect(pageCount(11, 10)).toBe(2)
  })

  it('when the page is past the end (a row left the queue), then the last page is shown', () => {
    const rows = Array.from({ length: 12 }, (_, index) => index)
    expect(pageOf(rows, 2, 10)).toEqual({ rows: [10, 11], page: 2 })
    expect(pageOf(rows.slice(0, 10), 2, 10)).toEqual({ rows: rows.slice(0, 10), page: 1 })
  })
})

describe('filterParentAppointments', () => {
  const list = [
    makeAppointment({ _id: 'a1', status: 'pending', appointmentDate: '2026-11-24' }),
    makeAppointment({
      _id: 'a2',
      status: 'approved',
      appointmentDate: '2026-11-25',
      childId: { _id: 'c2', name: 'Diya', parentId: null, dob: null, gender: null },
    }),
    makeAppointment({ _id: 'a3', status: 'approved', appointmentDate: '2026-11-24' }),
  ]
  const ids = (rows: { _id: string }[]) => rows.map((row) => row._id)

  it('when no filter is set, then every appointment shows', () => {
    expect(ids(filterParentAppointments(list, { status: '', childId: '', date: '' }))).toEqual(['a1', 'a2', 'a3'])
  })

  it('when status, child and date are set, then only appointments matching all three show', () => {
    expect(ids(filterParentAppointments(list, { status: 'approved', childId: '', date: '' }))).toEqual(['a2', 'a3'])
    expect(ids(filterParentAppointments(list, { status: '', childId: 'c2', date: '' }))).toEqual(['a2'])
    expect(ids(filterParentAppointments(list, { status: 'approved', childId: 'c1', date: '2026-11-24' }))).toEqual([
      'a3',
    ])
    expect(ids(filterParentAppointments(list, { status: 'rejected', childId: '', date: '' }))).toEqual([])
  })

  it('when children repeat, then the child filter lists each once, by name', () => {
    expect(childrenOf(list)).toEqual([
      { _id: 'c1', name: 'Aarav Kumar' },
      { _id: 'c2', name: 'Diya' },
    ])
  })
})

describe('searchAppointments', () => {
  const list = [
    makeAppointment({ _id: 'a1' }),
    makeAppointment({
      _id: 'a2',
      parentName: 'Lakshmi Devi',
      childId: { _id: 'c2', name: 'Diya Sharma', parentId: null, dob: null, gender: null },
    }),
  ]

  it('when searching part of a child or parent name in any case, then those match', () => {
    expect(searchAppointments(list, 'diya').map((a) => a._id)).toEqual(['a2'])
    expect(searchAppointments(list, ' LAKSHMI ').map((a) => a._id)).toEqual(['a2'])
    expect(searchAppointments(list, 'ravi').map((a) => a._id)).toEqual(['a1'])
    expect(searchAppointments(list, '').map((a) => a._id)).toEqual(['a1', 'a2'])
  })
})

describe('the live pending queue', () => {
  const older = makeAppointment({ _id: 'old', createdAt: '2026-11-21T09:00:00.000Z' })
  const newer = makeAppointment({ _id: 'new', createdAt: '2026-11-21T11:00:00.000Z' })

  it('when a booking arrives, then it joins the queue in booking order, once', () => {
    const queue = addToQueue([newer], older)
    expect(queue.map((a) => a._id)).toEqual(['old', 'new'])
    expect(addToQueue(queue, { ...older, childConcerns: 'changed' }).map((a) => a.childConcerns)).toEqual([
      'changed',
      'Speech delay',
    ])
  })

  it('when an appointment is approved or rejected, then it leaves the queue', () => {
    expect(removeFromQueue([older, newer], 'old').map((a) => a._id)).toEqual(['new'])
    expect(removeFromQueue([older], 'missing').map((a) => a._id)).toEqual(['old'])
  })

  it('when an edit arrives, then a queued row is replaced and an unknown one is not added', () => {
    expect(updateInQueue([older], { ...older, appointmentTime: '2:00 PM' })[0].appointmentTime).toBe('2:00 PM')
    expect(updateInQueue([older], newer).map((a) => a._id)).toEqual(['old'])
    expect(updateInQueue([older], { ...older, status: 'approved' })).toEqual([])
  })
})

describe('how appointments read', () => {
  it('when statuses are shown, then pending is yellow, approved green, rejected red, others grey', () => {
    expect(['pending', 'approved', 'rejected', 'cancelled', ''].map(statusTone)).toEqual([
      'yellow',
      'green',
      'red',
      'grey',
      'grey',
    ])
  })

  it('when any status of an appointment’s life is shown, then it reads as a word, not its code', () => {
    expect(['arrived', 'completed', 'no-show', 'cancelled', ''].map(statusLabel)).toEqual([
      'Checked in',
      'Completed',
      'No-show',
      'Cancelled',
      'Unknown',
    ])
  })

  it('when a date is shown, then it reads as people write it', () => {
    expect(formatAppointmentDate('2026-11-04')).toBe('4 Nov 2026')
    expect(formatAppointmentDate('soon')).toBe('soon')
  })
})

describe('bookedSlotsExcludingOwn', () => {
  const appointment = { appointmentDate: '2026-11-24', appointmentTime: '10:30 AM' }

  it("when the dialog shows the appointment's own day, then its own slot stays free", () => {
    expect(bookedSlotsExcludingOwn({ bookedSlots: ['10:30 AM', '2:00 PM'], appointment, date: '2026-11-24' })).toEqual([
      '2:00 PM',
    ])
  })

  it('when another day is chosen, then the same time held by someone else is booked', () => {
    expect(bookedSlotsExcludingOwn({ bookedSlots: ['10:30 AM'], appointment, date: '2026-11-25' })).toEqual([
      '10:30 AM',
    ])
  })
})

describe('fileNameFromDisposition', () => {
  it('when the server names the file, then that name is used (encoded or plain)', () => {
    expect(fileNameFromDisposition('attachment; filename="rx.pdf"', 'x')).toBe('rx.pdf')
    expect(fileNameFromDisposition("attachment; filename*=UTF-8''r%C3%A9sum%C3%A9.pdf", 'x')).toBe('résumé.pdf')
    expect(fileNameFromDisposition('attachment; filename=plain.png', 'x')).toBe('plain.png')
  })

  it('when there is no name, then the fallback is used', () => {
    expect(fileNameFromDisposition(null, 'prescription')).toBe('prescription')
    expect(fileNameFromDisposition('attachment', 'prescription')).toBe('prescription')
  })
})
