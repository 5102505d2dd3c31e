import type { AdminAppointmentFilters } from '../appointment-view'

import { appointmentsKey } from '../../../api/query-keys'

export { appointmentsKey }

/** Query keys of the appointment lists; everything under `appointmentsKey` is refreshed by a change to any appointment. */
export const appointmentKeys = {
  all: appointmentsKey,
  admin: (centreId: string) => [...appointmentsKey, 'admin', centreId] as const,
  adminPage: (centreId: string, page: { page: number; limit: number; filters: AdminAppointmentFilters }) =>
    [...appointmentsKey, 'admin', centreId, page] as const,
  pending: (centreId: string) => [...appointmentsKey, 'pending', centreId] as const,
  parent: (parentId: string) => [...appointmentsKey, 'parent', parentId] as const,
  doctor: (doctorId: string) => [...appointmentsKey, 'doctor', doctorId] as const,
}
