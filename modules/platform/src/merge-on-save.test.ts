import { describe, expect, it } from 'vitest'
import { changedFields, mergeOnSave, sameAsJson } from './merge-on-save.ts'

interface Month {
  target: string
  goals: string[]
  performance: Array<number | null>
  feedback: string
}
const FIELDS = ['target', 'goals', 'performance', 'feedback'] as const
const base: Month = { target: 'Two words', goals: ['Names objects', 'Asks for help'], performance: [], feedback: '' }

describe('changedFields', () => {
  it('when a field is left out or undefined, then it is no change; a list compares by content and order', () => {
    expect(changedFields(FIELDS, base, {})).toEqual([])
    expect(changedFields(FIELDS, base, { target: undefined, goals: ['Names objects', 'Asks for help'] })).toEqual([])
    expect(changedFields(FIELDS, base, { goals: ['Asks for help', 'Names objects'] })).toEqual(['goals'])
    expect(changedFields(FIELDS, base, { feedback: 'Good', target: 'Two words' })).toEqual(['feedback'])
  })

  it('when null and undefined meet, then they are the same value', () => {
    expect(sameAsJson(null, undefined)).toBe(true)
    expect(sameAsJson({ a: 1 }, { a: 1 })).toBe(true)
    expect(sameAsJson([1, null], [1])).toBe(false)
  })
})

describe('mergeOnSave with a base (IEP)', () => {
  it('when nobody saved since the base, then the save is written as sent', () => {
    const result = mergeOnSave({ fields: FIELDS, base, theirs: base, mine: { target: 'Three words' } })
    expect(result).toEqual({
      ok: true,
      next: { ...base, target: 'Three words' },
      mine: ['target'],
      theirs: [],
      changed: ['target'],
    })
  })

  it('when each side changed different fields, then both changes are kept', () => {
    const theirs = { ...base, feedback: 'Good progress' }
    const result = mergeOnSave({ fields: FIELDS, base, theirs, mine: { target: 'Three words', goals: base.goals } })
    expect(result).toMatchObject({
      ok: true,
      next: { ...base, target: 'Three words', feedback: 'Good progress' },
      mine: ['target'],
      theirs: ['feedback'],
      changed: ['target'],
    })
  })

  it('when both changed a field differently, then it is a conflict and nothing is merged', () => {
    const theirs = { ...base, target: 'Short sentences', feedback: 'Good' }
    const result = mergeOnSave({ fields: FIELDS, base, theirs, mine: { target: 'Three words', feedback: '' } })
    expect(result).toEqual({ ok: false, conflicts: ['target'], mine: ['target'], theirs: ['target', 'feedback'] })
  })

  it('when both made the very same change, then it merges with nothing to write, unless the caller says it conflicts', () => {
    const theirs = { ...base, target: 'Three words' }
    const mine = { target: 'Three words' }
    expect(mergeOnSave({ fields: FIELDS, base, theirs, mine })).toMatchObject({
      ok: true,
      next: theirs,
      mine: ['target'],
      changed: [],
    })
    expect(mergeOnSave({ fields: FIELDS, base, theirs, mine, sameChange: 'conflict' })).toMatchObject({
      ok: false,
      conflicts: ['target'],
    })
  })

  it('when the save sends a field unchanged from its base that others changed, then theirs is kept (no conflict)', () => {
    const theirs = { ...base, feedback: 'Good progress' }
    const result = mergeOnSave({ fields: FIELDS, base, theirs, mine: { feedback: '', target: 'Three words' } })
    expect(result).toMatchObject({ ok: true, next: { ...theirs, target: 'Three words' }, mine: ['target'] })
  })

  describe('lists of goals with what is kept per goal (linked fields)', () => {
    const linked = [['goals', 'performance']] as const

    it('when one side reworded a goal and the other recorded performance per goal, then it is a conflict', () => {
      const theirs = { ...base, performance: [80, 60] }
      const mine = { goals: ['Names objects', 'Asks for help, please'] }
      expect(mergeOnSave({ fields: FIELDS, base, theirs, mine, linked })).toEqual({
        ok: false,
        conflicts: ['goals'],
        mine: ['goals'],
        theirs: ['performance'],
      })
      // Without the link the two lists are separate fields and merge.
      expect(mergeOnSave({ fields: FIELDS, base, theirs, mine })).toMatchObject({
        ok: true,
        next: { ...theirs, goals: ['Names objects', 'Asks for help, please'] },
      })
    })

    it('when both changed the goals list (added one each), then the lists are not merged item by item: a conflict', () => {
      const theirs = { ...base, goals: [...base.goals, 'Says yes'] }
      const mine = { goals: [...base.goals, 'Says no'] }
      expect(mergeOnSave({ fields: FIELDS, base, theirs, mine, linked })).toMatchObject({
        ok: false,
        conflicts: ['goals'],
      })
    })

    it('when a goal list changed only on one side, then the whole list is taken from that side', () => {
      const theirs = { ...base, goals: ['Names objects'] }
      const result = mergeOnSave({ fields: FIELDS, base, theirs, mine: { feedback: 'Fine' }, linked })
      expect(result).toMatchObject({ ok: true, next: { ...theirs, feedback: 'Fine' }, changed: ['feedback'] })
    })

    it('when the linked fields changed on one side only, then a change outside the group merges', () => {
      const theirs = { ...base, goals: ['Names objects'], performance: [50] }
      const result = mergeOnSave({ fields: FIELDS, base, theirs, mine: { target: 'Three words' }, linked })
      expect(result).toMatchObject({ ok: true, next: { ...theirs, target: 'Three words' } })
    })
  })
})

describe('mergeOnSave without a base', () => {
  const current = { ...base, feedback: 'Good' }

  it('when the caller tracks what others changed per field (games), then a field this save changes that they changed is a conflict', () => {
    expect(
      mergeOnSave({ fields: FIELDS, theirs: current, theirChanges: ['feedback'], mine: { feedback: 'Better' } }),
    ).toEqual({ ok: false, conflicts: ['feedback'], mine: ['feedback'], theirs: ['feedback'] })
    // Sent with the value it already has: no change, never a conflict.
    expect(
      mergeOnSave({ fields: FIELDS, theirs: current, theirChanges: ['feedback'], mine: { feedback: 'Good' } }),
    ).toMatchObject({ ok: true, mine: [], changed: [] })
    // Another field merges beside theirs.
    expect(
      mergeOnSave({ fields: FIELDS, theirs: current, theirChanges: ['feedback'], mine: { target: 'Three words' } }),
    ).toMatchObject({ ok: true, next: { ...current, target: 'Three words' }, changed: ['target'] })
  })

  it('when nothing says what others changed (enquiries), then the save wins on the fields it changes', () => {
    const result = mergeOnSave({ fields: FIELDS, theirs: current, mine: { feedback: 'Better', target: 'Two words' } })
    expect(result).toEqual({
      ok: true,
      next: { ...current, feedback: 'Better' },
      mine: ['feedback'],
      theirs: [],
      changed: ['feedback'],
    })
  })

  it('when the caller compares values its own way, then that decides what changed', () => {
    const caseless = (a: unknown, b: unknown) => String(a).toLowerCase() === String(b).toLowerCase()
    expect(
      mergeOnSave({ fields: FIELDS, theirs: current, mine: { target: 'TWO WORDS' }, same: caseless }),
    ).toMatchObject({ ok: true, mine: [], changed: [] })
  })

  it('never changes the records it is given', () => {
    const theirs = structuredClone(current)
    mergeOnSave({ fields: FIELDS, base, theirs, mine: { target: 'Three words' } })
    expect(theirs).toEqual(current)
  })
})
