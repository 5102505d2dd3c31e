import type { ChildDto, NewChild } from '@app/children'
import { isCalendarDate } from '@app/children/schema'
import type { IncomingFile, PrivateFiles, StoredFile } from '@app/files'
import {
  badRequest,
  conflict,
  forbidden,
  idOfRef,
  notFound,
  PageQuerySchema,
  parseInput,
  requestedPage,
  type Clock,
  type EventBus,
  type Logger,
  type TokenUser,
} from '@app/platform'
import {
  createAppointmentDtos,
  type CentresForAppointments,
  type ChildNames,
  type PeopleForAppointments,
} from './appointments.dto.ts'
import { createAppointmentPublisher } from './appointments.publisher.ts'
import { approvedMail, receivedMail, rejectedMail, type Organizer } from './appointments.mail.ts'
import {
  type AppointmentsRepository,
  type AppointmentDoc,
  type AppointmentFilter,
  SlotTakenError,
} from './appointments.repository.ts'
import {
  APPOINTMENT_STATUSES,
  BEYOND_HORIZON_MESSAGE,
  lastBookableDay,
  MAX_PENDING_PER_CHILD,
  MAX_PENDING_PER_PARENT,
  PENDING_PER_CHILD_MESSAGE,
  PENDING_PER_PARENT_MESSAGE,
  PRESCRIPTION_EXTENSIONS,
  REPORT_EXTENSIONS,
  SLOT_TAKEN_MESSAGE,
  type AppointmentDto,
  type AppointmentStatus,
  type BookingInput,
  type UpdateAppointmentInput,
} from './appointments.schema.ts'
import { addDays, clinicClock } from '@app/platform/clinic-time'
import { createKeyedQueue } from './one-at-a-time.ts'
import { isSlotInFuture, slotMinutes } from './slots.ts'
import type { MailMessage } from '@app/platform'

export const BOOKED_MESSAGE = 'Appointment booked successfully!'
export const UPDATED_MESSAGE = 'Appointment updated successfully'
export const PRESCRIPTION_UPLOADED_MESSAGE = 'Prescription uploaded successfully'
export const ONLY_PENDING_MESSAGE = 'Only a pending appointment can be approved or rejected'
export const REJECTED_NOT_EDITABLE_MESSAGE = 'A rejected appointment cannot be edited'
export const PRESCRIPTION_NEEDS_APPROVAL_MESSAGE =
  'A prescription can only be uploaded to an approved appointment. Approve the appointment first.'
export const SLOT_PAST_MESSAGE = 'This time has already passed. Please choose a later slot.'
export const DATE_PAST_MESSAGE = 'Appointment date cannot be in the past'
export const DOCTOR_NOT_OF_BRANCH_MESSAGE = 'Please choose a doctor of this branch'
export const BRANCH_UNKNOWN_MESSAGE = 'Please choose a branch'
export const OWN_CENTRE_MESSAGE = 'You can only book appointments at your own centre.'
export const APPOINTMENT_NOT_FOUND = 'Appointment not found'
export const CHILD_NOT_FOUND = 'Child not found'

/** What booking needs from the children module. */
export interface ChildrenForAppointments extends ChildNames {
  registerChild(child: NewChild): Promise<ChildDto>
  findChild(id: string): Promise<ChildDto | null>
  findParentsChild(parentId: string, name: string, dob: string): Promise<ChildDto | null>
  discardNewChild(id: string): Promise<void>
}

/** What the module uses of the files module: reports and prescriptions are its private files. */
export type FilesForAppointments = Pick<PrivateFiles, 'check' | 'store' | 'find' | 'remove'>

/** Runs `work` in one database transaction (platform's withTransaction): all of its writes or none. */
export type Transaction = <T>(work: () => Promise<T>) => Promise<T>

