import type { CheckedFile, IncomingFile, OpenedFile, SignedLink, StoredFile } from '@app/files'
import {
  badRequest,
  conflict,
  HttpError,
  isRecordId,
  notFound,
  type Clock,
  type Logger,
  type Mailer,
  type Page,
  type TokenUser,
} from '@app/platform'
import { clinicToday } from '@app/platform/clinic-time'
import { maySeeChild, type ChildDto, type ChildRecord } from '@app/children'
import type { IepRepository, StoredEntry, StoredIep, StoredVersion, VersionFields } from './iep.repository.ts'
import { feedbackReadyMail } from './iep.mail.ts'
import {
  entryMonthMessage,
  FEEDBACK_SUBMITTED_MESSAGE,
  feedbackAwaitsRecordMessage,
  FUTURE_DATE_MESSAGE,
  GOAL_CHOICE_MESSAGE,
  IEP_NOT_FOUND_MESSAGE,
  MONTH_CHOICE_MESSAGE,
  MonthGoalsSchema,
  NOT_A_VIDEO_MESSAGE,
  PERFORMANCE_LENGTH_MESSAGE,
  RELOAD_MONTH_MESSAGE,
  SESSION_VIDEO_TARGET,
  STALE_VERSION_MESSAGE,
  VIDEO_EXTENSIONS,
  VIDEO_FILE_NOT_FOUND_MESSAGE,
  VIDEO_NOT_FOUND_MESSAGE,
  VIDEO_TOO_LARGE_MESSAGE,
  type AssignedChildDto,
  type AssignIepInput,
  type IepDto,
  type IepFeedbackInput,
  type IepMonthDto,
  type IepPerformanceInput,
  type IepVersionDto,
  type SessionEntryDto,
  type SessionEntryInput,
  type UpdateIepMonthInput,
} from './iep.schema.ts'
import {
  becomesReportReady,
  hasTherapistRecord,
  IEP_MONTHS,
  isDayInMonth,
  isReportReady,
  meanOfEntries,
  monthName,
  monthsFrom,
  newestFirst,
  reviewOfChild,
  reviewOfMonth,
  type MonthForReview,
} from './iep.rules.ts'
import * as v from 'valibot'

export const CHILD_NOT_FOUND_MESSAGE = 'Child not found.'

/** A user as the IEP module needs to know them (from the accounts module). */
export interface PersonSummary {
  _id: string
  name: string | null
  email: string | null
  role: string
}
export interface PeopleLookup {
  summariesOf(ids: string[]): Promise<PersonSummary[]>
}

/** What the IEP module asks of the children module. */
export interface ChildrenForIep {
  findChild(id: string): Promise<ChildDto | null>
  listAssignedTo(
    caller: TokenUser,
    query: { search?: string; page?: Page },
  ): Promise<{ children: ChildRecord[]; total: number }>
}

/** The part of the files module's port the IEP module uses (docs/api/files.md). */
export interface FilesForIep {
  check(file: IncomingFile, accept: readonly string[]): CheckedFile
  store(checked: CheckedFile, options: { kind: string; attachedTo?: string | null }): Promise<StoredFile>
  find(id: string): Promise<StoredFile | null>
  remove(ids: string[]): Promise<void>
  stream(file: StoredFile, range?: string): Promise<OpenedFile | null>
  signedLinkFor(file: StoredFile, viewerId: string): SignedLink
}

export type Transaction = <T>(work: () => Promise<T>) => Promise<T>

/** Where a session video's file says it belongs: "iep-session-video:<iepId>". */
export const attachedToPlan = (iepId: string) => `${SESSION_VIDEO_TARGET}:${iepId}`

/** The changes a save makes to a month, field by field (docs/api/iep.md, "Saving from a stale screen"). */
type Patch = Partial<VersionFields>
const FIELDS: Array<keyof VersionFields> = [
  'target',
  'goals',
  'goalGames',
  'performance',
  'therapistFeedback',
  'doctorFeedback',
  'video',
]
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null)

