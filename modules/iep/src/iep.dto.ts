// What the IEP's answers hold, built from stored records (docs/api/iep.md, `IepDto`). Pure: the use cases load the
// records (one query per table and one of the doctors' names, whatever the number of plans) and pass them in.
import type { StoredEntry, StoredIep, StoredVersion } from './iep.repository.ts'
import { meanOfEntries, monthName, monthsFrom, newestFirst, reviewOfMonth } from './iep.rules.ts'
import {
  SESSION_VIDEO_TARGET,
  type IepDto,
  type IepMonthDto,
  type IepVersionDto,
  type SessionEntryDto,
} from './iep.schema.ts'

/** Where a session video's file says it belongs: "iep-session-video:<iepId>". */
export const attachedToPlan = (iepId: string) => `${SESSION_VIDEO_TARGET}:${iepId}`

/** The plan a session video's file belongs to, from its `attachedTo`; null for any other file. */
export function planOfAttached(attachedTo: string | null | undefined): string | null {
  const prefix = `${SESSION_VIDEO_TARGET}:`
  return attachedTo?.startsWith(prefix) ? attachedTo.slice(prefix.length) : null
}

/** Where a session video is streamed from (the route of `openSessionVideo`). */
export const videoUrlOf = (fileId: string) => `/api/doctors/getIEPVideo/${fileId}`

export const toVersionDto = (version: StoredVersion): IepVersionDto => ({
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

export const toEntryDto = (entry: StoredEntry): SessionEntryDto => ({
  _id: entry._id,
  goalIndex: entry.goalIndex,
  goal: entry.goal,
  date: entry.date,
  percent: entry.percent,
  note: entry.note,
  createdAt: entry.createdAt,
  createdBy: { name: entry.authorName, role: 'therapist' },
})

/** Plans with their three months (current version, history, entries, means, review clock), on `today`. */
export function toPlanDtos({
  ieps,
  versions,
  entries,
  doctorNames,
  today,
}: {
  ieps: readonly StoredIep[]
  versions: readonly StoredVersion[]
  entries: readonly StoredEntry[]
  doctorNames: ReadonlyMap<string, string>
  today: string
}): IepDto[] {
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
      month.review = latest ? reviewOfMonth(month, today) : null
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
