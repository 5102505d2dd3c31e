import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { createAssignIepSchema, IepFeedbackSchema, IepPerformanceSchema, SessionEntrySchema } from './iep.schema.ts'

const today = '2026-11-25'
const month = (target: string, goals: string[]) => ({ target, goals })
const valid = {
  therapy: 'Speech Therapy',
  startingYear: '2026',
  startingMonth: 'November',
  monthlyGoals: [
    month('Speak', ['Name 5 objects']),
    month('Speak more', ['Name 10']),
    month('Sentences', ['Two words']),
  ],
}
const errorsOf = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input)
  const errors: Record<string, string> = {}
  if (!result.success) for (const issue of result.issues) errors[v.getDotPath(issue) ?? '_'] ??= issue.message
  return errors
}

describe('AssignIepSchema', () => {
  const schema = createAssignIepSchema(today)

  it('when the form is complete, then the months and goals are read (old wire shape too)', () => {
    const output = v.parse(schema, {
      ...valid,
      monthlyGoals: [
        { latest: { target: ' Speak ', goals: [' a '] }, history: [{ target: 'x' }] },
        ...valid.monthlyGoals.slice(1),
      ],
    })
    expect(output.startingMonth).toBe(11)
    expect(output.startingYear).toBe(2026)
    expect(output.monthlyGoals[0]).toEqual({ target: 'Speak', goals: ['a'] })
  })

  it('when fields are missing, then each says so in the product’s words', () => {
    expect(errorsOf(schema, {})).toMatchObject({
      therapy: 'Therapy type is required',
      startingYear: 'Year is required',
      startingMonth: 'Starting month is required',
      monthlyGoals: 'Goals for all three months are required',
    })
  })

  it('when a month’s goals are missing or blank, then the message names the month', () => {
    const errors = errorsOf(schema, {
      ...valid,
      monthlyGoals: [month('', ['a']), month('b', ['']), month('c', ['a', ' '])],
    })
    expect(errors).toMatchObject({
      'monthlyGoals.0.target': 'Long-term goal is required for Month 1',
      'monthlyGoals.1.goals': 'At least one short-term goal is required for Month 2',
      'monthlyGoals.2.goals': 'All short-term goals must be filled for Month 3',
    })
  })

  it('when the start is in the past or the year not offered, then it is refused', () => {
    expect(errorsOf(schema, { ...valid, startingMonth: 10 })).toEqual({
      startingMonth: 'Starting month and year cannot be in the past',
    })
    expect(errorsOf(schema, { ...valid, startingYear: 2028 }).startingYear).toBe('Please choose this year or next year')
  })

  it('when months are sent that do not follow the start, then they are refused; the wrapped ones are accepted', () => {
    expect(errorsOf(schema, { ...valid, selectedMonths: [11, 12, 13] }).selectedMonths).toBe(
      'The three months must follow each other from the starting month',
    )
    expect(errorsOf(schema, { ...valid, selectedMonths: [11, 12, 1] })).toEqual({})
  })
})

describe('the saves', () => {
  it('when performance arrives as multipart JSON text, then it is read; out of range is refused', () => {
    const base = { iepId: 'x', month: '11', baseVersion: '2' }
    expect(v.parse(IepPerformanceSchema, { ...base, performance: '[80, null]' })).toMatchObject({
      performance: [80, null],
      month: 11,
      baseVersion: 2,
    })
    expect(errorsOf(IepPerformanceSchema, { ...base, performance: '[120]' })).toEqual({
      'performance.0': 'Performance must be a number from 0 to 100',
    })
    // Left out (the product rules' form), it is a save on the current version; sent, it must be a version.
    expect(errorsOf(IepPerformanceSchema, { iepId: 'x', month: '11' })).toEqual({})
    for (const baseVersion of ['', 'two', '0']) {
      expect(errorsOf(IepPerformanceSchema, { ...base, baseVersion }).baseVersion).toBe(
        'Please reload the month and try again',
      )
    }
  })

  it('when the doctor’s feedback is blank, then it is required', () => {
    expect(errorsOf(IepFeedbackSchema, { iepId: 'x', month: 11, doctorFeedback: '  ', baseVersion: 1 })).toEqual({
      doctorFeedback: 'Feedback is required',
    })
  })

  it('when a session entry has no key or a bad %, then it is refused', () => {
    expect(
      errorsOf(SessionEntrySchema, { goalIndex: 0, date: '2026-11-02', percent: '101', idempotencyKey: 'short' }),
    ).toEqual({ percent: 'Performance must be a number from 0 to 100', idempotencyKey: 'idempotencyKey is required' })
  })
})