/** The accounts module's walk-in parent (found by e-mail, or created with a welcome e-mail). */
export type WalkInParentFinder = (details: {
  email: string
  name: string
  mobilenumber: string
  address?: string
  adminId: string
  /** The admin's centre (an existing parent is used only when they have a child there). */
  centreId: string
  ip?: string
  linkBase?: string
}) => Promise<{
  _id: string
  name: string | null
  created: boolean
  welcome(): Promise<void>
  discard(): Promise<void>
}>

export interface ListFilters {
  page?: string
  limit?: string
  search?: string
  status?: string
  from?: string
  to?: string
}

/** A list's rows and, when paged, how many rows match in all. */
export interface ListResult {
  appointments: AppointmentDto[]
  total?: number
}

const ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
/** Ids are UUIDs: anything else cannot name a record (and must not reach the database as one). */
export const isId = (value: unknown): value is string => typeof value === 'string' && ID_PATTERN.test(value)

const pad = (n: number) => String(n).padStart(2, '0')
/** "YYYY-MM-DD HH:MM", clinic time: orders appointments by when they happen. */
export const startsAtOf = (date: string, time: string) => {
  const minutes = slotMinutes(time)
  return `${date} ${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`
}
export const slotKeyOf = (doctorId: string, date: string, time: string) => `${doctorId}|${date}|${time}`

