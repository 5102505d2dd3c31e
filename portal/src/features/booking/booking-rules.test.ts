import { describe, expect, it } from 'vitest'
import {
  applyChild,
  applyFieldChange,
  canSubmit,
  emptyBookingForm,
  reportFileProblem,
  type BookingFormValues,
} from './booking-rules'

const TODAY = '2026-11-21'

const chosen: BookingFormValues = {
  ...emptyBookingForm('2026-11-22'),
  childName: 'Anya',
  dob: '2018-06-15',
  childAge: '8',
  parentName: 'Suresh',
  email: 'suresh@example.org',
  parentPhoneNo: '9000022222',
  branch: 'centre-1',
  doctorId: 'doctor-1',
  period: 'morning',
  time: '11:30 AM',
  consultationType: 'New Consultation',
  childConcerns: 'Speech',
}

describe('applyFieldChange', () => {
  it('when the branch changes, then the doctor and the time are cleared', () => {
    const next = applyFieldChange(chosen, 'branch', 'centre-2', TODAY)
    expect(next).toMatchObject({ branch: 'centre-2', doctorId: '', time: '' })
    expect(next.appointmentDate).toBe(chosen.appointmentDate)
    expect(next.period).toBe('morning')
  })

  it.each([
    ['doctorId', 'doctor-2'],
    ['appointmentDate', '2026-11-25'],
    ['period', 'afternoon'],
  ] as const)('when the %s changes, then only the time is cleared', (field, value) => {
    const next = applyFieldChange(chosen, field, value, TODAY)
    expect(next).toEqual({ ...chosen, [field]: value, time: '' })
  })

  it('when a field is set to the value it already has, then nothing else changes', () => {
    expect(applyFieldChange(chosen, 'branch', 'centre-1', TODAY)).toBe(chosen)
    expect(applyFieldChange(chosen, 'period', 'morning', TODAY)).toBe(chosen)
  })

  it('when other fields change, then the doctor and time stay', () => {
    const next = applyFieldChange(chosen, 'childConcerns', 'Reading', TODAY)
    expect(next).toEqual({ ...chosen, childConcerns: 'Reading' })
    expect(applyFieldChange(chosen, 'time', '12:30 PM', TODAY).doctorId).toBe('doctor-1')
  })

  it('when the date of birth changes, then the age follows in whole years (one less before the birthday)', () => {
    expect(applyFieldChange(chosen, 'dob', '2020-11-21', TODAY).childAge).toBe('6')
    expect(applyFieldChange(chosen, 'dob', '2020-11-22', TODAY).childAge).toBe('5')
    expect(applyFieldChange(chosen, 'dob', '', TODAY).childAge).toBe('')
    expect(applyFieldChange(chosen, 'dob', '2027-01-01', TODAY).childAge).toBe('')
  })
})

describe('applyChild', () => {
  it("when an existing child is chosen, then its details fill the child's fields", () => {
    const next = applyChild(
      emptyBookingForm('2026-11-22'),
      {
        _id: 'child-9',
        name: 'Ravi',
        dob: '2019-03-04T00:00:00.000Z',
        gender: 'Male',
        schoolName: 'Little Stars',
        schoolBoard: 'CBSE',
        classGrade: null,
      },
      TODAY,
    )
    expect(next).toMatchObject({
      childId: 'child-9',
      childName: 'Ravi',
      dob: '2019-03-04',
      childAge: '7',
      gender: 'Male',
      schoolName: 'Little Stars',
      schoolBoard: 'CBSE',
      classGrade: '',
    })
  })

  it("when a new child is chosen, then the child's fields are emptied and the rest kept", () => {
    const next = applyChild({ ...chosen, childId: 'child-9', schoolName: 'X' }, null, TODAY)
    expect(next).toMatchObject({ childId: 'new', childName: '', dob: '', childAge: '', schoolName: '' })
    expect(next.parentName).toBe('Suresh')
    expect(next.time).toBe('11:30 AM')
  })
})

describe('canSubmit', () => {
  it('when every required field is filled and nothing is being sent, then Submit is enabled', () => {
    expect(canSubmit(chosen, false)).toBe(true)
  })

  it('when the form is being submitted, then Submit is disabled', () => {
    expect(canSubmit(chosen, true)).toBe(false)
  })

  it.each([
    'childName',
    'childAge',
    'parentName',
    'email',
    'parentPhoneNo',
    'appointmentDate',
    'time',
    'doctorId',
  ] as const)('when %s is empty (or blank), then Submit is disabled', (field) => {
    expect(canSubmit({ ...chosen, [field]: '' }, false)).toBe(false)
    expect(canSubmit({ ...chosen, [field]: '   ' }, false)).toBe(false)
  })

  it('when only optional fields are empty, then Submit stays enabled (the schema reports the rest)', () => {
    expect(canSubmit({ ...chosen, gender: '', childConcerns: '', consultationType: '', branch: '' }, false)).toBe(true)
  })

  it('when the branch changes after everything was chosen, then Submit is disabled again', () => {
    expect(canSubmit(applyFieldChange(chosen, 'branch', 'centre-2', TODAY), false)).toBe(false)
  })
})

describe('reportFileProblem', () => {
  it('accepts .pdf, .doc and .docx in any case', () => {
    for (const name of ['report.pdf', 'Report.PDF', 'notes.doc', 'notes.docx']) {
      expect(reportFileProblem({ name, size: 1000 })).toBeNull()
    }
  })

  it('refuses other types and files over 10 MB with a clear message', () => {
    expect(reportFileProblem({ name: 'scan.png', size: 1000 })).toBe(
      'Please upload a PDF or Word document (.pdf, .doc or .docx).',
    )
    expect(reportFileProblem({ name: 'report.pdf.exe', size: 1000 })).toBe(
      'Please upload a PDF or Word document (.pdf, .doc or .docx).',
    )
    expect(reportFileProblem({ name: 'report.pdf', size: 10 * 1024 * 1024 + 1 })).toBe(
      'The report must be at most 10 MB.',
    )
  })
})
