// "Two people saved at once" (docs/modules.md, "Merge on save"): one algorithm for every record a screen edits
// and saves while someone else may be saving it too. Pure and browser-safe (`@app/platform/merge-on-save`), so a
// screen could merge the same way; the server calls it between reading the record and writing it.

/** How to merge one save into the record as stored now. `T` is the record's editable fields. */
export interface MergeOnSaveInput<T extends object> {
  /** The fields merged, each on its own; other keys of `mine` are ignored. */
  fields: readonly (keyof T)[]
  /**
   * The record as the editor's screen showed it (the version they started from). Without it, what this save
   * changes is read against `theirs`, and what others changed is `theirChanges` (or nothing).
   */
  base?: T
  /** What this save sends. A field left out (or `undefined`) is one this save does not touch. */
  mine: Partial<T>
  /** The record as stored now. */
  theirs: T
  /**
   * The fields others changed since `base`, for a caller that tracks changes per field instead of keeping
   * `base` (games' per-field versions). Default: the fields where `theirs` differs from `base`; none without
   * `base` (then the save simply wins on the fields it changes: enquiries' follow-up).
   */
  theirChanges?: readonly (keyof T)[]
  /**
   * Fields that collide as one: a change of any of them against a change of any other is a conflict (IEP:
   * `goals`, `performance` and `goalGames` are kept per goal).
   */
  linked?: ReadonlyArray<readonly (keyof T)[]>
  /**
   * Both sides changed a field to the very same value: by default that merges (nothing is left to do); with
   * `'conflict'` it is a conflict all the same (IEP's rule, docs/api/iep.md: "the changes overlap").
   */
  sameChange?: 'merge' | 'conflict'
  /** Whether two values of a field are equal. Default: equal as JSON (lists and objects compared by content). */
  same?: (a: unknown, b: unknown) => boolean
}

/** The merge's outcome: the record to write, or the fields both sides changed. */
export type MergeOnSaveResult<T extends object> =
  | {
      ok: true
      /** `theirs` with this save's changes on top: what to write. */
      next: T
      /** The fields this save changed (against `base`, else against `theirs`). */
      mine: Array<keyof T>
      /** The fields others changed since `base`. */
      theirs: Array<keyof T>
      /** The fields `next` changes in the stored record: none means there is nothing to write. */
      changed: Array<keyof T>
    }
  | {
      ok: false
      /** The fields of this save that collide with others' changes (the caller answers 409 with them). */
      conflicts: Array<keyof T>
      mine: Array<keyof T>
      theirs: Array<keyof T>
    }

/** Equal as JSON, with `undefined` and `null` alike: lists compare item by item, in order. */
export const sameAsJson = (a: unknown, b: unknown): boolean => JSON.stringify(a ?? null) === JSON.stringify(b ?? null)

/** The fields of `to` (those given) whose values differ from `from`'s. */
export function changedFields<T extends object>(
  fields: readonly (keyof T)[],
  from: T,
  to: Partial<T>,
  same: (a: unknown, b: unknown) => boolean = sameAsJson,
): Array<keyof T> {
  return fields.filter((field) => to[field] !== undefined && !same(to[field], from[field]))
}

/**
 * A three-way merge of one save: fields only one side changed merge (this save's on top of `theirs`); a field
 * both changed — differently, or at all with `sameChange: 'conflict'`, or through a `linked` group — is a
 * conflict, and nothing should be written.
 */
export function mergeOnSave<T extends object>(input: MergeOnSaveInput<T>): MergeOnSaveResult<T> {
  const { fields, base, theirs, linked = [], sameChange = 'merge', same = sameAsJson } = input
  const mine = changedFields(fields, base ?? theirs, input.mine, same)
  const others = input.theirChanges
    ? fields.filter((field) => input.theirChanges!.includes(field))
    : base
      ? changedFields(fields, base, theirs, same)
      : []
  const groupOf = (field: keyof T): ReadonlyArray<keyof T> => linked.find((group) => group.includes(field)) ?? [field]
  const collides = (field: keyof T) =>
    groupOf(field).some(
      (other) =>
        others.includes(other) &&
        !(other === field && sameChange === 'merge' && same(input.mine[field], theirs[field])),
    )
  const conflicts = mine.filter(collides)
  if (conflicts.length > 0) return { ok: false, conflicts, mine, theirs: others }
  const next = { ...theirs }
  for (const field of mine) next[field] = input.mine[field] as T[keyof T]
  return { ok: true, next, mine, theirs: others, changed: changedFields(fields, theirs, next, same) }
}
