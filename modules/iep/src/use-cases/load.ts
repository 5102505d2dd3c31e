// Loads several IEP use cases share: a person's name, a child's plan, and the plans as the answers show them.
import { notFound } from '@app/platform'
import { clinicToday } from '@app/platform/clinic-time'
import type { IepDeps } from '../iep.deps.ts'
import { toPlanDtos } from '../iep.dto.ts'
import type { StoredIep } from '../iep.repository.ts'
import { IEP_NOT_FOUND_MESSAGE, type IepDto } from '../iep.schema.ts'

/** Today in clinic time (Asia/Kolkata), from the injected clock. */
export const todayOf = (deps: Pick<IepDeps, 'clock'>) => clinicToday(deps.clock())

/** A user's name as the accounts module knows it ('' when unknown). */
export async function nameOf(deps: Pick<IepDeps, 'people'>, userId: string): Promise<string> {
  const [person] = await deps.people.summariesOf([userId])
  return person?.name ?? ''
}

/** One of the child's plans by id; 404 `IEP not found` for another child's or an unknown one. */
export async function planOfChild(deps: Pick<IepDeps, 'repository'>, childId: string, iepId: string) {
  const iep = await deps.repository.findIep(iepId)
  if (!iep || iep.childId !== childId) throw notFound(IEP_NOT_FOUND_MESSAGE)
  return iep
}

/** Plans as the answers show them: one query per table and one of the doctors' names, however many plans. */
export async function planAnswers(deps: IepDeps, ieps: StoredIep[]): Promise<IepDto[]> {
  if (ieps.length === 0) return []
  const ids = ieps.map((iep) => iep._id)
  const [versions, entries, doctors] = await Promise.all([
    deps.repository.versionsOf(ids),
    deps.repository.entriesOf(ids),
    deps.people.summariesOf([...new Set(ieps.map((iep) => iep.doctorId))]),
  ])
  const doctorNames = new Map(doctors.map((d) => [d._id, d.name ?? '']))
  return toPlanDtos({ ieps, versions, entries, doctorNames, today: todayOf(deps) })
}

export const planAnswer = async (deps: IepDeps, iep: StoredIep): Promise<IepDto> => (await planAnswers(deps, [iep]))[0]
