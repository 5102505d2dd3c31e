// Unit tests only: an AppointmentDto with sensible defaults.
import type { AppointmentDto } from '@app/appointments/schema'

export function makeAppointment(overrides: Partial<AppointmentDto> = {}): AppointmentDto {
  return {
    _id: 'a1',
    childId: {
      _id: 'c1',
      name: 'Aarav Kumar',
      parentId: { _id: 'p1', name: 'Ravi Kumar' },
      dob: '2018-06-14',
      gender: 'Male',
    },
    parentName: 'Ravi Kumar',
    email: 'ravi@example.com',
    parentPhoneNo: '9876543210',
    alternativeNumber: '',
    address: 'Hyderabad',
    schoolName: 'Sunrise Public School',
    classGrade: '2',
    schoolBoard: 'CBSE',
    doctorId: { _id: 'd1', name: 'Dr. Meera Iyer' },
    centreId: { _id: 'ce1', name: 'Barkatpura Centre' },
    appointmentDate: '2026-11-24',
    appointmentTime: '10:30 AM',
    consultationType: 'New Consultation',
    status: 'pending',
    referredBy: '',
    childConcerns: 'Speech delay',
    prescription: null,
    previousMedicalReports: [],
    inviteSequence: 0,
    createdAt: '2026-11-21T10:00:00.000Z',
    updatedAt: '2026-11-21T10:00:00.000Z',
    ...overrides,
  }
}
