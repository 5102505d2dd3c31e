// The module's public interface: each use case with its dependencies bound (docs/api/appointments.md). Only
// wiring: the rules are in use-cases/, appointments.access.ts and appointments.rules.ts.
import type { PageQuery, TokenUser } from '@app/platform'
import type { AppointmentsDeps } from './appointments.deps.ts'
import { bookByParent, bookWalkIn, type BookingRequest } from './use-cases/book-appointment.ts'
import { decideAppointment, type DecideAppointmentInput } from './use-cases/decide-appointment.ts'
import { editAppointment } from './use-cases/edit-appointment.ts'
import {
  listCentreAppointments,
  listDoctorAppointments,
  listParentAppointments,
  listPendingAppointments,
} from './use-cases/list-appointments.ts'
import { readAppointment, readAppointmentFile } from './use-cases/read-appointment.ts'
import { quoteAppointmentCancellation } from './use-cases/quote-cancellation.ts'
import { readBookedSlots } from './use-cases/read-booked-slots.ts'
import { readCentreCalendar, readCentreCalendarJson } from './use-cases/read-centre-calendar.ts'
import { readDoctorSchedule, readTherapistSchedule } from './use-cases/read-own-schedule.ts'
import { uploadPrescription } from './use-cases/upload-prescription.ts'
import { cancelAppointment } from './use-cases/cancel-appointment.ts'
import { markAttendance } from './use-cases/mark-attendance.ts'
import { moveAppointment } from './use-cases/move-appointment.ts'
import { readHistory } from './use-cases/read-history.ts'
import { readNextVisits } from './use-cases/read-next-visits.ts'
import { readCalendarFile } from './use-cases/read-calendar-file.ts'
import { confirmAppointment } from './use-cases/confirm-appointment.ts'
import {
  readApprovedUpcoming,
  readAppointmentDtos,
  readMonthFigures,
  readReminderFacts,
} from './use-cases/read-reminder-facts.ts'
import type {
  AttendanceInput,
  CalendarRange,
  CancelAppointmentInput,
  CentreListQuery,
  MoveAppointmentInput,
  PendingListQuery,
  UpdateAppointmentInput,
} from './appointments.schema.ts'
import type { IncomingFile } from '@app/files'

type Actor = TokenUser | null

export function createAppointmentsService(deps: AppointmentsDeps) {
  return {
    readBookedSlots: (actor: Actor, input: { doctorId: string; date: string }) => readBookedSlots(deps, actor, input),
    bookByParent: (actor: Actor, input: BookingRequest) => bookByParent(deps, actor, input),
    bookWalkIn: (actor: Actor, input: BookingRequest) => bookWalkIn(deps, actor, input),
    listCentreAppointments: (actor: Actor, input: { centreId: string; query: CentreListQuery }) =>
      listCentreAppointments(deps, actor, input),
    listPendingAppointments: (actor: Actor, input: { centreId: string; query: PendingListQuery }) =>
      listPendingAppointments(deps, actor, input),
    listParentAppointments: (actor: Actor, input: { parentId: string; query: PageQuery }) =>
      listParentAppointments(deps, actor, input),
    listDoctorAppointments: (actor: Actor, input: { doctorId: string; query: PageQuery }) =>
      listDoctorAppointments(deps, actor, input),
    editAppointment: (actor: Actor, input: UpdateAppointmentInput & { appointmentId: string }) =>
      editAppointment(deps, actor, input),
    decideAppointment: (actor: Actor, input: DecideAppointmentInput) => decideAppointment(deps, actor, input),
    markAttendance: (actor: Actor, input: AttendanceInput & { appointmentId: string }) =>
      markAttendance(deps, actor, input),
    cancelAppointment: (actor: Actor, input: CancelAppointmentInput & { appointmentId: string }) =>
      cancelAppointment(deps, actor, input),
    moveAppointment: (actor: Actor, input: MoveAppointmentInput & { appointmentId: string }) =>
      moveAppointment(deps, actor, input),
    readHistory: (actor: Actor, input: { appointmentId: string }) => readHistory(deps, actor, input),
    uploadPrescription: (actor: Actor, input: { appointmentId: string; file: IncomingFile | undefined }) =>
      uploadPrescription(deps, actor, input),
    readAppointment: (actor: Actor, input: { appointmentId: string }) => readAppointment(deps, actor, input),
    quoteCancellation: (actor: Actor, input: { appointmentId: string; by?: 'parent' | 'centre' }) =>
      quoteAppointmentCancellation(deps, actor, input),
    readAppointmentFile: (actor: Actor, input: { appointmentId: string; which: 'prescription' | number }) =>
      readAppointmentFile(deps, actor, input),
    readCentreCalendar: (actor: Actor, input: CalendarRange & { centreId: string }) =>
      readCentreCalendar(deps, actor, input),
    /** The same as the JSON text the route sends, kept while nothing behind it changed (decision 064). */
    readCentreCalendarJson: (actor: Actor, input: CalendarRange & { centreId: string }) =>
      readCentreCalendarJson(deps, actor, input),
    readDoctorSchedule: (actor: Actor, input: CalendarRange) => readDoctorSchedule(deps, actor, input),
    readTherapistSchedule: (actor: Actor, input: CalendarRange) => readTherapistSchedule(deps, actor, input),
    /** Each of a parent's children's next visit: the parents module's overview port (docs/api/parents.md). */
    readNextVisits: (actor: Actor, input: { parentId: string }) => readNextVisits(deps, actor, input),
    /** The calendar entry (.ics text) of an approved appointment the caller may read. */
    readCalendarFile: (actor: Actor, input: { appointmentId: string }) => readCalendarFile(deps, actor, input),
    /** The parent confirms their approved appointment (the reminders module's Confirm, docs/api/reminders.md). */
    confirmAppointment: (actor: Actor, input: { appointmentId: string }) => confirmAppointment(deps, actor, input),
    /** The reminders module's port: the state and refund of the appointments it reminds about. */
    reminderFacts: (ids: string[]) => readReminderFacts(deps, ids),
    /** The reminders module's catch-up port: the approved appointments that have not begun. */
    approvedUpcoming: () => readApprovedUpcoming(deps),
    /** The reminders module's catch-up port: appointments by id, as APPOINTMENT_CHANGED carries them. */
    appointmentDtos: (ids: string[]) => readAppointmentDtos(deps, ids),
    /** The reminders module's port: a month's appointments per branch and doctor. */
    monthFigures: (query: { from: string; to: string; centreId?: string }) => readMonthFigures(deps, query),
    /** One appointment as the caller may see it (404 otherwise): the enquiries module's follow-up port. */
    appointment: (actor: TokenUser, appointmentId: string) => readAppointment(deps, actor, { appointmentId }),
  }
}

export type AppointmentsService = ReturnType<typeof createAppointmentsService>
