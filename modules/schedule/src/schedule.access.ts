// Who may read and change when the centres and the doctors work (docs/api/schedule.md, "Who may call"), as
// one table. Pure. Only a centre's admin, and only for their own centre and its doctors: another centre is 403
// (docs/api/README.md: a centre in the path must be the admin's), an id that is not a doctor or centre 404.
import { defineAccess, forbidden, type TokenUser } from '@app/platform'
import { OWN_CENTRE_ONLY_MESSAGE } from './schedule.schema.ts'

/** `read-centre`/`manage-centre`: a centre's week and holidays. `read-doctor`/`manage-doctor`: a doctor's week and leave. */
export type ScheduleAction = 'read-centre' | 'manage-centre' | 'read-doctor' | 'manage-doctor'

/** `own-centre`: the centre is the admin's, or the doctor's own centre is. */
export type ScheduleRelation = 'own-centre'

export const SCHEDULE_ACCESS = defineAccess<ScheduleAction, ScheduleRelation>({
  admin: {
    'read-centre': ['own-centre'],
    'manage-centre': ['own-centre'],
    'read-doctor': ['own-centre'],
    'manage-doctor': ['own-centre'],
  },
})

export const relationsTo = (actor: TokenUser, centreId: string | null): ScheduleRelation[] =>
  actor.centreId && centreId && actor.centreId === centreId ? ['own-centre'] : []

/** Refuses (403), before anything is loaded, a caller whose role may never take `action`. */
export function assertMayEver(actor: TokenUser | null, action: ScheduleAction): asserts actor is TokenUser {
  if (!actor || !SCHEDULE_ACCESS.mayEver(actor.role, action)) throw forbidden(OWN_CENTRE_ONLY_MESSAGE)
}

/** Refuses (403) a centre, or a doctor of a centre, that is not the caller's. */
export function assertMayAt(actor: TokenUser, action: ScheduleAction, centreId: string | null): void {
  SCHEDULE_ACCESS.assert(actor.role, action, relationsTo(actor, centreId), { message: OWN_CENTRE_ONLY_MESSAGE })
}
