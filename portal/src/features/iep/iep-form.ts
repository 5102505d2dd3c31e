// What the IEP forms share: the therapy types offered, schema issues as per-field messages, and a stale save.
import * as v from 'valibot'
import { ApiError } from '../../lib/api'

/** The therapies a plan is made for (the centres' services); stored and shown as written, like school boards. */
export const THERAPY_TYPES = [
  'Speech Therapy',
  'Occupational Therapy',
  'Behaviour Therapy',
  'Behaviour Modification',
  'Remedial Therapy',
  'Special Education',
] as const

/** A schema's issues as the first message per field ("therapy", "monthlyGoals.0.target", ...). */
export function fieldErrorsOf(issues: readonly v.BaseIssue<unknown>[]): Record<string, string> {
  const flat = v.flatten(issues as [v.BaseIssue<unknown>, ...v.BaseIssue<unknown>[]])
  const out: Record<string, string> = {}
  for (const [path, messages] of Object.entries(flat.nested ?? {})) {
    const first = (messages as string[] | undefined)?.[0]
    if (first) out[path] = first
  }
  if (flat.root?.[0] && !out.root) out.root = flat.root[0]
  return out
}

/** Whether a save was refused because the month changed since the screen loaded it (409). */
export const isStaleSave = (error: unknown): boolean => error instanceof ApiError && error.status === 409
