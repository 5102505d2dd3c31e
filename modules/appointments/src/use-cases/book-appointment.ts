// Booking (docs/api/appointments.md, POST /api/admins/bookAppointment): a parent's request for their own child
// or a new one, which waits for the centre (pending), and an admin's walk-in booking at their own centre, agreed
// at the desk (approved). Both share the steps below; the slot is held by the unique slot key (decision 010).
import type { ChildDto } from '@app/children'
import type { IncomingFile } from '@app/files'
import { badRequest, conflict, isRecordId, withTransaction, type TokenUser } from '@app/platform'
import { clinicClock } from '@app/platform/clinic-time'
import { assertMay } from '../appointments.access.ts'
import type { AppointmentsDeps, WalkInParent } from '../appointments.deps.ts'
import { publishChanges, writeHistory } from './history.ts'
import { approvedMail, receivedMail } from '../appointments.mail.ts'
import { SlotTakenError, type AppointmentRecord, type StoredHistoryEntry } from '../appointments.repository.ts'
import {
  childToBook,
  existingChildIdOf,
  refuseClosedSlot,
  refuseOverPendingLimits,
  refuseUnbookableSlot,
  slotKeyOf,
  startsAtOf,
  statusOfNewBooking,
} from '../appointments.rules.ts'
import {
  BRANCH_UNKNOWN_MESSAGE,
  CHILD_NOT_FOUND,
  DOCTOR_NOT_OF_BRANCH_MESSAGE,
  OWN_CENTRE_MESSAGE,
  REPORT_EXTENSIONS,
  SLOT_TAKEN_MESSAGE,
  type AppointmentDto,
  type BookingInput,
} from '../appointments.schema.ts'

/** A booking as the route hands it over: the checked form, the report files sent with it, where it came from. */
export interface BookingRequest {
  booking: BookingInput
  reports: IncomingFile[]
  /** For a walk-in's new parent account (the welcome e-mail's link and the audit). */
  ip?: string
  linkBase?: string
}

/** A parent books for their own child or a new one: a pending request, counted against the pending limits. */
export async function bookByParent(
  deps: AppointmentsDeps,
  actor: TokenUser | null,
  { booking, reports: sent }: BookingRequest,
): Promise<AppointmentDto> {
  // rule: the files are checked first, stored only when everything else is right
  const reports = sent.map((file) => deps.files.check(file, REPORT_EXTENSIONS))
  // access
  assertMay(actor, 'book-as-parent', { centreId: booking.branch })
  // load
  if (!isRecordId(booking.branch) || (await deps.centres.namesOf([booking.branch])).length === 0) {
    throw badRequest(BRANCH_UNKNOWN_MESSAGE, { branch: BRANCH_UNKNOWN_MESSAGE })
  }
  const { doctor, held, day } = await doctorsDayOf(deps, booking)
  // rule
  refuseUnbookableSlot({ date: booking.appointmentDate, time: booking.time, field: 'time', now: deps.clock() })
  refuseClosedSlot(day, booking.time, BOOKING_FIELDS)
  // load, access: the chosen child must be the parent's own
  const chosen = await chosenChildOf(deps, actor, booking)
  // rule
  if (held.includes(booking.time)) throw conflict(SLOT_TAKEN_MESSAGE)

  // write: the child, the files and the appointment in one transaction, a refused booking (the slot taken
  // meanwhile, any failed write) leaves none of them behind (docs/decisions/012-transactions.md). A parent's
  // bookings are counted against the pending limits and added one at a time: in turn in this process, and under
  // a lock across processes (docs/decisions/024-pending-booking-limits.md).
  let bookedChild: ChildDto | undefined
  const { record, entry } = await slotHeld(() =>
    deps.oneAtATime(actor._id, () =>
      withTransaction(deps.payload, async () => {
        await deps.repository.lockPendingOf(actor._id)
        await holdScheduledSlot(deps, booking, doctor)
        const parentId = chosen ? chosen.parentId : actor._id
        const twin = chosen ? null : await deps.children.findParentsChild(parentId, booking.childName, booking.dob)
        let child = childToBook({ chosen, twin, role: actor.role, branch: booking.branch })
        refuseOverPendingLimits(await deps.repository.pendingChildrenOf(parentId, clinicTodayOf(deps)), child?._id)
        if (!child) child = await registerChild(deps, booking, parentId)
        bookedChild = child
        return insertAppointment(deps, actor, booking, {
          parentId,
          childId: child._id,
          doctorId: doctor._id,
          reportIds: await storeReports(deps, reports),
        })
      }),
    ),
  )

  // publish
  const dto = await dtoOfBooking(deps, record, { child: bookedChild, people: [doctor] })
  await deps.send((language) => receivedMail(dto, language), dto)
  deps.publish.pending(dto)
  // The parent booked: their name is the booking's parent's, no lookup on the hot path.
  const parent = dto.childId.parentId
  await publishChanges(deps, dto, [entry], parent?._id === actor._id ? [parent] : [])
  return dto
}

