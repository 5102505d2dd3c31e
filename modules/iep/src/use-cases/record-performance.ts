import type { CheckedFile, IncomingFile } from '@app/files'
import { badRequest, HttpError, type TokenUser } from '@app/platform'
import { assertMayEver, assertMayOnChild } from '../iep.access.ts'
import type { IepDeps } from '../iep.deps.ts'
import { attachedToPlan } from '../iep.dto.ts'
import { isPerformancePerGoal, monthIndexIn, type MonthFields } from '../iep.rules.ts'
import {
  CHILD_NOT_FOUND_MESSAGE,
  MONTH_CHOICE_MESSAGE,
  NOT_A_VIDEO_MESSAGE,
  PERFORMANCE_LENGTH_MESSAGE,
  SESSION_VIDEO_TARGET,
  VIDEO_EXTENSIONS,
  VIDEO_FILE_NOT_FOUND_MESSAGE,
  VIDEO_TOO_LARGE_MESSAGE,
  type IepDto,
  type IepPerformanceInput,
} from '../iep.schema.ts'
import { planAnswer, planOfChild, todayOf } from './load.ts'
import { mailIfReportReady } from './report-ready-mail.ts'
import { saveMonthVersion } from './save-month.ts'

/**
 * The assigned therapist's performance, feedback and (optional) video: a new file from the form, or a finished
 * resumable upload for this plan (`videoFileId`). A refused save keeps no new file.
 */
export async function recordPerformance(
  deps: IepDeps,
  actor: TokenUser | null,
  input: IepPerformanceInput & { childId: string; video: IncomingFile | null },
): Promise<{ iep: IepDto; merged: boolean }> {
  // access
  assertMayEver(actor, 'record', CHILD_NOT_FOUND_MESSAGE)
  // load
  const child = await deps.children.findChild(input.childId)
  // access
  assertMayOnChild(actor, 'record', child, CHILD_NOT_FOUND_MESSAGE)
  // load
  const iep = await planOfChild(deps, child._id, input.iepId)
  // rule
  const monthIndex = monthIndexIn(iep, input)
  if (monthIndex === null) throw badRequest(MONTH_CHOICE_MESSAGE, { month: MONTH_CHOICE_MESSAGE })
  let checked: CheckedFile | null = null
  if (input.video) {
    try {
      checked = deps.files.check(input.video, VIDEO_EXTENSIONS)
    } catch (error) {
      if (error instanceof HttpError && error.status === 413) throw new HttpError(413, VIDEO_TOO_LARGE_MESSAGE)
      throw new HttpError(415, NOT_A_VIDEO_MESSAGE)
    }
  }
  // load: a finished resumable upload must be one for this plan
  let uploadedId: string | null = null
  if (!checked && input.videoFileId) {
    const file = await deps.files.find(input.videoFileId)
    if (!file || file.attachedTo !== attachedToPlan(iep._id)) {
      throw badRequest(VIDEO_FILE_NOT_FOUND_MESSAGE, { videoFileId: VIDEO_FILE_NOT_FOUND_MESSAGE })
    }
    uploadedId = file.id
  }
  const patch: Partial<MonthFields> = {}
  if (input.performance && input.performance.length > 0) patch.performance = input.performance
  if (input.therapistFeedback !== undefined) patch.therapistFeedback = input.therapistFeedback
  const videoOf = (fileId: string): MonthFields['video'] => ({
    fileId,
    uploadDate: input.videoUploadDate || todayOf(deps),
    description: input.videoDescription,
  })
  if (uploadedId) patch.video = videoOf(uploadedId)
  const formVideo = checked
  // write (load, merge and insert: save-month.ts); the form's file is stored inside the same transaction, so a
  // refused or lost save takes its record and bytes with it
  const { saved, merged } = await saveMonthVersion(deps, {
    actor,
    iep,
    monthIndex,
    baseVersion: input.baseVersion,
    patch,
    prepare: formVideo
      ? async () => {
          const stored = await deps.files.store(formVideo, {
            kind: SESSION_VIDEO_TARGET,
            attachedTo: attachedToPlan(iep._id),
          })
          return { video: videoOf(stored.id) }
        }
      : undefined,
    check: (next) => {
      if (!isPerformancePerGoal(next)) {
        throw badRequest(PERFORMANCE_LENGTH_MESSAGE, { performance: PERFORMANCE_LENGTH_MESSAGE })
      }
    },
  })
  // publish: the doctor may have given the month's feedback first; this record completes the report
  if (saved) await mailIfReportReady(deps, { child, iep, monthIndex, saved })
  return { iep: await planAnswer(deps, iep), merged }
}
