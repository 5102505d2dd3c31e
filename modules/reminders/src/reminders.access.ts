// Who may read what of reminders (docs/api/reminders.md, "Who may call"), as one table. Pure. The one-click
// links and the messaging module's answers carry no session: the link's signature, or the phone the reminder
// went to, stands for the parent, and the appointments module then applies its own table as that parent.
import { defineAccess, forbidden, type TokenUser } from '@app/platform'

export type RemindersAction =
  /** A day's reminder, delivery and confirmation marks of a centre's appointments (the day view). */
  | 'read-marks'
  /** The monthly figures per branch and doctor. */
  | 'read-figures'

export type RemindersRelation = 'own-centre'

export const REMINDERS_ACCESS = defineAccess<RemindersAction, RemindersRelation>({
  admin: { 'read-marks': ['own-centre'], 'read-figures': ['own-centre'] },
  superadmin: { 'read-figures': ['any'] },
})

export const relationsTo = (actor: TokenUser, centreId: string | null): RemindersRelation[] =>
  actor.centreId && centreId === actor.centreId ? ['own-centre'] : []

/** Refuses (403) an actor whose role may never take `action`, before anything is loaded. */
export function assertMayEver(actor: TokenUser | null, action: RemindersAction): asserts actor is TokenUser {
  if (!actor || !REMINDERS_ACCESS.mayEver(actor.role, action)) throw forbidden()
}

/** Refuses (403) another centre's path (decision 015). */
export function assertMayAt(actor: TokenUser, action: RemindersAction, centreId: string | null): void {
  REMINDERS_ACCESS.assert(actor.role, action, relationsTo(actor, centreId))
}
