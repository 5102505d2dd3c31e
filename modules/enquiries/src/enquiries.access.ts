// Who may do what with the enquiries (docs/api/enquiries.md), as one table (decision 015). Pure: no I/O.
// The public form's calls (submit, resend, verify, the video upload) have no signed-in actor: the enquiry's id,
// its e-mailed code and its upload token are their access, checked in their use cases.
import { defineAccess, isRole, type TokenUser } from '@app/platform'

/** Centre-wide reads (the list, owners, new count, stats), one enquiry's details, its video, and changing it. */
export type EnquiryAction = 'list' | 'read' | 'watch-video' | 'change'
/** An admin's own centre: the centre of the path, or the centre an enquiry was sent to once it was verified. */
export type EnquiryRelation = 'own-centre'

export const ENQUIRIES_ACCESS = defineAccess<EnquiryAction, EnquiryRelation>({
  admin: {
    list: ['own-centre'],
    read: ['own-centre'],
    'watch-video': ['own-centre'],
    change: ['own-centre'],
  },
})

/** The one own-centre check: an actor with a centre, the same as the one asked about. */
const isOwnCentre = (actor: Pick<TokenUser, 'centreId'>, centreId: string | null | undefined) =>
  !!actor.centreId && actor.centreId === centreId

/** The actor's relations to a centre (a path's `:centreId`, or its own for calls without a record). */
export const relationsToCentre = (
  actor: Pick<TokenUser, 'centreId'>,
  centreId: string | null | undefined,
): EnquiryRelation[] => (isOwnCentre(actor, centreId) ? ['own-centre'] : [])

/**
 * The actor's relations to an enquiry. An unverified enquiry has not reached any centre yet (docs/product.md,
 * Enquiries), so no one stands in a relation to it.
 */
export const relationsTo = (
  actor: Pick<TokenUser, 'centreId'>,
  enquiry: { centreId: string; state: string },
): EnquiryRelation[] => (enquiry.state === 'unverified' ? [] : relationsToCentre(actor, enquiry.centreId))

/** Who may own an enquiry: a person the table lets change it (an admin of its centre). */
export const mayOwn = (
  person: { role: string; centreId: string | null } | undefined,
  enquiry: { centreId: string; state: string },
): boolean =>
  !!person && isRole(person.role) && ENQUIRIES_ACCESS.may(person.role, 'change', relationsTo(person, enquiry))
