import { badRequest, type TokenUser } from '@app/platform'
import { assertMayEver, assertMayOnChild } from '../iep.access.ts'
import type { IepDeps } from '../iep.deps.ts'
import { hasTherapistRecord, monthIndexIn, monthName } from '../iep.rules.ts'
import {
  CHILD_NOT_FOUND_MESSAGE,
  FEEDBACK_SUBMITTED_MESSAGE,
  feedbackAwaitsRecordMessage,
  MONTH_CHOICE_MESSAGE,
  type IepDto,
  type IepFeedbackInput,
} from '../iep.schema.ts'
import { planAnswer, planOfChild } from './load.ts'
import { mailIfReportReady } from './report-ready-mail.ts'
import { saveMonthVersion } from './save-month.ts'

/** The assigned doctor's feedback on a month; the parent hears when the month's report is ready. */
export async function giveFeedback(
  deps: IepDeps,
  actor: TokenUser | null,
  input: IepFeedbackInput & { childId: string },
): Promise<{ iep: IepDto; merged: boolean; message: string }> {
  // access
  assertMayEver(actor, 'plan', CHILD_NOT_FOUND_MESSAGE)
  // load
  const child = await deps.children.findChild(input.childId)
  // access
  assertMayOnChild(actor, 'plan', child, CHILD_NOT_FOUND_MESSAGE)
  // load
  const iep = await planOfChild(deps, child._id, input.iepId)
  // rule
  const monthIndex = monthIndexIn(iep, input)
  if (monthIndex === null) throw badRequest(MONTH_CHOICE_MESSAGE, { month: MONTH_CHOICE_MESSAGE })
  // write (load, merge and insert: save-month.ts)
  const { saved, merged } = await saveMonthVersion(deps, {
    actor,
    iep,
    monthIndex,
    baseVersion: input.baseVersion,
    patch: { doctorFeedback: input.doctorFeedback },
  })
  // publish
  if (saved) await mailIfReportReady(deps, { child, iep, monthIndex, saved })
  const answer = await planAnswer(deps, iep)
  const month = answer.monthlyGoals[monthIndex]
  // Until the therapist records the month, the doctor is told when the parent will hear of it.
  const message = hasTherapistRecord(month.latest)
    ? FEEDBACK_SUBMITTED_MESSAGE
    : feedbackAwaitsRecordMessage(monthName(month.month), month.year)
  return { iep: answer, merged, message }
}
