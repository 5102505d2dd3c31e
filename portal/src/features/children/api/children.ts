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
import { childrenMessages } from '../messages'

export { ADMIT_STATUSES, EditChildSchema, GENDERS, PAGE_SIZES, SCHOOL_BOARDS }
export type { ChildRecord, EditChildInput, EditChildValues }

/** Texts of the children screens (docs/product.md §8.5), read from the catalogue when used. */
export const CHILDREN_MESSAGES = {
  get noToken() {
    return childrenMessages.t('children.toast.noToken')
  },
  get notFound() {
    return childrenMessages.t('children.toast.notFound')
  },
  get noData() {
    return childrenMessages.t('children.toast.noData')
  },
  get assigned() {
    return childrenMessages.t('children.toast.assigned')
  },
  assignFailed: (reason: string) => childrenMessages.t('children.toast.assignFailed', { reason }),
  get updated() {
    return childrenMessages.t('children.toast.updated')
  },
  get updateFailed() {
    return childrenMessages.t('children.toast.updateFailed')
  },
  get childrenFailed() {
    return childrenMessages.t('children.toast.childrenFailed')
  },
  get registrationRequired() {
    return childrenMessages.t('children.registrationRequired')
  },
  get doctorsFailed() {
    return childrenMessages.t('children.toast.doctorsFailed')
  },
}

/** 'Error: {status} - {statusText}' (docs/product.md §8.5) for a failed load. */
export function loadErrorText(error: unknown): string {
  if (error instanceof ApiError) {
    const statusText = childrenMessages.t('children.httpStatus', { status: String(error.status) })
    return childrenMessages.t('children.loadError', { status: String(error.status), statusText })
  }
  return childrenMessages.t('children.loadError.network')
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

/** "14 Jun 2018" for a YYYY-MM-DD day (no time zone shift), in the active language. */
export { formatDay } from '../../../i18n/format'
