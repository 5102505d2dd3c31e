// What the IEP forms share: the therapy types offered and a stale save.
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

/** Whether a save was refused because the month changed since the screen loaded it (409). */
export const isStaleSave = (error: unknown): boolean => error instanceof ApiError && error.status === 409
