// The publish step of the month's saves: the parent hears, once, that a month's report is ready.
import type { ChildDto } from '@app/children'
import type { IepDeps } from '../iep.deps.ts'
import { feedbackReadyMail } from '../iep.mail.ts'
import type { StoredIep, StoredVersion } from '../iep.repository.ts'
import { becomesReportReady, isReportReady, monthsFrom, newestFirst } from '../iep.rules.ts'
import { nameOf } from './load.ts'

/**
 * Puts the "report ready" mail into the outbox when `saved` is the month's first version with both the therapist's
 * record and the doctor's feedback (docs/api/iep.md, Mail): whichever of the two comes second sends it, and only
 * once. A failure is logged and never fails the save.
 */
export async function mailIfReportReady(
  deps: IepDeps,
  { child, iep, monthIndex, saved }: { child: ChildDto; iep: StoredIep; monthIndex: number; saved: StoredVersion },
): Promise<void> {
  if (!isReportReady(saved)) return
  try {
    const earlier = (await deps.repository.versionsOf([iep._id])).filter(
      (version) => version.monthIndex === monthIndex && version.version < saved.version,
    )
    if (!becomesReportReady(saved, earlier)) return
    const [parent] = await deps.people.summariesOf([child.parentId])
    if (!parent?.email) return
    // The feedback's author: the oldest of the newest versions that all carry this feedback.
    let reviewer = saved
    for (const version of newestFirst(earlier)) {
      if (version.doctorFeedback !== saved.doctorFeedback) break
      reviewer = version
    }
    const doctorName = reviewer.authorRole === 'doctor' ? reviewer.authorName : await nameOf(deps, iep.doctorId)
    const { month, year } = monthsFrom(iep.startingMonth, iep.startingYear)[monthIndex]
    // A lookup that fails sends English rather than nothing (decision 061).
    const language = await deps.languageOf(child.parentId).catch(() => 'en' as const)
    await deps.mailer.send(
      feedbackReadyMail(
        {
          to: parent.email,
          parentName: parent.name ?? '',
          childName: child.name,
          childId: child._id,
          doctorName,
          therapy: iep.therapy,
          month,
          year,
          publicUrl: deps.publicUrl,
        },
        language,
      ),
    )
  } catch (err) {
    deps.log.error({ err, iepId: iep._id }, 'could not send the IEP report e-mail')
  }
}