/**
 * An admin books at their own centre, for a child of that centre or a walk-in family (the parent found by
 * e-mail, or a new account with a welcome e-mail): approved at once.
 */
export async function bookWalkIn(
  deps: AppointmentsDeps,
  actor: TokenUser | null,
  { booking, reports: sent, ip, linkBase }: BookingRequest,
): Promise<AppointmentDto> {
  // rule: the files are checked first, stored only when everything else is right
  const reports = sent.map((file) => deps.files.check(file, REPORT_EXTENSIONS))
  // access
  assertMay(actor, 'book-walk-in', { centreId: booking.branch }, { message: OWN_CENTRE_MESSAGE })
  // load
  const { doctor, held, day } = await doctorsDayOf(deps, booking)
  // rule
  refuseUnbookableSlot({ date: booking.appointmentDate, time: booking.time, field: 'time', now: deps.clock() })
  refuseClosedSlot(day, booking.time, BOOKING_FIELDS)
  // load, access: the chosen child must be of the admin's centre
  const chosen = await chosenChildOf(deps, actor, booking)
  // rule
  if (held.includes(booking.time)) throw conflict(SLOT_TAKEN_MESSAGE)

  // write: the parent account, the child, the files and the appointment in one transaction (decision 012)
  let walkIn: WalkInParent | undefined
  let bookedChild: ChildDto | undefined
  const { record, entry } = await slotHeld(() =>
    withTransaction(deps.payload, async () => {
      await holdScheduledSlot(deps, booking, doctor)
      let parentId: string
      if (chosen) parentId = chosen.parentId
      else {
        walkIn = await deps.walkInParent({
          email: booking.email,
          name: booking.parentName,
          mobilenumber: booking.parentPhoneNo,
          address: booking.address,
          adminId: actor._id,
          centreId: booking.branch,
          ip,
          linkBase,
          language: booking.language,
        })
        parentId = walkIn._id
      }
      // An admin only books for children of their own centre, so a twin elsewhere is not theirs to reuse.
      const twin = chosen ? null : await deps.children.findParentsChild(parentId, booking.childName, booking.dob)
      let child = childToBook({ chosen, twin, role: actor.role, branch: booking.branch })
      if (!child) {
        // A walk-in's parent was just read from (or written to) the accounts: the child's copy of the name
        // needs no second look.
        child = await registerChild(deps, booking, parentId, walkIn?.name)
      }
      bookedChild = child
      return insertAppointment(deps, actor, booking, {
        parentId,
        childId: child._id,
        doctorId: doctor._id,
        reportIds: await storeReports(deps, reports),
      })
    }),
  )

  // publish
  const dto = await dtoOfBooking(deps, record, {
    child: bookedChild,
    people: walkIn ? [doctor, { _id: walkIn._id, name: walkIn.name }] : [doctor],
  })
  await walkIn?.welcome()
  await deps.send((language) => approvedMail(dto, deps.clock(), deps.organizer, language), dto)
  deps.publish.updated(dto)
  await publishChanges(deps, dto, [entry])
  return dto
}

// The steps both bookings share.

/** Today in the clinic's time zone, by the injected clock: the pending limits count from it. */
const clinicTodayOf = (deps: AppointmentsDeps) => clinicClock(deps.clock()).date

/** Where a closed day's reason and an unoffered slot's message go in the booking form's answer. */
const BOOKING_FIELDS = { date: 'appointmentDate', time: 'time' }

/**
 * The doctor, the slots held that day and the schedule's answer for the day at the branch: a quick look, so an
 * obvious clash costs no child, account or file (the unique slot key and the schedule held in the transaction
 * decide). The doctor must be one of the branch's, or work there that day (a doctor of two branches).
 */
async function doctorsDayOf(deps: AppointmentsDeps, booking: BookingInput) {
  const { doctor, held } = isRecordId(booking.doctorId)
    ? await deps.repository.doctorsDay(booking.doctorId, booking.appointmentDate)
    : { doctor: null, held: [] }
  const notOfBranch = () => badRequest(DOCTOR_NOT_OF_BRANCH_MESSAGE, { doctorId: DOCTOR_NOT_OF_BRANCH_MESSAGE })
  if (!doctor || doctor.role !== 'doctor') throw notOfBranch()
  const day = await deps.schedule.doctorsDay({ doctor, date: booking.appointmentDate, centreId: booking.branch })
  if (doctor.centreId !== booking.branch && !day.open) throw notOfBranch()
  return { doctor, held, day }
}

