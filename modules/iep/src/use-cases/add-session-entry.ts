import { badRequest, notFound, type TokenUser } from '@app/platform'
import { assertMayEver, mayOnChild } from '../iep.access.ts'
import type { IepDeps } from '../iep.deps.ts'
import { toEntryDto } from '../iep.dto.ts'
import { IEP_MONTHS, isDayInMonth, monthName } from '../iep.rules.ts'
import {
  entryMonthMessage,
  FUTURE_DATE_MESSAGE,
  GOAL_CHOICE_MESSAGE,
  IEP_NOT_FOUND_MESSAGE,
  type IepDto,
  type SessionEntryDto,
  type SessionEntryInput,
} from '../iep.schema.ts'
import { nameOf, planAnswer, todayOf } from './load.ts'

/**
 * The assigned therapist adds a dated session entry under a goal, once per idempotency key: the same key again
 * answers the entry first stored (`created: false`). Any refusal of the plan is 404 `IEP not found`.
 */
export async function addSessionEntry(
  deps: IepDeps,
  actor: TokenUser | null,
  input: SessionEntryInput & { iepId: string; monthIndex: number },
): Promise<{ entry: SessionEntryDto; created: boolean; iep: IepDto }> {
  // access
  assertMayEver(actor, 'record', IEP_NOT_FOUND_MESSAGE)
  // load
  const iep = await deps.repository.findIep(input.iepId)
  const child = iep ? await deps.children.findChild(iep.childId) : null
  // access
  if (!iep || !child || !mayOnChild(actor, 'record', child) || input.monthIndex < 0 || input.monthIndex >= IEP_MONTHS) {
    throw notFound(IEP_NOT_FOUND_MESSAGE)
  }
  // load: a retried send answers the entry first stored
  const entryKey = `${iep._id}:${input.idempotencyKey}`
  const replay = await deps.repository.findEntryByKey(entryKey)
  if (replay) return { entry: toEntryDto(replay), created: false, iep: await planAnswer(deps, iep) }
  const latest = await deps.repository.latestVersion(iep._id, input.monthIndex)
  if (!latest) throw notFound(IEP_NOT_FOUND_MESSAGE)
  // rule
  if (input.goalIndex >= latest.goals.length) {
    throw badRequest(GOAL_CHOICE_MESSAGE, { goalIndex: GOAL_CHOICE_MESSAGE })
  }
  const calendar = { month: latest.month, year: latest.year }
  if (!isDayInMonth(input.date, calendar)) {
    const message = entryMonthMessage(monthName(calendar.month), calendar.year)
    throw badRequest(message, { date: message })
  }
  if (input.date > todayOf(deps)) throw badRequest(FUTURE_DATE_MESSAGE, { date: FUTURE_DATE_MESSAGE })
  // write: one row, whose unique key settles a race between two sends of the same entry (no transaction needed)
  const { entry, created } = await deps.repository.insertEntryOnce({
    iepId: iep._id,
    monthIndex: input.monthIndex,
    goalIndex: input.goalIndex,
    goal: latest.goals[input.goalIndex],
    date: input.date,
    percent: input.percent,
    note: input.note,
    entryKey,
    authorId: actor._id,
    authorName: await nameOf(deps, actor._id),
  })
  return { entry: toEntryDto(entry), created, iep: await planAnswer(deps, iep) }
}
