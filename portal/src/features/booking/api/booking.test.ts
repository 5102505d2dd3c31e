import { describe, expect, it } from 'vitest'
import { PENDING_PER_PARENT_MESSAGE, SLOT_TAKEN_MESSAGE } from '@app/appointments/schema'
import { ApiError } from '../../../lib/api'
import { emptyBookingForm } from '../booking-rules'
import { BOOKING_MESSAGES, bookingFailureMessage, bookingFormData, isReportRefused, isSlotTaken } from './booking'

const values = {
  ...emptyBookingForm('2026-11-23'),
  childId: 'new',
  childName: 'Anya',
  dob: '2018-06-15',
  childAge: '8',
  branch: 'centre-1',
  doctorId: 'doctor-1',
  time: '10:30 AM',
}

describe('bookingFormData', () => {
  it('when a booking is sent, then every form field goes, the branch also as centreId, and the period stays behind', () => {
    const form = bookingFormData(values, null)
    expect(form.get('childName')).toBe('Anya')
    expect(form.get('childId')).toBe('new')
    expect(form.get('time')).toBe('10:30 AM')
    expect(form.get('branch')).toBe('centre-1')
    expect(form.get('centreId')).toBe('centre-1')
    expect(form.has('period')).toBe(false)
    expect(form.has('pdf')).toBe(false)
  })

  it('when a report is chosen, then it travels as the file field "pdf" under its own name', () => {
    const report = new File(['%PDF-1.4'], 'report.pdf', { type: 'application/pdf' })
    const sent = bookingFormData(values, report).get('pdf')
    expect(sent).toBeInstanceOf(File)
    expect((sent as File).name).toBe('report.pdf')
  })
})

describe('the failure messages', () => {
  it("when the server refuses the booking, then its message is shown, else 'Failed to book appointment. Please try again.'", () => {
    const refused = new ApiError({ status: 400, message: 'x', body: { message: 'Please choose a doctor' } })
    expect(bookingFailureMessage(refused)).toBe('Please choose a doctor')
    expect(bookingFailureMessage(new ApiError({ status: 500, message: 'x', body: { message: 'boom' } }))).toBe(
      BOOKING_MESSAGES.bookFailed,
    )
    expect(bookingFailureMessage(new TypeError('Failed to fetch'))).toBe(BOOKING_MESSAGES.bookFailed)
  })

  it('tells a lost slot (409) and a refused report (413, 415) apart from other failures', () => {
    expect(isSlotTaken(new ApiError({ status: 409, message: SLOT_TAKEN_MESSAGE }))).toBe(true)
    expect(isSlotTaken(new ApiError({ status: 409, message: PENDING_PER_PARENT_MESSAGE }))).toBe(false)
    expect(isSlotTaken(new ApiError({ status: 400, message: 'x' }))).toBe(false)
    expect(isReportRefused(new ApiError({ status: 415, message: 'x' }))).toBe(true)
    expect(isReportRefused(new ApiError({ status: 413, message: 'x' }))).toBe(true)
    expect(isReportRefused(new ApiError({ status: 409, message: 'x' }))).toBe(false)
  })
})
