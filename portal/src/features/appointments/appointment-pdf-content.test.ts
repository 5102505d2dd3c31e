import { afterEach, describe, expect, it, vi } from 'vitest'
import { appointmentPdfFileName, appointmentPdfLines, type PdfLine } from './appointment-pdf-content'
import { speak } from '../../test/helpers'
import { makeAppointment } from '../../test/test-appointment'

const text = (lines: PdfLine[]) =>
  lines.map((line) => (line.kind === 'field' ? `${line.label}: ${line.value}` : `[${line.kind}] ${line.text}`))

describe('appointmentPdfLines', () => {
  it('when an approved appointment with a prescription and reports is printed, then it reads in the order of docs/product.md §4.10', () => {
    const lines = appointmentPdfLines(
      makeAppointment({
        status: 'approved',
        consultationType: 'Assessment (IQ)',
        referredBy: 'Dr. Rao',
        prescription: '/api/appointments/a1/prescription',
        previousMedicalReports: ['/api/appointments/a1/reports/0', '/api/appointments/a1/reports/1'],
      }),
    )
    expect(text(lines)).toEqual([
      '[title] Barkatpura Centre',
      '[subtitle] Appointment Summary',
      '[heading] Appointment Details',
      'Patient Name: Aarav Kumar',
      'Parent Name: Ravi Kumar',
      'Doctor: Dr. Meera Iyer',
      'Centre: Barkatpura Centre',
      'Date: 24 Nov 2026',
      'Time: 10:30 AM',
      'Consultation Type: Assessment (IQ) (Rs.6000)',
      'Status: Approved',
      'Referred By: Dr. Rao',
      'Concerns: Speech delay',
      '[heading] Documents',
      'Prescription: Uploaded',
      'Previous Reports: 2 reports attached',
    ])
  })

  it('when there is no prescription, report, referrer or centre, then the PDF says so', () => {
    const lines = text(appointmentPdfLines(makeAppointment({ centreId: null, referredBy: '  ', doctorId: null })))
    expect(lines[0]).toBe('[title] Child Development Centres')
    expect(lines).toContain('Referred By: -')
    expect(lines).toContain('Doctor: -')
    expect(lines).toContain('Prescription: Not uploaded')
    expect(lines).toContain('Previous Reports: None')
  })

  it('when one report was sent, then it is counted in the singular', () => {
    const lines = text(appointmentPdfLines(makeAppointment({ previousMedicalReports: ['/r/0'] })))
    expect(lines).toContain('Previous Reports: 1 report attached')
  })
  describe('in Telugu and Hindi', () => {
    afterEach(async () => {
      await speak('en')
      vi.unstubAllGlobals()
    })

    it('when a parent who reads Hindi prints it, then the time reads as Hindi writes times, as their other screens do', async () => {
      await speak('hi')
      const lines = appointmentPdfLines(makeAppointment({ appointmentTime: '2:00 PM' }))
      expect(lines).toContainEqual({ kind: 'field', label: 'समय', value: '2:00 pm' })
    })

    it('when a parent who reads Telugu or Hindi prints it, then the consultation type is in their language', async () => {
      await speak('te')
      expect(appointmentPdfLines(makeAppointment({ consultationType: 'Assessment (IQ)' }))).toContainEqual({
        kind: 'field',
        label: 'కన్సల్టేషన్ రకం',
        value: 'IQ అసెస్‌మెంట్ (₹6000)',
      })
      await speak('hi')
      expect(appointmentPdfLines(makeAppointment({ consultationType: 'New Consultation' }))).toContainEqual({
        kind: 'field',
        label: 'कंसल्टेशन का प्रकार',
        value: 'नया कंसल्टेशन (₹700)',
      })
    })
  })
})

describe('appointmentPdfFileName', () => {
  it('when the child has spaces and accents in the name, then the file name stays plain', () => {
    expect(appointmentPdfFileName(makeAppointment())).toBe('appointment-aarav-kumar-2026-11-24.pdf')
    expect(
      appointmentPdfFileName(
        makeAppointment({ childId: { _id: 'c', name: 'Zoë  O’Neil', parentId: null, dob: null, gender: null } }),
      ),
    ).toBe('appointment-zoe-o-neil-2026-11-24.pdf')
  })
})
