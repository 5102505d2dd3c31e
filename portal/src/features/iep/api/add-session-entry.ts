// POST /api/therapists/iep/{iepId}/months/{monthIndex}/entries: one dated session entry under a short-term goal.
// The same idempotencyKey again answers 200 with the entry first stored, so a retried send never adds it twice
// (docs/api/iep.md). Entries go through the offline queue (use-session-entries.ts), not straight from a form.
import { SessionEntrySchema, type IepDto, type SessionEntryDto } from '@app/iep/schema'
import * as v from 'valibot'
import { apiFetch } from '../../../lib/api'

/**
 * The Add entry form: the fields the therapist types, checked by the server's rules, and one rule of the form's
 * own: the day falls in the plan's month (`first`..`last`), said with `outsideMonth`.
 */
export const sessionEntryFormSchema = (first: string, last: string, outsideMonth: string) =>
  v.pipe(
    v.pick(SessionEntrySchema, ['date', 'percent', 'note']),
    v.forward(
      v.partialCheck([['date']], ({ date }) => date >= first && date <= last, outsideMonth),
      ['date'],
    ),
  )

export interface SessionEntryBody {
  goalIndex: number
  date: string
  percent: number
  note: string
  idempotencyKey: string
}

/** Where an entry goes: the plan, its month, and the child whose screen shows it. */
export interface SessionEntryTarget {
  childId: string
  iepId: string
  monthIndex: number
}

export function addSessionEntry(
  target: SessionEntryTarget,
  body: SessionEntryBody,
): Promise<{ message: string; entry: SessionEntryDto; iep: IepDto }> {
  return apiFetch(`/api/therapists/iep/${encodeURIComponent(target.iepId)}/months/${target.monthIndex}/entries`, {
    method: 'POST',
    body,
  })
}
