/** A Payload relationship value: the id at depth 0, the document when populated, or nothing. */
export type Ref = string | { id: string } | null | undefined

/** The id a relationship points at, whatever depth it was read at. */
export const idOfRef = (ref: Ref): string | null => (ref && typeof ref === 'object' ? ref.id : (ref ?? null))
