// What the IEP forms share: a stale save.
import { ApiError } from '../../lib/api'

/** Whether a save was refused because the month changed since the screen loaded it (409). */
export const isStaleSave = (error: unknown): boolean => error instanceof ApiError && error.status === 409