/** The fields of `patch` that differ from `base`. */
const changedFields = (base: VersionFields, patch: Patch) =>
  FIELDS.filter((field) => field in patch && !same(patch[field], base[field]))

/**
 * Whether two sets of changed fields collide: the same field, or goals against what is kept per goal
 * (performance, game targets).
 */
const PER_GOAL: Array<keyof VersionFields> = ['goals', 'performance', 'goalGames']
function overlap(mine: Array<keyof VersionFields>, theirs: Array<keyof VersionFields>) {
  const grow = (fields: Array<keyof VersionFields>) =>
    new Set<keyof VersionFields>(fields.flatMap((field) => (PER_GOAL.includes(field) ? PER_GOAL : [field])))
  const theirsSet = grow(theirs)
  return [...grow(mine)].some((field) => theirsSet.has(field))
}

/**
 * How many times a save re-reads the month when another save took the version it wanted. A save without
 * `baseVersion` only loses a race to saves that finished, so ten at once all get through within ten reads.
 */
const SAVE_ATTEMPTS = 10

export function createIepService({
  repository,
  children,
  people,
  files,
  mailer,
  transaction,
  clock,
  log,
  publicUrl,
}: {
  repository: IepRepository
  children: ChildrenForIep
  people: PeopleLookup
  files: FilesForIep
  mailer: Mailer
  transaction: Transaction
  clock: Clock
  log: Logger
  publicUrl: string
}) {
  const today = () => clinicToday(clock())

  type Access = 'read' | 'plan' | 'record'
  /** Whether the caller may read, plan (the assigned doctor) or record (the assigned therapist) for this child. */
  function mayAccess(caller: TokenUser, child: ChildDto, access: Access): boolean {
    if (access === 'plan') return caller.role === 'doctor' && child.doctorId === caller._id
    if (access === 'record') return caller.role === 'therapist' && child.therapistId === caller._id
    return maySeeChild(caller, child)
  }

  /** The child if the caller has this right to its plans; 404 otherwise (nobody learns what exists). */
  async function childFor(caller: TokenUser, childId: string, access: Access): Promise<ChildDto> {
    const child = isRecordId(childId) ? await children.findChild(childId) : null
    if (!child || !mayAccess(caller, child, access)) throw notFound(CHILD_NOT_FOUND_MESSAGE)
    return child
  }

  /** One of the child's plans by id; 404 for another child's or an unknown one. */
  async function planOf(child: ChildDto, iepId: string): Promise<StoredIep> {
    const iep = isRecordId(iepId) ? await repository.findIep(iepId) : null
    if (!iep || iep.childId !== child._id) throw notFound(IEP_NOT_FOUND_MESSAGE)
    return iep
  }

  async function nameOf(userId: string): Promise<string> {
    const [person] = await people.summariesOf([userId])
    return person?.name ?? ''
  }

  const videoUrlOf = (fileId: string) => `/api/doctors/getIEPVideo/${fileId}`

  const toVersionDto = (version: StoredVersion): IepVersionDto => ({
    version: version.version,
    month: version.month,
    target: version.target,
    goals: version.goals,
    goalGames: version.goalGames,
    performance: version.performance,
    therapistFeedback: version.therapistFeedback,
    doctorFeedback: version.doctorFeedback,
    childVideo: version.video
      ? {
          videoUrl: videoUrlOf(version.video.fileId),
          videoUploadDate: version.video.uploadDate,
          videoDescription: version.video.description,
        }
      : null,
    updatedAt: version.createdAt,
    updatedBy: { name: version.authorName, role: version.authorRole },
  })

  const toEntryDto = (entry: StoredEntry): SessionEntryDto => ({
    _id: entry._id,
    goalIndex: entry.goalIndex,
    goal: entry.goal,
    date: entry.date,
    percent: entry.percent,
    note: entry.note,
    createdAt: entry.createdAt,
    createdBy: { name: entry.authorName, role: 'therapist' },
  })

  /** Plans with their months, history and entries: one query per table and one of doctors' names. */
  async function toDtos(ieps: StoredIep[]): Promise<IepDto[]> {
    if (ieps.length === 0) return []
    const ids = ieps.map((iep) => iep._id)
    const [versions, entries, doctors] = await Promise.all([
      repository.versionsOf(ids),
      repository.entriesOf(ids),
      people.summariesOf([...new Set(ieps.map((iep) => iep.doctorId))]),
    ])
    const doctorNames = new Map(doctors.map((d) => [d._id, d.name ?? '']))
    const now = today()
    return ieps.map((iep) => {
      const months = monthsFrom(iep.startingMonth, iep.startingYear)
      const monthlyGoals: IepMonthDto[] = months.map((calendar, monthIndex) => {
        const own = newestFirst(versions.filter((x) => x.iepId === iep._id && x.monthIndex === monthIndex))
        const monthEntries = entries.filter((e) => e.iepId === iep._id && e.monthIndex === monthIndex)
        const [latest, ...history] = own.map(toVersionDto)
        const month: IepMonthDto = {
          monthIndex,
          month: calendar.month,
          year: calendar.year,
          latest,
          history,
          entries: monthEntries.map(toEntryDto),
          meanPerGoal: (latest?.goals ?? []).map((_, goalIndex) => meanOfEntries(monthEntries, goalIndex)),
          review: null,
        }
        month.review = latest ? reviewOfMonth(month, now) : null
        return month
      })
      return {
        _id: iep._id,
        childId: iep.childId,
        createdAt: iep.createdAt,
        therapy: iep.therapy,
        therapistName: iep.therapistName,
        doctorId: { _id: iep.doctorId, name: doctorNames.get(iep.doctorId) ?? '' },
        feedback: iep.feedback,
        startingMonth: iep.startingMonth,
        startingYear: iep.startingYear,
        selectedMonths: months.map((m) => m.month),
        selectedMonthsNames: months.map((m) => monthName(m.month)),
        monthlyGoals,
      }
    })
  }

  const dtoOf = async (iep: StoredIep) => (await toDtos([iep]))[0]

  /** The month a save names: `monthIndex` (0-2) or `month` (one of the plan's month numbers). */
  function monthIndexOf(iep: StoredIep, input: { monthIndex?: number; month?: number }): number {
    if (input.monthIndex !== undefined) return input.monthIndex
    const index = monthsFrom(iep.startingMonth, iep.startingYear).findIndex((m) => m.month === input.month)
    if (index < 0) throw badRequest(MONTH_CHOICE_MESSAGE, { month: MONTH_CHOICE_MESSAGE })
    return index
  }

  /**
   * Saves a month's change as a new version on top of `baseVersion` (docs/api/iep.md, "Saving from a stale
   * screen"): the next version when the base is current; merged onto the current one when the fields do not
   * overlap; 409 otherwise. The unique version key makes a concurrent save from the same base lose the insert,
   * and it is then merged or refused the same way. Without `baseVersion` (the product rules' calls) the change
   * goes on whatever version is current when it is written, so a lost insert is simply tried again on the new
   * one. Null when nothing would change.
   */
  async function saveMonth({
    caller,
    iep,
    monthIndex,
    baseVersion,
    patch,
    check,
  }: {
    caller: TokenUser
    iep: StoredIep
    monthIndex: number
    baseVersion: number | undefined
    patch: Patch
    /** Checks the month as it would be saved (e.g. performance against its goals). */
    check?: (next: VersionFields) => void
  }): Promise<{ saved: StoredVersion | null; merged: boolean; changed: Array<keyof VersionFields> }> {
    const authorName = await nameOf(caller._id)
    for (let attempt = 0; attempt < SAVE_ATTEMPTS; attempt++) {
      const current = await repository.latestVersion(iep._id, monthIndex)
      if (!current) throw notFound(IEP_NOT_FOUND_MESSAGE)
      const baseNumber = baseVersion ?? current.version
      if (baseNumber > current.version) throw conflict(STALE_VERSION_MESSAGE(current.authorName || 'someone'))
      const base =
        baseNumber === current.version ? current : await repository.findVersion(iep._id, monthIndex, baseNumber)
      if (!base) throw badRequest(RELOAD_MONTH_MESSAGE, { baseVersion: RELOAD_MONTH_MESSAGE })
      const mine = changedFields(base, patch)
      const merged = base !== current
      if (merged) {
        const theirs = changedFields(base, current)
        if (overlap(mine, theirs)) throw conflict(STALE_VERSION_MESSAGE(current.authorName || 'someone'))
      }
      // Only what this save changed goes on top of the current month; nothing else is touched.
      const next: VersionFields = {
        target: current.target,
        goals: current.goals,
        goalGames: current.goalGames,
        performance: current.performance,
        therapistFeedback: current.therapistFeedback,
        doctorFeedback: current.doctorFeedback,
        video: current.video,
      }
      for (const field of mine) Object.assign(next, { [field]: patch[field] })
      if (mine.length === 0 || changedFields(current, next).length === 0) {
        return { saved: null, merged: false, changed: [] }
      }
      // Goals added or removed: the performance keeps one value per goal.
      if (mine.includes('goals') && next.performance.length > 0 && next.performance.length !== next.goals.length) {
        next.performance = next.goals.map((_, i) => next.performance[i] ?? null)
      }
      // Goals removed: their game targets go with them.
      if (mine.includes('goals')) next.goalGames = next.goalGames.filter((target) => target.goal < next.goals.length)
      check?.(next)
      try {
        const saved = await repository.insertVersion({
          ...next,
          iepId: iep._id,
          monthIndex,
          version: current.version + 1,
          month: current.month,
          year: current.year,
          authorId: caller._id,
          authorName,
          authorRole: caller.role === 'therapist' ? 'therapist' : 'doctor',
        })
        return { saved, merged, changed: mine }
      } catch (error) {
        if (error instanceof Error && error.name === 'VersionTakenError') continue
        throw error
      }
    }
    throw conflict(STALE_VERSION_MESSAGE('someone'))
  }

  /** Whether this caller may see this plan's files (the upload target's mayRead, the video route). */
  async function mayReadPlan(caller: TokenUser, iepId: string): Promise<boolean> {
    const iep = isRecordId(iepId) ? await repository.findIep(iepId) : null
    const child = iep ? await children.findChild(iep.childId) : null
    return Boolean(child && mayAccess(caller, child, 'read'))
  }

  /**
   * Sends the parent the "report ready" mail when `saved` is the month's first version with both the therapist's
   * record and the doctor's feedback (docs/api/iep.md, Mail): whichever of the two comes second sends it, and
   * only once. A failure is logged and never fails the save.
   */
  async function mailIfReportReady(child: ChildDto, iep: StoredIep, monthIndex: number, saved: StoredVersion) {
    if (!isReportReady(saved)) return
    try {
      const earlier = (await repository.versionsOf([iep._id])).filter(
        (version) => version.monthIndex === monthIndex && version.version < saved.version,
      )
      if (!becomesReportReady(saved, earlier)) return
      const [parent] = await people.summariesOf([child.parentId])
      if (!parent?.email) return
      // The feedback's author: the oldest of the newest versions that all carry this feedback.
      let reviewer = saved
      for (const version of newestFirst(earlier)) {
        if (version.doctorFeedback !== saved.doctorFeedback) break
        reviewer = version
      }
      const doctorName = reviewer.authorRole === 'doctor' ? reviewer.authorName : await nameOf(iep.doctorId)
      const { month, year } = monthsFrom(iep.startingMonth, iep.startingYear)[monthIndex]
      await mailer.send(
        feedbackReadyMail({
          to: parent.email,
          parentName: parent.name ?? '',
          childName: child.name,
          childId: child._id,
          doctorName,
          therapy: iep.therapy,
          month,
          year,
          publicUrl,
        }),
      )
    } catch (err) {
      log.error({ err, iepId: iep._id }, 'could not send the IEP report e-mail')
    }
  }

  /** The session video with this file id, when the caller may read its plan; 404 `Video not found` otherwise. */
  async function sessionVideoOf(caller: TokenUser, id: string): Promise<StoredFile> {
    const file = await files.find(id)
    const prefix = `${SESSION_VIDEO_TARGET}:`
    const iepId = file?.attachedTo?.startsWith(prefix) ? file.attachedTo.slice(prefix.length) : null
    if (!file || !iepId || file.kind !== SESSION_VIDEO_TARGET || !(await mayReadPlan(caller, iepId))) {
      throw notFound(VIDEO_NOT_FOUND_MESSAGE)
    }
    return file
  }

  return {
    mayReadPlan,

    /** Whether this caller is the therapist assigned to the plan's child (the upload target's mayUpload). */
    async mayUploadTo(caller: TokenUser, iepId: string): Promise<boolean> {
      const iep = isRecordId(iepId) ? await repository.findIep(iepId) : null
      const child = iep ? await children.findChild(iep.childId) : null
      return Boolean(child && mayAccess(caller, child, 'record'))
    },

    /**
     * The same refusal `recordPerformance` gives a caller who does not record for this child, asked before
     * the form's body (up to a 50 MB video) is read.
     */
    async checkMayRecord(caller: TokenUser, childId: string): Promise<void> {
      await childFor(caller, childId, 'record')
    },

    /** A child's plans, newest first, for anyone who may read them. */
    async listForChild(caller: TokenUser, childId: string): Promise<IepDto[]> {
      const child = await childFor(caller, childId, 'read')
      return toDtos(await repository.listByChild(child._id))
    },

    /** The assigned doctor plans three months: the plan and its three first versions in one transaction. */
    async assign(caller: TokenUser, childId: string, input: AssignIepInput): Promise<IepDto> {
      const child = await childFor(caller, childId, 'plan')
      const [authorName, therapistName] = await Promise.all([
        nameOf(caller._id),
        child.therapistId ? nameOf(child.therapistId) : Promise.resolve(''),
      ])
      const months = monthsFrom(input.startingMonth, input.startingYear)
      const iep = await transaction(async () => {
        const created = await repository.createIep({
          childId: child._id,
          doctorId: caller._id,
          therapy: input.therapy,
          therapistName,
          feedback: input.feedback,
          startingMonth: input.startingMonth,
          startingYear: input.startingYear,
        })
        for (let monthIndex = 0; monthIndex < IEP_MONTHS; monthIndex++) {
          await repository.insertVersion({
            iepId: created._id,
            monthIndex,
            version: 1,
            month: months[monthIndex].month,
            year: months[monthIndex].year,
            target: input.monthlyGoals[monthIndex].target,
            goals: input.monthlyGoals[monthIndex].goals,
            goalGames: input.monthlyGoals[monthIndex].goalGames ?? [],
            performance: [],
            therapistFeedback: '',
            doctorFeedback: '',
            video: null,
            authorId: caller._id,
            authorName,
            authorRole: 'doctor',
          })
        }
        return created
      })
      return dtoOf(iep)
    },

    /** The assigned doctor changes one month's long-term and short-term goals. */
    async updateMonth(caller: TokenUser, childId: string, input: UpdateIepMonthInput) {
      const child = await childFor(caller, childId, 'plan')
      const iep = await planOf(child, input.iepId)
      const goals = v.safeParse(MonthGoalsSchema(input.monthIndex + 1), input.monthlyGoals)
      if (!goals.success) {
        const fieldErrors: Record<string, string> = {}
        for (const issue of goals.issues) fieldErrors[`monthlyGoals.${v.getDotPath(issue) ?? '_'}`] ??= issue.message
        throw badRequest(Object.values(fieldErrors)[0], fieldErrors)
      }
      const { merged } = await saveMonth({
        caller,
        iep,
        monthIndex: input.monthIndex,
        baseVersion: input.baseVersion,
        patch: {
          target: goals.output.target,
          goals: goals.output.goals,
          ...(goals.output.goalGames ? { goalGames: goals.output.goalGames } : {}),
        },
      })
      return { iep: await dtoOf(iep), merged }
    },

    /** The assigned doctor's feedback on a month; the parent hears the report is ready. */
    async giveFeedback(caller: TokenUser, childId: string, input: IepFeedbackInput) {
      const child = await childFor(caller, childId, 'plan')
      const iep = await planOf(child, input.iepId)
      const monthIndex = monthIndexOf(iep, input)
      const { saved, merged } = await saveMonth({
        caller,
        iep,
        monthIndex,
        baseVersion: input.baseVersion,
        patch: { doctorFeedback: input.doctorFeedback },
      })
      if (saved) await mailIfReportReady(child, iep, monthIndex, saved)
      const dto = await dtoOf(iep)
      const month = dto.monthlyGoals[monthIndex]
      // Until the therapist records the month, the doctor is told when the parent will hear of it.
      const message = hasTherapistRecord(month.latest)
        ? FEEDBACK_SUBMITTED_MESSAGE
        : feedbackAwaitsRecordMessage(monthName(month.month), month.year)
      return { iep: dto, merged, message }
    },

    /**
     * The assigned therapist's performance, feedback and (optional) video: a new file from the form, or a
     * finished resumable upload for this plan (`videoFileId`). A refused save keeps no new file.
     */
    async recordPerformance(
      caller: TokenUser,
      childId: string,
      input: IepPerformanceInput,
      video: IncomingFile | null,
    ) {
      const child = await childFor(caller, childId, 'record')
      const iep = await planOf(child, input.iepId)
      const monthIndex = monthIndexOf(iep, input)
      let checked: CheckedFile | null = null
      if (video) {
        try {
          checked = files.check(video, VIDEO_EXTENSIONS)
        } catch (error) {
          if (error instanceof HttpError && error.status === 413) throw new HttpError(413, VIDEO_TOO_LARGE_MESSAGE)
          throw new HttpError(415, NOT_A_VIDEO_MESSAGE)
        }
      }
      let uploadedId: string | null = null
      if (!checked && input.videoFileId) {
        const file = await files.find(input.videoFileId)
        if (!file || file.attachedTo !== attachedToPlan(iep._id)) {
          throw badRequest(VIDEO_FILE_NOT_FOUND_MESSAGE, { videoFileId: VIDEO_FILE_NOT_FOUND_MESSAGE })
        }
        uploadedId = file.id
      }
      const patch: Patch = {}
      if (input.performance && input.performance.length > 0) patch.performance = input.performance
      if (input.therapistFeedback !== undefined) patch.therapistFeedback = input.therapistFeedback
      const stored = checked
        ? await files.store(checked, { kind: SESSION_VIDEO_TARGET, attachedTo: attachedToPlan(iep._id) })
        : null
      const fileId = stored?.id ?? uploadedId
      if (fileId) {
        patch.video = {
          fileId,
          uploadDate: input.videoUploadDate || today(),
          description: input.videoDescription,
        }
      }
      let result: Awaited<ReturnType<typeof saveMonth>>
      try {
        result = await saveMonth({
          caller,
          iep,
          monthIndex,
          baseVersion: input.baseVersion,
          patch,
          check: (next) => {
            if (next.performance.length > 0 && next.performance.length !== next.goals.length) {
              throw badRequest(PERFORMANCE_LENGTH_MESSAGE, { performance: PERFORMANCE_LENGTH_MESSAGE })
            }
          },
        })
      } catch (error) {
        if (stored) await files.remove([stored.id])
        throw error
      }
      // The doctor may have given the month's feedback first: this record completes the report.
      if (result.saved) await mailIfReportReady(child, iep, monthIndex, result.saved)
      return { iep: await dtoOf(iep), merged: result.merged }
    },

    /** The assigned therapist adds a dated session entry under a goal, once per idempotency key. */
    async addEntry(caller: TokenUser, iepId: string, monthIndex: number, input: SessionEntryInput) {
      const iep = isRecordId(iepId) ? await repository.findIep(iepId) : null
      const child = iep ? await children.findChild(iep.childId) : null
      if (!iep || !child || !mayAccess(caller, child, 'record') || monthIndex < 0 || monthIndex >= IEP_MONTHS) {
        throw notFound(IEP_NOT_FOUND_MESSAGE)
      }
      const entryKey = `${iep._id}:${input.idempotencyKey}`
      const replay = await repository.findEntryByKey(entryKey)
      if (replay) return { entry: toEntryDto(replay), created: false, iep: await dtoOf(iep) }
      const latest = await repository.latestVersion(iep._id, monthIndex)
      if (!latest) throw notFound(IEP_NOT_FOUND_MESSAGE)
      if (input.goalIndex >= latest.goals.length) {
        throw badRequest(GOAL_CHOICE_MESSAGE, { goalIndex: GOAL_CHOICE_MESSAGE })
      }
      const calendar = { month: latest.month, year: latest.year }
      if (!isDayInMonth(input.date, calendar)) {
        const message = entryMonthMessage(monthName(calendar.month), calendar.year)
        throw badRequest(message, { date: message })
      }
      if (input.date > today()) throw badRequest(FUTURE_DATE_MESSAGE, { date: FUTURE_DATE_MESSAGE })
      const { entry, created } = await repository.insertEntryOnce({
        iepId: iep._id,
        monthIndex,
        goalIndex: input.goalIndex,
        goal: latest.goals[input.goalIndex],
        date: input.date,
        percent: input.percent,
        note: input.note,
        entryKey,
        authorId: caller._id,
        authorName: await nameOf(caller._id),
      })
      return { entry: toEntryDto(entry), created, iep: await dtoOf(iep) }
    },

    /**
     * The children assigned to the calling doctor or therapist, by name, with their plans' count and review
     * clock: those whose name contains `search`, one page of them when `page` is given, and how many match.
     * The review clock reads only the current version of each month of the listed children's plans (decision 034).
     */
    async assigned(
      caller: TokenUser,
      query: { search?: string; page?: Page } = {},
    ): Promise<{ children: AssignedChildDto[]; total: number }> {
      const { children: records, total } = await children.listAssignedTo(caller, query)
      const months = await repository.reviewInputsOf(records.map((child) => child._id))
      const now = today()
      const plansOf = new Map<string, Map<string, MonthForReview[]>>()
      for (const month of months) {
        const plans = plansOf.get(month.childId) ?? new Map<string, MonthForReview[]>()
        plansOf.set(month.childId, plans)
        const own = plans.get(month.iepId) ?? []
        plans.set(month.iepId, own)
        if (month.monthIndex === null) continue
        own.push({
          monthIndex: month.monthIndex,
          month: month.month,
          year: month.year,
          latest: { performance: month.performance, doctorFeedback: month.doctorFeedback },
          entries: month.hasEntries ? [true] : [],
        })
      }
      return {
        children: records.map((record) => {
          const plans = [...(plansOf.get(record._id) ?? new Map<string, MonthForReview[]>())].map(
            ([_id, monthlyGoals]) => ({ _id, monthlyGoals }),
          )
          return { ...record, iepCount: plans.length, review: reviewOfChild(plans, now) }
        }),
        total,
      }
    },

    /** A session video for anyone who may read its plan; anything else is 404 `Video not found`. */
    async openVideo(caller: TokenUser, id: string, range: string | undefined) {
      const file = await sessionVideoOf(caller, id)
      const opened = await files.stream(file, range)
      if (!opened) throw notFound(VIDEO_NOT_FOUND_MESSAGE)
      return opened
    },

    /** A short-lived link the `<video>` element streams with Range (docs/decisions/029), for the same callers. */
    async videoLink(caller: TokenUser, id: string): Promise<SignedLink> {
      return files.signedLinkFor(await sessionVideoOf(caller, id), caller._id)
    },
  }
}

export type IepService = ReturnType<typeof createIepService>