/**
 * Inside the booking's transaction: holds the doctor's and the branch's schedule until it commits and asks
 * again, so a leave or holiday added meanwhile either refuses this booking or lists it among the appointments
 * it falls on, never neither (docs/api/schedule.md, "Leave while booking").
 */
async function holdScheduledSlot(
  deps: AppointmentsDeps,
  booking: BookingInput,
  doctor: { _id: string; name: string | null; centreId: string | null },
): Promise<void> {
  const day = await deps.schedule.holdDoctorsDay({ doctor, date: booking.appointmentDate, centreId: booking.branch })
  refuseClosedSlot(day, booking.time, BOOKING_FIELDS)
}

/** The existing child the form chose, if the caller may book for it (else 404); null for a new child. */
async function chosenChildOf(deps: AppointmentsDeps, actor: TokenUser, booking: BookingInput) {
  const childId = existingChildIdOf(booking)
  if (!childId) return null
  const child = isRecordId(childId) ? await deps.children.findChild(childId) : null
  assertMay(actor, 'book-for-child', child ? { centreId: child.centreId, parentId: child.parentId } : {}, {
    hideAs: CHILD_NOT_FOUND,
  })
  return child as ChildDto
}

/** A booking's slot already held when its appointment is written: 409, and the transaction is rolled back. */
async function slotHeld<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    if (error instanceof SlotTakenError) throw conflict(SLOT_TAKEN_MESSAGE)
    throw error
  }
}

/** Registers the booking's new child, pending at the branch. */
async function registerChild(
  deps: AppointmentsDeps,
  booking: BookingInput,
  parentId: string,
  knownParentName?: string | null,
): Promise<ChildDto> {
  const registered = await deps.children.registerChild({
    name: booking.childName,
    dob: booking.dob,
    gender: booking.gender,
    schoolName: booking.schoolName || undefined,
    schoolBoard: booking.schoolBoard || undefined,
    classGrade: booking.classGrade || undefined,
    parentId,
    centreId: booking.branch,
    admitStatus: 'pending',
    ...(knownParentName != null ? { knownParentName } : {}),
  })
  return registered
}

/** Stores the reports sent with the booking, in order. */
async function storeReports(
  deps: AppointmentsDeps,
  reports: Array<ReturnType<AppointmentsDeps['files']['check']>>,
): Promise<string[]> {
  const reportIds: string[] = []
  for (const report of reports) {
    const stored = await deps.files.store(report, { kind: 'report' })
    reportIds.push(stored.id)
  }
  return reportIds
}

/** The booked appointment and its first history entry ('booked'), inside the booking's transaction. */
async function insertAppointment(
  deps: AppointmentsDeps,
  actor: TokenUser,
  booking: BookingInput,
  ids: { parentId: string; childId: string; doctorId: string; reportIds: string[] },
): Promise<{ record: AppointmentRecord; entry: StoredHistoryEntry }> {
  const record = await deps.repository.insert({
    ...ids,
    centreId: booking.branch,
    appointmentDate: booking.appointmentDate,
    appointmentTime: booking.time,
    startsAt: startsAtOf(booking.appointmentDate, booking.time),
    slotKey: slotKeyOf(ids.doctorId, booking.appointmentDate, booking.time),
    consultationType: booking.consultationType,
    status: statusOfNewBooking(actor.role),
    referredBy: booking.referredBy,
    childConcerns: booking.childConcerns,
    childName: booking.childName,
    parentName: booking.parentName,
    email: booking.email,
    parentPhoneNo: booking.parentPhoneNo,
    alternativeNumber: booking.alternativeNumber,
    address: booking.address,
    schoolName: booking.schoolName,
    classGrade: booking.classGrade,
    schoolBoard: booking.schoolBoard,
  })
  return { record, entry: await writeHistory(deps, actor, { appointmentId: record.id, action: 'booked' }) }
}

/** The booked appointment as the portal reads it: the child, the doctor and a walk-in's parent are at hand. */
async function dtoOfBooking(
  deps: AppointmentsDeps,
  record: AppointmentRecord,
  known: { child?: ChildDto; people: Array<{ _id: string; name: string | null }> },
): Promise<AppointmentDto> {
  const [dto] = await deps.toDtos([record], { children: known.child ? [known.child] : [], people: known.people })
  return dto
}
