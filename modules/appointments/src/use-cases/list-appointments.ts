// The lists (docs/api/appointments.md): a centre's appointments and its pending queue for its admins, a
// parent's own, a doctor's completed ones. Each reads one page (or the whole list) and names it in one lookup
// per module.
import { requestedPage, type PageQuery, type TokenUser } from '@app/platform'
import { assertMay } from '../appointments.access.ts'
import type { AppointmentsDeps } from '../appointments.deps.ts'
import type { ListQuery } from '../appointments.repository.ts'
import { filterOfQuery, startsAtNow } from '../appointments.rules.ts'
import type { AppointmentDto, CentreListQuery, PendingListQuery } from '../appointments.schema.ts'

/** A list's rows and, when paged, how many rows match in all. */
export interface ListResult {
  appointments: AppointmentDto[]
  total?: number
}

/** A centre's appointments, latest first; paged when `page` or `limit` is given. */
export async function listCentreAppointments(
  deps: AppointmentsDeps,
  actor: TokenUser | null,
  { centreId, query }: { centreId: string; query: CentreListQuery },
): Promise<ListResult> {
  // access
  assertMay(actor, 'list-centre', { centreId })
  // load
  return listed(deps, { filter: { ...filterOfQuery(query), centreId }, order: 'newest', page: requestedPage(query) })
}

/** A centre's pending requests, the earliest booked first. */
export async function listPendingAppointments(
  deps: AppointmentsDeps,
  actor: TokenUser | null,
  { centreId, query }: { centreId: string; query: PendingListQuery },
): Promise<ListResult> {
  // access
  assertMay(actor, 'list-centre', { centreId })
  // load
  return listed(deps, {
    filter: { ...filterOfQuery(query), centreId, status: 'pending' },
    order: 'oldest-booking',
    page: requestedPage(query),
  })
}

/** A parent's own appointments, latest first, with the parent's name. */
export async function listParentAppointments(
  deps: AppointmentsDeps,
  actor: TokenUser | null,
  { parentId, query }: { parentId: string; query: PageQuery },
): Promise<ListResult & { parentName: string }> {
  // access
  assertMay(actor, 'list-as-parent', { personId: parentId })
  // load
  const [list, [parent]] = await Promise.all([
    listed(deps, { filter: { parentId }, order: 'newest', page: requestedPage(query) }),
    deps.people.summariesOf([parentId]),
  ])
  return { ...list, parentName: parent?.name ?? '' }
}

/**
 * A doctor's completed appointments: those seen (approved, arrived or completed; not a no-show) whose slot has
 * begun (clinic time), latest first.
 */
export async function listDoctorAppointments(
  deps: AppointmentsDeps,
  actor: TokenUser | null,
  { doctorId, query }: { doctorId: string; query: PageQuery },
): Promise<ListResult> {
  // access
  assertMay(actor, 'list-as-doctor', { personId: doctorId })
  // rule, load
  return listed(deps, {
    filter: { doctorId, seen: true, startsUpTo: startsAtNow(deps.clock()) },
    order: 'newest',
    page: requestedPage(query),
  })
}

async function listed(deps: AppointmentsDeps, query: ListQuery): Promise<ListResult> {
  const { records, total } = await deps.repository.list(query)
  return { appointments: await deps.toDtos(records), ...(query.page ? { total } : {}) }
}