export function createAppointmentsService({
  repository,
  children,
  people,
  centres,
  walkInParent,
  bus,
  files,
  transaction,
  send,
  organizer,
  clock,
  log,
}: {
  repository: AppointmentsRepository
  files: FilesForAppointments
  transaction: Transaction
  children: ChildrenForAppointments
  people: PeopleForAppointments
  centres: CentresForAppointments
  walkInParent: WalkInParentFinder
  bus: EventBus
  /** Sends one appointment e-mail, with its centre as Reply-To; never rejects (failures are logged). */
  send: (message: MailMessage, appointment: AppointmentDto) => Promise<void>
  /** Who the calendar invitations come from (the server's MAIL_FROM). */
  organizer: Organizer
  clock: Clock
  log: Logger
}) {
  const publish = createAppointmentPublisher(bus)

  const toDtos = createAppointmentDtos({ people, centres, children })
  const oneDto = async (doc: AppointmentDoc, known?: Parameters<typeof toDtos>[1]) => (await toDtos([doc], known))[0]
  /** A user's role, centre and name (the accounts module), or null. */
  const findUser = async (id: string) => (await people.summariesOf([id]))[0] ?? null
  const centreExists = async (id: string) => (await centres.namesOf([id])).length > 0

  /** The appointment if the caller may see it: admin of its centre, the child's parent, its doctor. */
  async function readable(user: TokenUser, appointmentId: string): Promise<AppointmentDoc> {
    const doc = isId(appointmentId) ? await repository.findById(appointmentId) : null
    if (!doc) throw notFound(APPOINTMENT_NOT_FOUND)
    const allowed =
      (user.role === 'admin' && user.centreId !== null && idOfRef(doc.centre) === user.centreId) ||
      (user.role === 'parent' && idOfRef(doc.parent) === user._id) ||
      (user.role === 'doctor' && idOfRef(doc.doctor) === user._id)
    if (!allowed) throw notFound(APPOINTMENT_NOT_FOUND)
    return doc
  }

  /** The appointment if the caller is an admin of its centre (others: 404, they need not know it exists). */
  async function manageable(admin: TokenUser, appointmentId: string): Promise<AppointmentDoc> {
    const doc = isId(appointmentId) ? await repository.findById(appointmentId) : null
    if (!doc || admin.role !== 'admin' || !admin.centreId || idOfRef(doc.centre) !== admin.centreId) {
      throw notFound(APPOINTMENT_NOT_FOUND)
    }
    return doc
  }

  function ownCentre(admin: TokenUser, centreId: string) {
    if (admin.role !== 'admin' || !admin.centreId || admin.centreId !== centreId) throw forbidden()
  }

  /** A day from today up to the horizon and a slot after now (clinic time), by the injected clock. */
  function refusePastSlot(date: string, time: string, field: string) {
    const now = clock()
    const today = clinicClock(now).date
    if (date < today) {
      throw badRequest(DATE_PAST_MESSAGE, { appointmentDate: DATE_PAST_MESSAGE })
    }
    if (date > lastBookableDay(today)) {
      throw badRequest(BEYOND_HORIZON_MESSAGE, { appointmentDate: BEYOND_HORIZON_MESSAGE })
    }
    if (!isSlotInFuture(date, time, now)) throw badRequest(SLOT_PAST_MESSAGE, { [field]: SLOT_PAST_MESSAGE })
  }

  /** A parent's bookings take turns in this process (the limits below are counted, then added to). */
  const oneAtATime = createKeyedQueue()

  /**
   * Refuses a parent's booking that would exceed the pending limits (docs/product.md §5.1): requests waiting
   * for an answer, for days from today on. Called inside the booking's transaction after lockPendingOf, so
   * no other booking of this parent counts or inserts until this one has committed or rolled back.
   */
  async function refuseOverPendingLimits(parentId: string, childId: string | undefined) {
    const pending = await repository.pendingChildrenOf(parentId, clinicClock(clock()).date)
    if (childId && pending.filter((id) => id === childId).length >= MAX_PENDING_PER_CHILD) {
      throw conflict(PENDING_PER_CHILD_MESSAGE)
    }
    if (pending.length >= MAX_PENDING_PER_PARENT) throw conflict(PENDING_PER_PARENT_MESSAGE)
  }

  /** The page a list asks for (`?page&limit`, checked as every list checks them), or none for the whole list. */
  const pageOf = (filters: ListFilters) =>
    requestedPage(parseInput(PageQuerySchema, { page: filters.page, limit: filters.limit }))

  /** The list filters of a request, checked: a status of the three, days as a range of startsAt. */
  function filterOf(filters: ListFilters, { withStatus = true } = {}): AppointmentFilter {
    const filter: AppointmentFilter = {}
    const search = typeof filters.search === 'string' ? filters.search.trim().slice(0, 100) : ''
    if (search) filter.search = search
    if (withStatus && filters.status) {
      if (!(APPOINTMENT_STATUSES as readonly string[]).includes(filters.status)) {
        const message = `status must be one of ${APPOINTMENT_STATUSES.join(', ')}`
        throw badRequest(message, { status: message })
      }
      filter.status = filters.status as AppointmentStatus
    }
    for (const key of ['from', 'to'] as const) {
      const value = filters[key]
      if (!value) continue
      if (!isCalendarDate(value)) throw badRequest(`${key} must be a date (YYYY-MM-DD)`, { [key]: 'Invalid date' })
      // "YYYY-MM-DD HH:MM" compares as text: from the day's start, up to the next day's.
      if (key === 'from') filter.startsFrom = value
      else filter.startsBefore = addDays(value, 1)
    }
    return filter
  }

  async function listed(query: Parameters<AppointmentsRepository['list']>[0]): Promise<ListResult> {
    const { docs, total } = await repository.list(query)
    return { appointments: await toDtos(docs), ...(query.page ? { total } : {}) }
  }

  /** Files sent with a booking: checked first, stored only when everything else is right. */
  function checkReports(sent: IncomingFile[]) {
    return sent.map((file) => files.check(file, REPORT_EXTENSIONS))
  }

  return {
    /** The slots a doctor's pending and approved appointments hold on a day. */
    async bookedSlots(user: TokenUser, doctorId: string, date: string): Promise<string[]> {
      if (!isCalendarDate(date)) throw badRequest('Please enter a valid appointment date', { date: 'Invalid date' })
      if (!isId(doctorId)) throw notFound('Doctor not found')
      // The doctor and the day's held slots in one read; the slots are only answered once the doctor checks out.
      const { doctor, held } = await repository.doctorsDay(doctorId, date)
      if (!doctor || doctor.role !== 'doctor') throw notFound('Doctor not found')
      if (user.role === 'admin' && doctor.centreId !== user.centreId) throw forbidden()
      return held
    },

    /**
     * A parent books for their own child (or a new one): pending. An admin books at their own centre,
     * for a child of that centre or a walk-in: approved. The slot is held by the unique slot key.
     */
    async book(
      user: TokenUser,
      input: BookingInput,
      sent: IncomingFile[],
      context: { ip?: string; linkBase?: string },
    ): Promise<AppointmentDto> {
      const reports = checkReports(sent)
      const branch = input.branch
      if (user.role === 'admin') {
        if (!user.centreId || branch !== user.centreId) throw forbidden(OWN_CENTRE_MESSAGE)
      } else if (!isId(branch) || !(await centreExists(branch))) {
        throw badRequest(BRANCH_UNKNOWN_MESSAGE, { branch: BRANCH_UNKNOWN_MESSAGE })
      }
      // The doctor and the slots held that day in one read: a quick look, so an obvious clash costs no child,
      // account or file (the unique slot key decides).
      const { doctor, held } = isId(input.doctorId)
        ? await repository.doctorsDay(input.doctorId, input.appointmentDate)
        : { doctor: null, held: [] }
      if (!doctor || doctor.role !== 'doctor' || doctor.centreId !== branch) {
        throw badRequest(DOCTOR_NOT_OF_BRANCH_MESSAGE, { doctorId: DOCTOR_NOT_OF_BRANCH_MESSAGE })
      }
      refusePastSlot(input.appointmentDate, input.time, 'time')

      // The child: an existing one the caller may book for, or a new one registered below.
      const childId = input.childId && input.childId !== 'new' ? input.childId : ''
      let existingChild: ChildDto | null = null
      if (childId) {
        existingChild = isId(childId) ? await children.findChild(childId) : null
        const mayBook =
          existingChild &&
          (user.role === 'parent' ? existingChild.parentId === user._id : existingChild.centreId === user.centreId)
        if (!existingChild || !mayBook) throw notFound(CHILD_NOT_FOUND)
      }
      if (held.includes(input.time)) throw conflict(SLOT_TAKEN_MESSAGE)

      // The parent account, the child, the files and the appointment are written in one transaction:
      // a refused booking (the slot taken meanwhile, any failed write) leaves none of them behind
      // (docs/decisions/012-transactions.md).
      // A parent's bookings are counted against the pending limits and added one at a time: in turn in this
      // process, and under a lock across processes (docs/decisions/024-pending-booking-limits.md).
      const booking: Transaction = (work) =>
        user.role === 'parent' ? oneAtATime(user._id, () => transaction(work)) : transaction(work)
      let walkIn: Awaited<ReturnType<WalkInParentFinder>> | undefined
      let bookedChild: ChildDto | undefined
      let doc: AppointmentDoc
      try {
        doc = await booking(async () => {
          if (user.role === 'parent') await repository.lockPendingOf(user._id)
          let parentId: string
          if (existingChild) parentId = existingChild.parentId
          else if (user.role === 'parent') parentId = user._id
          else {
            walkIn = await walkInParent({
              email: input.email,
              name: input.parentName,
              mobilenumber: input.parentPhoneNo,
              address: input.address,
              adminId: user._id,
              centreId: branch,
              ip: context.ip,
              linkBase: context.linkBase,
            })
            parentId = walkIn._id
          }
          // "New child" for a child this parent already has on record (same name and date of birth): reuse it.
          // An admin only books for children of their own centre, so a twin elsewhere is not theirs to reuse.
          const twin = existingChild ? null : await children.findParentsChild(parentId, input.childName, input.dob)
          let child = existingChild ?? (twin && (user.role === 'parent' || twin.centreId === branch) ? twin : null)
          if (user.role === 'parent') await refuseOverPendingLimits(parentId, child?._id)
          if (!child) {
            const registered = await children.registerChild({
              name: input.childName,
              dob: input.dob,
              gender: input.gender,
              schoolName: input.schoolName || undefined,
              schoolBoard: input.schoolBoard || undefined,
              classGrade: input.classGrade || undefined,
              parentId,
              centreId: branch,
              admitStatus: 'pending',
              // A walk-in's parent was just read from (or written to) the accounts: the child's copy of the
              // name needs no second look.
              ...(walkIn?.name != null ? { knownParentName: walkIn.name } : {}),
            })
            child = registered
          }
          bookedChild = child
          const reportIds: string[] = []
          for (const report of reports) {
            const stored = await files.store(report, { kind: 'report' })
            reportIds.push(stored.id)
          }

          return repository.insert({
            childId: child._id,
            parentId,
            centreId: branch,
            doctorId: doctor._id,
            appointmentDate: input.appointmentDate,
            appointmentTime: input.time,
            startsAt: startsAtOf(input.appointmentDate, input.time),
            slotKey: slotKeyOf(doctor._id, input.appointmentDate, input.time),
            consultationType: input.consultationType,
            status: user.role === 'admin' ? 'approved' : 'pending',
            referredBy: input.referredBy,
            childConcerns: input.childConcerns,
            childName: input.childName,
            parentName: input.parentName,
            email: input.email,
            parentPhoneNo: input.parentPhoneNo,
            alternativeNumber: input.alternativeNumber,
            address: input.address,
            schoolName: input.schoolName,
            classGrade: input.classGrade,
            schoolBoard: input.schoolBoard,
            reportIds,
          })
        })
      } catch (error) {
        if (error instanceof SlotTakenError) throw conflict(SLOT_TAKEN_MESSAGE)
        throw error
      }
      // The child, the doctor and a walk-in's parent are at hand: only what is not gets looked up.
      const dto = await oneDto(doc, {
        children: bookedChild ? [bookedChild] : [],
        people: walkIn ? [doctor, { _id: walkIn._id, name: walkIn.name }] : [doctor],
      })
      if (user.role === 'admin') {
        await walkIn?.welcome()
        await send(approvedMail(dto, clock(), organizer), dto)
        publish.updated(dto)
      } else {
        await send(receivedMail(dto), dto)
        publish.pending(dto)
      }
      return dto
    },

    /** A centre's appointments, newest first; paged when `page` is given. */
    async centreAppointments(admin: TokenUser, centreId: string, filters: ListFilters): Promise<ListResult> {
      ownCentre(admin, centreId)
      const page = pageOf(filters)
      return listed({
        filter: { ...filterOf(filters), centreId },
        order: 'newest',
        page,
      })
    },

    /** A centre's pending appointments, oldest booking first. */
    async pendingAppointments(admin: TokenUser, centreId: string, filters: ListFilters): Promise<ListResult> {
      ownCentre(admin, centreId)
      const page = pageOf(filters)
      return listed({
        filter: { ...filterOf(filters, { withStatus: false }), centreId, status: 'pending' },
        order: 'oldest-booking',
        page,
      })
    },

    /** Moves an appointment to another day or slot (one update of its slot key) and edits the concerns. */
    async update(admin: TokenUser, appointmentId: string, input: UpdateAppointmentInput): Promise<AppointmentDto> {
      const doc = await manageable(admin, appointmentId)
      if (doc.status === 'rejected') throw conflict(REJECTED_NOT_EDITABLE_MESSAGE)
      const moved = doc.appointmentDate !== input.appointmentDate || doc.appointmentTime !== input.appointmentTime
      if (moved) refusePastSlot(input.appointmentDate, input.appointmentTime, 'appointmentTime')
      const doctorId = idOfRef(doc.doctor) ?? ''
      let updated: AppointmentDoc
      try {
        updated = await repository.update(doc.id, {
          childConcerns: input.childConcerns,
          ...(moved
            ? {
                appointmentDate: input.appointmentDate,
                appointmentTime: input.appointmentTime,
                startsAt: startsAtOf(input.appointmentDate, input.appointmentTime),
                slotKey: slotKeyOf(doctorId, input.appointmentDate, input.appointmentTime),
              }
            : {}),
        })
      } catch (error) {
        if (error instanceof SlotTakenError) throw conflict(SLOT_TAKEN_MESSAGE)
        throw error
      }
      const dto = await oneDto(updated)
      publish.updated(dto)
      return dto
    },

    /** Approves or rejects a pending appointment; rejecting frees its slot and tells the parent the reason, if given. */
    async manage(
      admin: TokenUser,
      appointmentId: string,
      status: Exclude<AppointmentStatus, 'pending'>,
      reason?: string,
    ): Promise<AppointmentDto> {
      const doc = await manageable(admin, appointmentId)
      if (doc.status !== 'pending') throw conflict(ONLY_PENDING_MESSAGE)
      const updated = await repository.updateStatus(
        doc.id,
        'pending',
        status === 'rejected' ? { status, slotKey: null } : { status },
      )
      if (!updated) throw conflict(ONLY_PENDING_MESSAGE)
      const dto = await oneDto(updated)
      await send(status === 'approved' ? approvedMail(dto, clock(), organizer) : rejectedMail(dto, reason), dto)
      publish.status(idOfRef(doc.centre), { _id: dto._id, status: dto.status })
      return dto
    },

    async uploadPrescription(
      admin: TokenUser,
      appointmentId: string,
      file: IncomingFile | undefined,
    ): Promise<AppointmentDto> {
      const doc = await manageable(admin, appointmentId)
      // A prescription records a consultation that was agreed; a pending or rejected request has none.
      if (doc.status !== 'approved') throw conflict(PRESCRIPTION_NEEDS_APPROVAL_MESSAGE)
      if (!file) throw badRequest('Please choose a prescription file', { prescription: 'Please choose a file' })
      const checked = files.check(file, PRESCRIPTION_EXTENSIONS)
      const previous = idOfRef(doc.prescription)
      const updated = await transaction(async () => {
        const stored = await files.store(checked, { kind: 'prescription' })
        return repository.update(doc.id, { prescription: stored.id })
      })
      if (previous) {
        await files
          .remove([previous])
          .catch((err: unknown) => log.error({ err }, 'could not delete a replaced prescription'))
      }
      const dto = await oneDto(updated)
      publish.updated(dto)
      return dto
    },

    /** The appointment's prescription or one of its reports, for a caller who may read the appointment. */
    async file(user: TokenUser, appointmentId: string, which: 'prescription' | number): Promise<StoredFile> {
      const doc = await readable(user, appointmentId)
      const fileId =
        which === 'prescription'
          ? idOfRef(doc.prescription)
          : Number.isInteger(which) && which >= 0
            ? idOfRef((doc.reports ?? [])[which])
            : null
      const file = fileId ? await files.find(fileId) : null
      if (!file) throw notFound('File not found')
      return file
    },

    async appointment(user: TokenUser, appointmentId: string): Promise<AppointmentDto> {
      return oneDto(await readable(user, appointmentId))
    },

    /** A parent's own appointments, newest first. */
    async parentAppointments(
      user: TokenUser,
      parentId: string,
      filters: ListFilters = {},
    ): Promise<ListResult & { parentName: string }> {
      if (user.role !== 'parent' || user._id !== parentId) throw forbidden()
      const page = pageOf(filters)
      const [list, parent] = await Promise.all([
        listed({ filter: { parentId }, order: 'newest', page }),
        findUser(parentId),
      ])
      return { ...list, parentName: parent?.name ?? '' }
    },

    /** A doctor's completed appointments: approved ones whose slot has passed (clinic time), newest first. */
    async doctorAppointments(user: TokenUser, doctorId: string, filters: ListFilters = {}): Promise<ListResult> {
      if (user.role !== 'doctor' || user._id !== doctorId) throw forbidden()
      const page = pageOf(filters)
      const now = clinicClock(clock())
      const nowKey = `${now.date} ${pad(Math.floor(now.minutes / 60))}:${pad(now.minutes % 60)}`
      return listed({
        filter: { doctorId, status: 'approved', startsUpTo: nowKey },
        order: 'newest',
        page,
      })
    },
  }
}

export type AppointmentsService = ReturnType<typeof createAppointmentsService>
