import {
  ADMIT_STATUSES,
  EditChildSchema,
  GENDERS,
  PAGE_SIZES,
  SCHOOL_BOARDS,
  type ChildRecord,
  type EditChildInput,
  type EditChildValues,
} from '@app/children/schema'
import { ApiError } from '../../../lib/api'
import { serverMessage } from '../../../lib/api-errors'

export { ADMIT_STATUSES, EditChildSchema, GENDERS, PAGE_SIZES, SCHOOL_BOARDS }
export type { ChildRecord, EditChildInput, EditChildValues }

/** Texts of SPEC section 8 for the children screens. */
export const CHILDREN_MESSAGES = {
  noToken: 'Authentication token not found',
  notFound: 'Child not found.',
  noData: 'Child data not found.',
  assigned: 'Staff assigned successfully!',
  assignFailed: (reason: string) => `Failed to assign staff: ${reason}`,
  updated: 'Child details updated successfully!',
  updateFailed: 'Failed to update information. Please try again.',
  childrenFailed: "Could not retrieve your children's information",
  registrationRequired: 'Child Registration Required',
  doctorsFailed: 'Error fetching doctors',
} as const

/** 'Error: {status} - {statusText}' (SPEC section 8) for a failed load. */
export function loadErrorText(error: unknown): string {
  if (error instanceof ApiError) {
    return `Error: ${error.status} - ${statusTextOf(error.status)}`
  }
  return 'Error: 0 - Network error'
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
}
const statusTextOf = (status: number) => STATUS_TEXT[status] ?? 'Request failed'

/** Why an assignment failed, for 'Failed to assign staff: {error}'. */
export function assignErrorReason(error: unknown): string {
  return serverMessage(error) ?? (error instanceof Error ? error.message : 'Unknown error')
}

/** Whether a failed load means there is no such child for this caller. */
export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404

/** Colour class of an admission status badge: active green, inactive red, pending yellow, others grey. */
export function statusBadgeClass(status: string): string {
  switch (status) {
    case 'active':
      return 'bg-green-100 text-green-800 ring-green-600/30'
    case 'inactive':
      return 'bg-red-100 text-red-800 ring-red-600/30'
    case 'pending':
      return 'bg-yellow-100 text-yellow-900 ring-yellow-600/40'
    default:
      return 'bg-slate-100 text-slate-700 ring-slate-500/30'
  }
}

/** "14 Jun 2018" for a YYYY-MM-DD day (no time zone shift). */
export function formatDay(day: string | null | undefined): string {
  if (!day) return '—'
  const date = new Date(`${day.slice(0, 10)}T00:00:00Z`)
  if (Number.isNaN(date.getTime())) return day
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    date,
  )
}
